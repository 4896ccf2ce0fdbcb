import { LIMITS } from '@cho-dep/core/constants/limits';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import styles from './avatar-upload.module.css';
import { type MyProfile, updateAvatar } from './profile-api';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const BYTES_PER_MB = 1024 * 1024;

/**
 * Pick a picture, see it in place of the current one, then upload or cancel. The server
 * checks the bytes and re-encodes; the checks here only spare a pointless upload.
 */
export function AvatarUpload({
  profile,
  onUploaded,
}: {
  profile: MyProfile;
  onUploaded: (p: MyProfile) => void;
}) {
  const t = useT();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function reset() {
    setFile(undefined);
    setPreview(undefined);
    if (input.current) input.current.value = '';
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setError(undefined);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError(t('account.profile.avatar.notImage'));
      reset();
      return;
    }
    if (chosen.size > LIMITS.upload.imageMaxBytes) {
      setError(t('account.profile.avatar.tooLarge', { mb: LIMITS.upload.imageMaxBytes / BYTES_PER_MB }));
      reset();
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setUploading(true);
    try {
      const saved = await updateAvatar(file);
      onUploaded(saved);
      reset();
      toast.show(t('account.profile.avatar.uploaded'), 'success');
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : t('errors.INTERNAL'),
      );
    } finally {
      setUploading(false);
    }
  }

  const shown = preview ?? profile.avatar;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.avatarRow}>
      <div className={styles.frame}>
        {shown ? (
          <img
            src={shown}
            alt={
              preview
                ? t('account.profile.avatar.previewAlt')
                : t('account.profile.avatar.currentAlt', { name: profile.fullName })
            }
            className={styles.image}
            width={96}
            height={96}
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {profile.fullName.trim().charAt(0).toLocaleUpperCase()}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <p className={styles.label}>{t('account.profile.avatar.label')}</p>
        {file ? (
          <div className={styles.buttons}>
            <Button size="sm" onClick={upload} loading={uploading}>
              {t('account.profile.avatar.upload')}
            </Button>
            <Button size="sm" variant="ghost" onClick={reset} disabled={uploading}>
              {t('account.profile.avatar.cancel')}
            </Button>
          </div>
        ) : (
          <label htmlFor={inputId} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('account.profile.avatar.choose')}
          </label>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          onChange={choose}
          aria-describedby={errorId}
          data-testid="avatar-input"
        />
        <p className={styles.hint}>
          {t('account.profile.avatar.hint')} ·{' '}
          {t('account.profile.avatar.maxSize', { mb: LIMITS.upload.imageMaxBytes / BYTES_PER_MB })}
        </p>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
