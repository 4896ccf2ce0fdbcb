import { LIMITS } from '@cho-dep/core/constants/limits';
import { useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { LineIcon } from '../../../ui/line-icon';
import styles from './reviews-section.module.css';

const R = LIMITS.review;

export interface MediaItem {
  key: string;
  previewUrl: string;
}

/**
 * Up to 5 photos and one video (each uploaded by the form as soon as it is picked):
 * thumbnails with a remove button, and the add buttons while there is room.
 */
export function ReviewMediaField({
  photos,
  video,
  uploading,
  onPick,
  onRemove,
}: {
  photos: MediaItem[];
  video: MediaItem | null;
  uploading: boolean;
  onPick: (files: File[], kind: 'photo' | 'video') => void;
  onRemove: (key: string) => void;
}) {
  const t = useT();
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  return (
    <div className={styles.field}>
      <p className={styles.label}>{t('reviews.form.media')}</p>
      <p className={styles.muted}>
        {t('reviews.form.mediaHint', { photos: R.photosMax, videos: R.videosMax })}
      </p>
      <ul className={styles.mediaList}>
        {photos.map((photo, index) => (
          <li key={photo.key} className={styles.mediaItem}>
            <img src={photo.previewUrl} alt={t('reviews.form.photoAlt', { index: index + 1 })} />
            <button
              type="button"
              className={styles.removeMedia}
              onClick={() => onRemove(photo.key)}
              aria-label={`${t('reviews.form.remove')} ${t('reviews.form.photoAlt', { index: index + 1 })}`}
            >
              ×
            </button>
          </li>
        ))}
        {video && (
          <li className={styles.mediaItem}>
            <video src={video.previewUrl} preload="metadata" muted />
            <button
              type="button"
              className={styles.removeMedia}
              onClick={() => onRemove(video.key)}
              aria-label={`${t('reviews.form.remove')} ${t('reviews.item.video')}`}
            >
              ×
            </button>
          </li>
        )}
        {photos.length < R.photosMax && (
          <li>
            <button
              type="button"
              className={styles.addMedia}
              onClick={() => photoInput.current?.click()}
              disabled={uploading}
            >
              <LineIcon size={22}>
                <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z" strokeLinejoin="round" />
              </LineIcon>
              {uploading ? t('reviews.form.uploading') : t('reviews.form.addPhoto')}
            </button>
          </li>
        )}
        {!video && (
          <li>
            <button
              type="button"
              className={styles.addMedia}
              onClick={() => videoInput.current?.click()}
              disabled={uploading}
            >
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <path d="M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5" strokeLinejoin="round" />
              </svg>
              {t('reviews.form.addVideo')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={photoInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []).slice(0, R.photosMax - photos.length);
          event.target.value = '';
          onPick(files, 'photo');
        }}
      />
      <input
        ref={videoInput}
        type="file"
        accept="video/mp4,video/webm,video/quicktime"
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []).slice(0, 1);
          event.target.value = '';
          onPick(files, 'video');
        }}
      />
    </div>
  );
}
