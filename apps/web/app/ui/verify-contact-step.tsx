import { LIMITS } from '@cho-dep/core/constants/limits';
import { confirmCodeSchema } from '@cho-dep/core/verification/verification-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { call, client } from '../lib/api-fetch';
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

/** How a code is sent and checked: the account's contact verification, or the sign-up's. */
export interface CodeFlow {
  send: () => Promise<unknown>;
  confirm: (code: string) => Promise<unknown>;
  /** Send a first code when the step appears (a sign-up has just sent one). */
  sendOnArrival: boolean;
}

/**
 * Verification of a phone or email on the signed-in account: sending is a POST (with the CSRF
 * token every write carries), never a GET another site could trigger.
 */
export function contactFlow(contact: ContactToVerify): CodeFlow {
  return {
    send: () =>
      contact.kind === 'email'
        ? call(client.POST('/community/v1/verify/email', { body: { email: contact.target } }))
        : call(client.POST('/community/v1/verify/phone', { body: { phone: contact.target } })),
    confirm: (code) =>
      contact.kind === 'email'
        ? call(client.POST('/community/v1/verify/email/confirm', { body: { code } }))
        : call(client.POST('/community/v1/verify/confirm', { body: { code } })),
    sendOnArrival: true,
  };
}

/**
 * Types the code sent to an email or phone and confirms it: to verify a contact of the account
 * (after a quick account, in seller onboarding: "later" may simply continue) or to finish a
 * sign-up (`flow` and `note` from the sign-up form).
 */
export function VerifyContactStep({
  contact,
  onDone,
  canSkip = true,
  flow,
  note,
}: {
  contact: ContactToVerify;
  onDone: () => void;
  /** Seller registration needs the contact verified: no "later" there. */
  canSkip?: boolean;
  flow?: CodeFlow;
  /** A line under the introduction. */
  note?: string;
}) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const [code, setCode] = useState('');
  const sent = useRef(false);
  const codes = flow ?? contactFlow(contact);

  const send = () => form.run(() => codes.send());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first code is sent once, on arrival.
  useEffect(() => {
    // One send when the step appears (effects run twice in development).
    if (sent.current || !codes.sendOnArrival) return;
    sent.current = true;
    void send();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(confirmCodeSchema, { code });
    if (!body) return;
    const ok = await form.run(() => codes.confirm(body.code));
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
          count: LIMITS.verification.codeTtlMinutes,
        })}
      </p>
      {note && <p className={styles.intro}>{note}</p>}
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
