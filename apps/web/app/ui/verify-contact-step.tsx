import { LIMITS } from '@cho-dep/core/constants/limits';
import { confirmCodeSchema } from '@cho-dep/core/verification/verification-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { useFormErrors } from '../lib/use-form-errors';
import { Alert } from './alert';
import { Button } from './button';
import styles from './code-form.module.css';
import { TextField } from './text-field';
import { useToast } from './toast';

export interface ContactToVerify {
  kind: 'email' | 'phone';
  target: string;
}

const ENDPOINTS = {
  email: {
    send: (target: string) => `/community/v1/verify/email?email=${encodeURIComponent(target)}`,
    confirm: '/community/v1/verify/email/confirm',
  },
  phone: {
    send: (target: string) => `/community/v1/verify/phone?phone=${encodeURIComponent(target)}`,
    confirm: '/community/v1/verify/confirm',
  },
} as const;

/**
 * After sign-up: sends a code to the email (or phone) just registered and confirms it. The
 * account already exists and is logged in, so "later" simply continues.
 */
export function VerifyContactStep({
  contact,
  onDone,
  canSkip = true,
}: {
  contact: ContactToVerify;
  onDone: () => void;
  /** Seller registration needs the contact verified: no "later" there. */
  canSkip?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const [code, setCode] = useState('');
  const sent = useRef(false);
  const endpoints = ENDPOINTS[contact.kind];

  const send = () => form.run(() => api(endpoints.send(contact.target)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first code is sent once, on arrival.
  useEffect(() => {
    // One send when the step appears (effects run twice in development).
    if (sent.current) return;
    sent.current = true;
    void send();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(confirmCodeSchema, { code });
    if (!body) return;
    const ok = await form.run(() => api(endpoints.confirm, { body }));
    if (ok) {
      toast.show(t('shell.auth.verify.done'), 'success');
      onDone();
    }
  }

  async function resend() {
    if (await send()) toast.show(t('shell.auth.resent'), 'info');
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        {t('shell.auth.verify.body', {
          length: LIMITS.verification.codeLength,
          target: contact.target,
          minutes: LIMITS.verification.codeTtlMinutes,
        })}
      </p>
      {form.form && <Alert>{form.form}</Alert>}
      <TextField
        className={styles.code}
        label={t('shell.auth.verify.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verification.codeLength}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          form.clear('code');
        }}
        error={form.fields.code}
        required
        data-autofocus
      />
      <div className={styles.actions}>
        <Button type="submit" block loading={form.busy}>
          {t('shell.auth.verify.submit')}
        </Button>
        <Button variant="ghost" block onClick={resend} disabled={form.busy}>
          {t('shell.auth.resend')}
        </Button>
        {canSkip && (
          <Button variant="neutral" block onClick={onDone}>
            {t('shell.auth.verify.skip')}
          </Button>
        )}
      </div>
    </form>
  );
}
