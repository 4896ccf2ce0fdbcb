import { LIMITS } from '@cho-dep/core/constants/limits';
import { useId, useRef } from 'react';
import { useT } from '../../lib/i18n';
import fieldStyles from '../../ui/field.module.css';
import { LineIcon } from '../../ui/line-icon';
import styles from './social-feedback.module.css';

const F = LIMITS.socialFeedback;

export interface FeedbackPicture {
  key: string;
  url: string;
}

/**
 * The feedback's pictures: thumbnails with a remove button and an "add" tile while there is
 * room (each file is uploaded as soon as it is picked, by the form). The error under it is the
 * schema's ("at least one picture") or the upload's.
 */
export function FeedbackPicturesField({
  pictures,
  uploading,
  error,
  onPick,
  onRemove,
}: {
  pictures: FeedbackPicture[];
  uploading: boolean;
  error?: string;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <fieldset className={styles.pictures} data-field="" aria-describedby={`${id}-hint`}>
      <legend className={fieldStyles.label}>
        {t('socialFeedback.form.pictures')}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <ul className={styles.pictureList}>
        {pictures.map((picture, index) => (
          <li key={picture.key} className={styles.pictureItem}>
            <img src={picture.url} alt={t('socialFeedback.form.pictureAlt', { index: index + 1 })} />
            <button
              type="button"
              className={styles.removePicture}
              onClick={() => onRemove(picture.key)}
              aria-label={t('socialFeedback.form.removePicture', { index: index + 1 })}
            >
              ×
            </button>
          </li>
        ))}
        {pictures.length < F.imagesMax && (
          <li>
            <button
              type="button"
              className={styles.addPicture}
              onClick={() => input.current?.click()}
              disabled={uploading}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="feedback-add-picture"
            >
              <LineIcon size={22}>
                <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z" strokeLinejoin="round" />
              </LineIcon>
              {uploading ? t('socialFeedback.form.uploading') : t('socialFeedback.form.addPicture')}
            </button>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('socialFeedback.form.picturesHint', { max: F.imagesMax })}
      </p>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        hidden
        data-testid="feedback-picture-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []).slice(0, F.imagesMax - pictures.length);
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
    </fieldset>
  );
}
