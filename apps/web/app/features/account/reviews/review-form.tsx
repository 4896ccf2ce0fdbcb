import { LIMITS } from '@cho-dep/core/constants/limits';
import { REVIEW_FITS, type ReviewFit, reviewUpdateSchema } from '@cho-dep/core/reviews/review-schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useT } from '../../../lib/i18n';
import { isVideoTooLong } from '../../../lib/video-length';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Modal } from '../../../ui/modal';
import { type MediaItem, ReviewMediaField } from './review-media-field';
import { ReviewStarsField } from './review-stars-field';
import { saveReview, uploadReviewMedia } from './reviews-api';
import styles from './reviews-section.module.css';

const R = LIMITS.review;

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
 * weight from the buyer's body measurements. An edit says it is the only one. The fields are
 * driven by the schema the API validates a review's fields with (core reviewUpdateSchema; a new
 * review adds its order line).
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
  const initial = target.initial;
  const form = useSchemaForm(reviewUpdateSchema, {
    defaultValues: {
      rating: initial?.rating ?? 5,
      comment: initial?.comment ?? '',
      photoKeys: initial?.photos.map((photo) => photo.key) ?? [],
      videoKey: initial?.video?.key ?? null,
      fit: initial?.fit ?? null,
      shareBody: Boolean(initial?.shareBody && body),
    },
  });
  const { setValue, getValues, watch, setFormError } = form;
  // Where each stored photo or video can be seen, by its key (the form keeps only the keys).
  const [previews, setPreviews] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      [...(initial?.photos ?? []), ...(initial?.video ? [initial.video] : [])].map((m) => [
        m.key,
        m.previewUrl,
      ]),
    ),
  );
  const [uploading, setUploading] = useState(false);

  const upload = async (files: File[], kind: 'photo' | 'video') => {
    setUploading(true);
    setFormError(undefined);
    try {
      for (const file of files) {
        if (kind === 'video' && (await isVideoTooLong(file, R.videoMaxSeconds))) {
          setFormError(t('errors.VIDEO_TOO_LONG', { seconds: R.videoMaxSeconds }));
          return;
        }
        const media = await uploadReviewMedia(file);
        setPreviews((current) => ({ ...current, [media.key]: media.previewUrl }));
        if (media.kind === 'video') setValue('videoKey', media.key);
        else if (kind === 'photo') {
          setValue('photoKeys', [...(getValues('photoKeys') ?? []), media.key].slice(0, R.photosMax));
        }
      }
    } catch (failure) {
      setFormError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setUploading(false);
    }
  };
  const remove = (key: string) => {
    if (getValues('videoKey') === key) setValue('videoKey', null);
    else
      setValue(
        'photoKeys',
        (getValues('photoKeys') ?? []).filter((k) => k !== key),
      );
  };

  const photoKeys = watch('photoKeys') ?? [];
  const videoKey = watch('videoKey');
  const comment = watch('comment') ?? '';
  const fit = watch('fit');
  const formId = `${ids}-form`;
  const commentId = `${ids}-comment`;
  const counterId = `${ids}-counter`;
  const commentError = form.fieldError('comment');
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
            loading={form.formState.isSubmitting}
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
        ref={form.formRef}
        className={styles.form}
        onSubmit={form.submit(async (values) => {
          await saveReview(
            {
              rating: values.rating,
              comment: values.comment,
              photoKeys: values.photoKeys,
              videoKey: values.videoKey ?? null,
              fit: values.fit ?? null,
              shareBody: values.shareBody,
            },
            target,
          );
          onSaved();
        })}
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

        <ReviewStarsField
          name={`${ids}-rating`}
          rating={watch('rating')}
          onChange={(star) => setValue('rating', star, { shouldValidate: form.formState.isSubmitted })}
          error={form.fieldError('rating')}
        />

        <div className={styles.field}>
          <label htmlFor={commentId} className={styles.label}>
            {t('reviews.form.comment')}
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            {...form.register('comment')}
            maxLength={R.commentMax}
            rows={4}
            placeholder={t('reviews.form.commentPlaceholder')}
            aria-describedby={counterId}
            aria-invalid={commentError ? true : undefined}
          />
          <p id={counterId} className={styles.counter}>
            {t('reviews.form.counter', { count: comment.length, max: R.commentMax })}
          </p>
          {commentError && <p className={styles.fieldError}>{commentError}</p>}
        </div>

        <ReviewMediaField
          photos={photoKeys.map((key) => ({ key, previewUrl: previews[key] ?? '' }))}
          video={videoKey ? { key: videoKey, previewUrl: previews[videoKey] ?? '' } : null}
          uploading={uploading}
          onPick={(files, kind) => void upload(files, kind)}
          onRemove={remove}
        />

        <fieldset className={styles.starsField}>
          <legend className={styles.label}>{t('reviews.form.fit')}</legend>
          <div className={styles.fitChoices}>
            {REVIEW_FITS.map((choice) => (
              <button
                key={choice}
                type="button"
                className={styles.fitChip}
                aria-pressed={fit === choice}
                onClick={() => setValue('fit', fit === choice ? null : choice)}
              >
                {t(`reviews.item.fit.${choice}`)}
              </button>
            ))}
          </div>
        </fieldset>

        <div className={styles.field}>
          <Checkbox
            label={t('reviews.form.shareBody')}
            checked={watch('shareBody') ?? false}
            disabled={!body}
            onChange={(event) => setValue('shareBody', event.target.checked)}
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

        {form.formError && (
          <p className={styles.formError} role="alert">
            {form.formError}
          </p>
        )}
      </form>
    </Modal>
  );
}
