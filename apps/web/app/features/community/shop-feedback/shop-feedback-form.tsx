import type { ShopFeedbackItem } from '@cho-dep/api/community/shop-feedback/shop-feedback-schemas';
import { shopFeedbackInputSchema } from '@cho-dep/core/community/shop-feedback-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { PictureUploadField } from '../../../ui/picture-upload-field/picture-upload-field';
import styles from './shop-feedback.module.css';
import { sendShopFeedback, uploadShopFeedbackPicture } from './shop-feedback-api';

const F = LIMITS.shopFeedback;

/** Stars, up to 300 characters and one picture; sending again replaces the buyer's earlier feedback. */
export function ShopFeedbackForm({
  shopId,
  mine,
  onSaved,
}: {
  shopId: string;
  mine: ShopFeedbackItem | null;
  onSaved: () => void;
}) {
  const t = useT();
  const errors = useFormErrors();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [content, setContent] = useState(mine?.content ?? '');
  const [picture, setPicture] = useState<{ key: string; url: string } | null>(
    mine?.images[0] ? { key: mine.images[0].key, url: mine.images[0].url } : null,
  );
  const [pictureError, setPictureError] = useState<string>();
  const contentId = useId();
  const ids = useFieldIds(contentId, undefined, errors.fields.content);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(shopFeedbackInputSchema, {
      rating,
      content,
      imageKeys: picture ? [picture.key] : [],
    });
    if (!value) return;
    const ok = await errors.run(async () => {
      await sendShopFeedback(shopId, value);
    });
    if (ok) onSaved();
  }

  return (
    <form
      ref={errors.formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="shop-feedback-form"
    >
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
      <fieldset className={styles.starPicker}>
        <legend>{t('shopFeedback.form.stars')}</legend>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={star <= rating ? `${styles.pick} ${styles.picked}` : styles.pick}>
            <input
              type="radio"
              name="rating"
              value={star}
              checked={rating === star}
              onChange={() => {
                setRating(star);
                errors.clear('rating');
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('shopFeedback.item.rating', { count: star })}</span>
          </label>
        ))}
        {errors.fields.rating && <span className={styles.error}>{errors.fields.rating}</span>}
      </fieldset>
      <FieldFrame ids={ids} label={t('shopFeedback.form.content')} error={errors.fields.content}>
        <textarea
          id={ids.controlId}
          className={fieldStyles.control}
          value={content}
          rows={4}
          placeholder={t('shopFeedback.form.placeholder')}
          aria-invalid={errors.fields.content ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            setContent(event.target.value);
            errors.clear('content');
          }}
        />
      </FieldFrame>
      <span className={content.length > F.contentMax ? `${styles.counter} ${styles.over}` : styles.counter}>
        {t('shopFeedback.form.counter', { count: content.length, max: F.contentMax })}
      </span>
      <PictureUploadField
        label={t('shopFeedback.form.picture')}
        hint={t('shopFeedback.form.pictureHint', { max: F.imagesMax })}
        url={picture?.url ?? null}
        width={400}
        height={400}
        error={pictureError ?? errors.fields.imageKeys}
        upload={uploadShopFeedbackPicture}
        onUploaded={(stored) => {
          setPicture(stored);
          setPictureError(undefined);
        }}
        onError={setPictureError}
      />
      {picture && (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setPicture(null)}>
            {t('shopFeedback.form.removePicture')}
          </Button>
        </div>
      )}
      <Button type="submit" loading={errors.busy} data-testid="shop-feedback-submit">
        {t(mine ? 'shopFeedback.form.update' : 'shopFeedback.form.submit')}
      </Button>
    </form>
  );
}
