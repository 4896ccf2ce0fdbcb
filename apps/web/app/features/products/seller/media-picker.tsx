import { LIMITS } from '@cho-dep/core/constants/limits';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { isVideoTooLong } from '../../../lib/video-length';
import { Button } from '../../../ui/button';
import { GroupError } from './form-bits';
import styles from './media-picker.module.css';
import { pickableImages } from './media-rules';
import type { MediaRef } from './product-form-values';

const P = LIMITS.product;
const IMAGE_ACCEPT = P.imageFormats.map((f) =>
  f === 'svg' ? 'image/svg+xml' : `image/${f === 'jpg' ? 'jpeg' : f}`,
);

export type Upload = (file: File) => Promise<MediaRef>;

/**
 * Pictures in display order: add (at most 3 per pick, product.md §5), move left or right,
 * remove. The first picture is the cover. Each file is uploaded as soon as it is picked; a
 * refused file is named in the message and the others still go up.
 */
export function ImageListPicker({
  label,
  images,
  onChange,
  upload,
  error,
  max,
  cover = false,
}: {
  label: string;
  images: MediaRef[];
  onChange: (next: MediaRef[]) => void;
  upload: Upload;
  error?: string;
  max: number;
  /** The first picture is the product's cover (product pictures, not description pictures). */
  cover?: boolean;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Uploads finish after the seller may have moved pictures: always add to the latest list.
  const latest = useRef(images);
  latest.current = images;

  const pick = async (files: File[]) => {
    const { accepted, refused, tooMany } = pickableImages(files, max - images.length);
    const notes: string[] = [];
    if (tooMany) notes.push(t('sellerProducts.media.tooMany', { count: P.imagesPerUploadMax }));
    if (refused.length > 0) notes.push(t('sellerProducts.media.badFormat', { names: refused.join(', ') }));
    setBusy(true);
    for (const file of accepted) {
      try {
        const media = await upload(file);
        latest.current = [...latest.current, media];
        onChange(latest.current);
      } catch (failure) {
        notes.push(failure instanceof ApiError ? failure.message : t('sellerProducts.media.uploadFailed'));
      }
    }
    setBusy(false);
    setProblem(notes.join(' ') || undefined);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };

  return (
    <div className={styles.mediaBlock}>
      <ul className={styles.mediaGrid} aria-label={label}>
        {images.map((image, index) => (
          <li key={image.key} className={styles.mediaItem}>
            <img
              src={image.url}
              alt={t('sellerProducts.media.imageAlt', { index: index + 1 })}
              className={styles.mediaThumb}
            />
            {cover && index === 0 && (
              <span className={styles.coverTag}>{t('sellerProducts.media.cover')}</span>
            )}
            <div className={styles.mediaTools}>
              <button
                type="button"
                className={styles.mediaTool}
                onClick={() => move(index, -1)}
                disabled={index === 0}
                aria-label={t('sellerProducts.media.moveLeft', { index: index + 1 })}
              >
                ‹
              </button>
              <button
                type="button"
                className={styles.mediaTool}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                aria-label={t('sellerProducts.media.remove', { index: index + 1 })}
              >
                ×
              </button>
              <button
                type="button"
                className={styles.mediaTool}
                onClick={() => move(index, 1)}
                disabled={index === images.length - 1}
                aria-label={t('sellerProducts.media.moveRight', { index: index + 1 })}
              >
                ›
              </button>
            </div>
          </li>
        ))}
        {images.length < max && (
          <li className={styles.mediaItem}>
            <button
              type="button"
              className={styles.mediaAdd}
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              <span aria-hidden="true" className={styles.mediaPlus}>
                +
              </span>
              <span>{busy ? t('sellerProducts.media.uploading') : t('sellerProducts.media.addImage')}</span>
              <span className={styles.mediaCount}>
                {images.length}/{max}
              </span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={IMAGE_ACCEPT.join(',')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void pick(files);
        }}
      />
      <p className={styles.fieldHint}>
        {t('sellerProducts.media.imageRules', {
          formats: P.imageFormats.join(', '),
          count: P.imagesPerUploadMax,
        })}
        {cover && ` ${t('sellerProducts.media.coverRule')}`}
      </p>
      <GroupError message={problem ?? error} />
    </div>
  );
}

/** The product's one video (product.md §5: only 1 video): pick, preview, remove. */
export function VideoPicker({
  video,
  onChange,
  upload,
  error,
}: {
  video: MediaRef | null;
  onChange: (next: MediaRef | null) => void;
  upload: Upload;
  error?: string;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      if (await isVideoTooLong(file, LIMITS.product.videoMaxSeconds)) {
        setProblem(t('errors.VIDEO_TOO_LONG', { seconds: LIMITS.product.videoMaxSeconds }));
        return;
      }
      onChange(await upload(file));
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : t('sellerProducts.media.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.mediaBlock}>
      {video ? (
        <div className={styles.videoRow}>
          <video src={video.url} className={styles.videoPreview} controls muted preload="metadata" />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('sellerProducts.media.removeVideo')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={busy}>
          {busy ? t('sellerProducts.media.uploading') : t('sellerProducts.media.addVideo')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept="video/mp4,video/webm,video/quicktime"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void pick(file);
        }}
      />
      <p className={styles.fieldHint}>{t('sellerProducts.media.videoRules')}</p>
      <GroupError message={problem ?? error} />
    </div>
  );
}
