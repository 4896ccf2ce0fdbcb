import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../button';
import styles from './picture-upload-field.module.css';

/**
 * One picture of a seller form (banner image and cover, program cover): the file is uploaded
 * as soon as it is chosen (the server checks it by content and size), and the form keeps the
 * key it answers with. The preview keeps the width:height shape given. Errors show under the field.
 */
export function PictureUploadField({
  label,
  hint,
  url,
  error,
  width,
  height,
  upload,
  onUploaded,
  onError,
}: {
  label: string;
  hint: string;
  url: string | null;
  error?: string;
  width: number;
  height: number;
  upload: (file: File) => Promise<{ key: string; url: string }>;
  onUploaded: (picture: { key: string; url: string }) => void;
  onError: (message: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.picture}>
      <span className={styles.pictureLabel} id={`${id}-label`}>
        {label}
      </span>
      {url && (
        <img
          className={styles.preview}
          style={{ aspectRatio: `${width} / ${height}` }}
          src={url}
          alt=""
          width={width}
          height={height}
        />
      )}
      <label className={buttonClassName({ size: 'sm', variant: 'secondary' })} htmlFor={id}>
        {busy
          ? t('sellerBanners.form.uploading')
          : t(url ? 'sellerBanners.form.change' : 'sellerBanners.form.choose')}
      </label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            onUploaded(await upload(file));
          } catch (caught) {
            const message =
              caught instanceof ApiError ? (caught.fields[0]?.message ?? caught.message) : String(caught);
            onError(message);
          } finally {
            setBusy(false);
          }
        }}
      />
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
