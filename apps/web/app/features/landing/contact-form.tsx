import { LIMITS } from '@cho-dep/core/constants/limits';
import { type ContactMessageInput, contactMessageSchema } from '@cho-dep/core/landing/contact-message-schema';
import { useId, useState } from 'react';
import { call, client } from '../../lib/api-fetch';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../ui/field-frame';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import styles from './landing.module.css';

const C = LIMITS.contact;
type Values = { name: string; email: string; phone: string; website: string; message: string };
const EMPTY: Values = { name: '', email: '', phone: '', website: '', message: '' };

/**
 * The landing page's contact form, checked by the API's schema: every field required, the
 * phone digits only (letters are named as such, not cut off), e-mail and website valid.
 */
export function ContactForm() {
  const t = useT();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const form = useSchemaForm<Values, ContactMessageInput>(contactMessageSchema, { defaultValues: EMPTY });
  const messageId = useId();
  const messageError = form.fieldError('message');
  const messageIds = useFieldIds(messageId, undefined, messageError);

  const send = form.submit(async (body) => {
    await call(client.POST('/api/v1/public/contact-messages', { body }));
    setSent({ name: body.name, email: body.email });
    form.reset(EMPTY);
  });

  if (sent) {
    return (
      <div className={styles.sent} role="status" data-testid="contact-sent">
        <h3 className={styles.sentTitle}>{t('landing.contact.sentTitle')}</h3>
        <p>{t('landing.contact.sentBody', sent)}</p>
        <Button variant="secondary" onClick={() => setSent(null)}>
          {t('landing.contact.another')}
        </Button>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={send} noValidate data-testid="contact-form">
      <FormErrorSummary errors={form} />
      {form.formError && <Alert>{form.formError}</Alert>}
      <div className={styles.pair}>
        <TextField
          label={t('landing.contact.name')}
          autoComplete="name"
          maxLength={C.nameMax}
          required
          {...form.register('name')}
          error={form.fieldError('name')}
        />
        <TextField
          label={t('landing.contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={form.fieldError('email')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('landing.contact.phone')}
          hint={t('landing.contact.phoneHint', { max: C.phoneMax })}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          {...form.register('phone')}
          error={form.fieldError('phone')}
        />
        <TextField
          label={t('landing.contact.website')}
          hint={t('landing.contact.websiteHint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          {...form.register('website')}
          error={form.fieldError('website')}
        />
      </div>
      <FieldFrame ids={messageIds} label={t('landing.contact.message')} required error={messageError}>
        <textarea
          id={messageIds.controlId}
          className={`${fieldStyles.control} ${styles.textarea}`}
          rows={5}
          maxLength={C.messageMax}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageIds.describedBy}
          {...form.register('message')}
        />
      </FieldFrame>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('landing.contact.sending') : t('landing.contact.submit')}
      </Button>
    </form>
  );
}
