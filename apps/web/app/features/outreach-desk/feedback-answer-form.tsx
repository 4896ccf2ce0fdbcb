import {
  type SocialFeedbackAnswerInput,
  socialFeedbackAnswerSchema,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { useId } from 'react';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../ui/field-frame';
import { useToast } from '../../ui/toast';
import styles from './outreach-desk.module.css';
import { answerFeedback } from './outreach-desk-api';

/** The answer mailed to the organisation (in the language it wrote in). */
export function FeedbackAnswerForm({ id, hint, onDone }: { id: string; hint: string; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const form = useSchemaForm<SocialFeedbackAnswerInput, SocialFeedbackAnswerInput>(
    socialFeedbackAnswerSchema,
    {
      defaultValues: { answer: '' },
    },
  );
  const fieldId = useId();
  const error = form.fieldError('answer');
  const ids = useFieldIds(fieldId, hint, error);
  const send = form.submit(async ({ answer }) => {
    await answerFeedback(id, answer);
    form.reset({ answer: '' });
    toast.show(t('outreachAdmin.feedback.answered'), 'success');
    onDone();
  });
  return (
    <form
      ref={form.formRef}
      className={styles.answerForm}
      onSubmit={send}
      noValidate
      data-testid="feedback-answer-form"
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <FieldFrame ids={ids} label={t('outreachAdmin.feedback.answer')} hint={hint} error={error}>
        <textarea
          id={ids.controlId}
          className={`${fieldStyles.control} ${styles.textarea}`}
          rows={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...form.register('answer')}
        />
      </FieldFrame>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t('outreachAdmin.feedback.sending')
            : t('outreachAdmin.feedback.send')}
        </Button>
      </div>
    </form>
  );
}
