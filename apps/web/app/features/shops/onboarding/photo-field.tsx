import { LIMITS } from '@cho-dep/core/constants/limits';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { buttonClassName } from '../../../ui/button';
import styles from './onboarding.module.css';
import { CameraIcon } from './onboarding-icons';

/**
 * One document photo (ID card side, licence): a preview and a "choose" button over a native
 * file input (camera on phones). The caller keeps the file or uploads it at once.
 */
export function PhotoField({
  label,
  previewUrl,
  onFile,
  error,
  busy = false,
  name,
}: {
  label: string;
  previewUrl: string | null;
  onFile: (file: File) => void;
  error?: string;
  busy?: boolean;
  name: string;
}) {
  const t = useT();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.photo}>
      <span className={styles.photoLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={[styles.photoBox, error && styles.photoInvalid].filter(Boolean).join(' ')}>
        {busy ? (
          <span>{t('onboarding.photo.uploading')}</span>
        ) : previewUrl ? (
          <img src={previewUrl} alt={t('onboarding.photo.alt', { label })} />
        ) : (
          <CameraIcon />
        )}
      </div>
      <label
        className={`${buttonClassName({ variant: 'secondary', size: 'sm', block: true })} ${styles.fileButton}`}
      >
        {previewUrl ? t('onboarding.photo.replace') : t('onboarding.photo.choose')}
        <input
          type="file"
          name={name}
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export const DOCUMENT_MAX_MB = LIMITS.upload.imageMaxBytes / 1024 / 1024;
