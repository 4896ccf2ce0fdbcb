import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  type SocialFeedbackInput,
  socialFeedbackInputSchema,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../ui/field-frame';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import { type FeedbackPicture, FeedbackPicturesField } from './feedback-pictures-field';
import styles from './social-feedback.module.css';
import { sendSocialFeedback, uploadSocialFeedbackPicture } from './social-feedback-api';

const F = LIMITS.socialFeedback;

/**
 * The social-organisation feedback form, checked by the API's own schema: organisation,
 * establishment decision number, e-mail, content (with its counter) and 1 to 5 pictures.
 */
export function SocialFeedbackForm({
  onSent,
}: {
  onSent: (sent: { organisation: string; email: string }) => void;
}) {
  const t = useT();
  const form = useSchemaForm<SocialFeedbackInput, SocialFeedbackInput>(socialFeedbackInputSchema, {
    defaultValues: { organisationName: '', decisionNumber: '', email: '', content: '', imageKeys: [] },
  });
  const [pictures, setPictures] = useState<FeedbackPicture[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const contentId = useId();
  const contentError = form.fieldError('content');
  const contentIds = useFieldIds(contentId, undefined, contentError);
  const content = form.watch('content') ?? '';

  const keep = (next: FeedbackPicture[]) => {
    setPictures(next);
    form.setValue(
      'imageKeys',
      next.map((p) => p.key),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  async function pick(files: File[]) {
    setUploading(true);
    setUploadError(undefined);
    let next = pictures;
    try {
      for (const file of files) {
        next = [...next, await uploadSocialFeedbackPicture(file)];
        keep(next);
      }
    } catch (error) {
      setUploadError(
        error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : t('errors.INTERNAL'),
      );
    } finally {
      setUploading(false);
    }
  }

  const send = form.submit(async (body) => {
    await sendSocialFeedback(body);
    onSent({ organisation: body.organisationName, email: body.email });
  });

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={send}
      noValidate
      data-testid="social-feedback-form"
    >
      <FormErrorSummary errors={form} />
      {form.formError && <Alert>{form.formError}</Alert>}
      <TextField
        label={t('socialFeedback.form.organisationName')}
        placeholder={t('socialFeedback.form.organisationPlaceholder')}
        autoComplete="organization"
        required
        {...form.register('organisationName')}
        error={form.fieldError('organisationName')}
      />
      <TextField
        label={t('socialFeedback.form.decisionNumber')}
        placeholder={t('socialFeedback.form.decisionPlaceholder')}
        required
        {...form.register('decisionNumber')}
        error={form.fieldError('decisionNumber')}
      />
      <TextField
        label={t('socialFeedback.form.email')}
        hint={t('socialFeedback.form.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={form.fieldError('email')}
      />
      <FieldFrame ids={contentIds} label={t('socialFeedback.form.content')} required error={contentError}>
        <textarea
          id={contentIds.controlId}
          className={`${fieldStyles.control} ${styles.textarea}`}
          rows={6}
          placeholder={t('socialFeedback.form.contentPlaceholder')}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentIds.describedBy}
          {...form.register('content')}
        />
      </FieldFrame>
      <span
        className={content.length > F.contentMax ? `${styles.counter} ${styles.over}` : styles.counter}
        data-testid="feedback-counter"
      >
        {t('socialFeedback.form.counter', { count: content.length, max: F.contentMax })}
      </span>
      <FeedbackPicturesField
        pictures={pictures}
        uploading={uploading}
        error={uploadError ?? form.fieldError('imageKeys')}
        onPick={(files) => void pick(files)}
        onRemove={(key) => keep(pictures.filter((p) => p.key !== key))}
      />
      <p className={styles.privacy}>{t('socialFeedback.form.privacy')}</p>
      <Button type="submit" block disabled={form.formState.isSubmitting || uploading}>
        {form.formState.isSubmitting ? t('socialFeedback.form.sending') : t('socialFeedback.form.submit')}
      </Button>
    </form>
  );
}
