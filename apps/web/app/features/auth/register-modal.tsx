import { registerGuestSchema, registerSchema } from '@cho-dep/core/accounts/account-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useState } from 'react';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { type CodeFlow, type ContactToVerify, VerifyContactStep } from '../../ui/verify-contact-step';
import styles from './auth-form.module.css';
import type { AuthView } from './auth-view';
import { NewPasswordFields } from './new-password-fields';
import { goAfterLogin } from './session-redirects';
import { SocialSignIn } from './social-sign-in';

interface Props {
  open: boolean;
  onClose: () => void;
  onSwitch: (view: AuthView) => void;
  /**
   * The quick account after a guest order: the e-mail starts filled in and the guest is turned
   * into the account (register-guest-user), so the guest's cart and orders follow.
   */
  quickAccountEmail?: string;
}

/** The API takes email and phone apart; the form has one box for either (an @ means email). */
const RENAME = { email: 'identifier', phone: 'identifier' };

/**
 * Sign-up (full name, email or phone, password twice), then the code sent to that address,
 * which creates the account and logs in. The answer to the first step is the same whether or
 * not the address already has an account (that one gets a message saying so instead of a
 * code), so the form never tells anyone who is registered. The quick account after a guest
 * order goes the same way.
 */
export function RegisterModal({ open, onClose, onSwitch, quickAccountEmail }: Props) {
  const t = useT();
  const form = useFormErrors({ rename: RENAME });
  const quick = quickAccountEmail !== undefined;
  const [values, setValues] = useState({
    fullName: '',
    identifier: quickAccountEmail ?? '',
    password: '',
    confirmPassword: '',
  });
  const [verifying, setVerifying] = useState<ContactToVerify | null>(null);
  const [signUp, setSignUp] = useState<CodeFlow | null>(null);

  const update = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    form.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const identifier = values.identifier.trim();
    const isEmail = identifier.includes('@');
    const input = {
      fullName: values.fullName,
      email: isEmail ? identifier : '',
      phone: isEmail ? '' : identifier,
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    const guestBody = quick ? form.validate(registerGuestSchema, input) : undefined;
    const body = quick ? guestBody : form.validate(registerSchema, input);
    if (!body) return;
    const contact: ContactToVerify = { kind: isEmail ? 'email' : 'phone', target: identifier };
    // The quick account turns the guest (its cart and orders) into the account at the confirmation.
    const started = () =>
      guestBody
        ? call(client.POST('/community/v1/user/register-guest-user', { body: guestBody }))
        : call(client.POST('/community/v2/auth/register', { body }));
    // Every "send again" starts the sign-up over: a new code under a new ticket.
    let ticket = '';
    const start = async () => {
      ticket = (await started()).data.ticket;
    };
    const ok = await form.run(start);
    if (!ok) return;
    setSignUp({
      send: start,
      confirm: (code) => call(client.POST('/community/v2/auth/register/confirm', { body: { ticket, code } })),
      sendOnArrival: false,
    });
    setVerifying(contact);
  }

  if (verifying && signUp) {
    // No account exists until the code is confirmed: closing goes back to where the user was.
    return (
      <Modal open={open} onClose={onClose} title={t('shell.auth.verify.signUpTitle')}>
        <VerifyContactStep
          contact={verifying}
          flow={signUp}
          canSkip={false}
          note={t('shell.auth.verify.signUpNote')}
          onDone={() => void goAfterLogin()}
        />
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={t('auth.register.title')}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        data-testid={quick ? 'quick-account-form' : undefined}
      >
        {!quick && <SocialSignIn />}
        {form.form && <Alert>{form.form}</Alert>}
        <TextField
          label={t('auth.register.fullName')}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={update('fullName')}
          error={form.fields.fullName}
          maxLength={LIMITS.account.fullNameMax}
          required
          data-autofocus
        />
        <TextField
          label={t('shell.auth.identifier')}
          hint={t('shell.auth.identifierHint')}
          name="identifier"
          autoComplete="username"
          inputMode="email"
          value={values.identifier}
          onChange={update('identifier')}
          error={form.fields.identifier}
          required
        />
        <NewPasswordFields
          passwordLabel={t('auth.register.password')}
          confirmLabel={t('auth.register.confirmPassword')}
          values={values}
          errors={form.fields}
          onChange={update}
        />
        <Button type="submit" block loading={form.busy}>
          {t('auth.register.submit')}
        </Button>
        <p className={styles.switch}>
          {t('auth.register.haveAccount')}
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
            {t('auth.login.title')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
