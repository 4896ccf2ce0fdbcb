import { LIMITS } from '@cho-dep/core/constants/limits';
import type { ReviewFit } from '@cho-dep/core/reviews/review-schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { LineIcon } from '../../../ui/line-icon';
import { Modal } from '../../../ui/modal';
import { type ReviewDraft, saveReview, uploadReviewMedia } from './reviews-api';
import styles from './reviews-section.module.css';

const R = LIMITS.review;
const STARS = [1, 2, 3, 4, 5] as const;
const FITS: readonly ReviewFit[] = ['small', 'true_to_size', 'large'];

interface MediaItem {
  key: string;
  previewUrl: string;
}

export interface ReviewFormTarget {
  /** A new review of this order line, or the one edit of this review. */
  orderItemId?: string;
  reviewId?: string;
  productName: string;
  variantLabel: string | null;
  imageUrl: string | null;
  initial?: {
    rating: number;
    comment: string;
    photos: MediaItem[];
    video: MediaItem | null;
    fit: ReviewFit | null;
    shareBody: boolean;
  };
}

/**
 * The review form (a dialog): stars, a comment with its 0/150 counter, up to 5 photos and one
 * video (uploaded as soon as they are picked), how it fit, and whether to share the height and
 * weight from the buyer's body measurements. An edit says it is the only one.
 */
export function ReviewForm({
  target,
  body,
  onClose,
  onSaved,
}: {
  target: ReviewFormTarget;
  /** The buyer's height and weight from their profile, or null when not entered. */
  body: { heightCm: number; weightKg: number } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const ids = useId();
  const editing = Boolean(target.reviewId);
  const [rating, setRating] = useState(target.initial?.rating ?? 5);
  const [comment, setComment] = useState(target.initial?.comment ?? '');
  const [photos, setPhotos] = useState<MediaItem[]>(target.initial?.photos ?? []);
  const [video, setVideo] = useState<MediaItem | null>(target.initial?.video ?? null);
  const [fit, setFit] = useState<ReviewFit | null>(target.initial?.fit ?? null);
  const [shareBody, setShareBody] = useState(Boolean(target.initial?.shareBody && body));
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  const upload = async (files: File[], kind: 'photo' | 'video') => {
    setUploading(true);
    setError(null);
    try {
      for (const file of files) {
        const media = await uploadReviewMedia(file);
        if (media.kind === 'video') setVideo(media);
        else if (kind === 'photo') setPhotos((current) => [...current, media].slice(0, R.photosMax));
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFieldErrors({});
    const draft: ReviewDraft = {
      rating,
      comment,
      photoKeys: photos.map((p) => p.key),
      videoKey: video?.key ?? null,
      fit,
      shareBody,
    };
    try {
      await saveReview(draft, target);
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError) {
        setFieldErrors(failure.fieldMap());
        setError(failure.fields.length > 0 ? null : failure.message);
      } else {
        setError(t('errors.INTERNAL'));
      }
    } finally {
      setSaving(false);
    }
  };

  const commentId = `${ids}-comment`;
  const counterId = `${ids}-counter`;
  const formId = `${ids}-form`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t(editing ? 'reviews.form.editTitle' : 'reviews.form.title')}
      footer={
        <div className={styles.formActions}>
          <Button variant="neutral" onClick={onClose}>
            {t('reviews.form.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={saving}
            disabled={uploading}
            data-testid="review-submit"
          >
            {t(editing ? 'reviews.form.save' : 'reviews.form.submit')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        data-testid="review-form"
      >
        <div className={styles.product}>
          {target.imageUrl && <img src={target.imageUrl} alt="" width={48} height={48} />}
          <div>
            <p className={styles.productName}>{target.productName}</p>
            {target.variantLabel && <p className={styles.muted}>{target.variantLabel}</p>}
          </div>
        </div>
        {editing && <p className={styles.editNote}>{t('reviews.form.editOnce')}</p>}

        <fieldset className={styles.starsField}>
          <legend className={styles.label}>{t('reviews.form.stars')}</legend>
          <div className={styles.stars}>
            {STARS.map((star) => (
              <label key={star} className={styles.star} data-on={star <= rating || undefined}>
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                  className="visually-hidden"
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('reviews.filters.starLabel', { count: star })}</span>
              </label>
            ))}
            <span className={styles.starWord}>{t(`reviews.form.starWords.${rating}`)}</span>
          </div>
          {fieldErrors.rating && <p className={styles.fieldError}>{fieldErrors.rating}</p>}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={commentId} className={styles.label}>
            {t('reviews.form.comment')}
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            value={comment}
            maxLength={R.commentMax}
            rows={4}
            placeholder={t('reviews.form.commentPlaceholder')}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={counterId}
            aria-invalid={fieldErrors.comment ? true : undefined}
          />
          <p id={counterId} className={styles.counter}>
            {t('reviews.form.counter', { count: comment.length, max: R.commentMax })}
          </p>
          {fieldErrors.comment && <p className={styles.fieldError}>{fieldErrors.comment}</p>}
        </div>

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
                  onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
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
                  onClick={() => setVideo(null)}
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
                    <path
                      d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z"
                      strokeLinejoin="round"
                    />
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
              void upload(files, 'photo');
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
              void upload(files, 'video');
            }}
          />
        </div>

        <fieldset className={styles.starsField}>
          <legend className={styles.label}>{t('reviews.form.fit')}</legend>
          <div className={styles.fitChoices}>
            {FITS.map((choice) => (
              <button
                key={choice}
                type="button"
                className={styles.fitChip}
                aria-pressed={fit === choice}
                onClick={() => setFit(fit === choice ? null : choice)}
              >
                {t(`reviews.item.fit.${choice}`)}
              </button>
            ))}
          </div>
        </fieldset>

        <div className={styles.field}>
          <Checkbox
            label={t('reviews.form.shareBody')}
            checked={shareBody}
            disabled={!body}
            onChange={(event) => setShareBody(event.target.checked)}
            data-testid="review-share-body"
          />
          <p className={styles.muted}>
            {body ? (
              t('reviews.form.shareBodyHint', { height: body.heightCm, weight: body.weightKg })
            ) : (
              <Link to="/trang-ca-nhan?tab=measurements">{t('reviews.form.shareBodyMissing')}</Link>
            )}
          </p>
        </div>

        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
