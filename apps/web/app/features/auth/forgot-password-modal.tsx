import { forgotPasswordSchema, resetPasswordSchema } from '@cho-dep/core/accounts/account-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useState } from 'react';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import codeForm from '../../ui/code-form.module.css';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import styles from './auth-form.module.css';
import type { AuthView } from './auth-view';
import { NewPasswordFields } from './new-password-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  onSwitch: (view: AuthView) => void;
}

/** Two steps: ask for a code by email or phone, then the code and a new password. */
export function ForgotPasswordModal({ open, onClose, onSwitch }: Props) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [values, setValues] = useState({ email: '', code: '', password: '', confirmPassword: '' });

  const update = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = name === 'code' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    const body = form.validate(forgotPasswordSchema, { email: values.email });
    if (!body) return;
    const ok = await form.run(() => call(client.POST('/community/v1/auth/forgot-password-web', { body })));
    if (ok) {
      if (step === 'reset') toast.show(t('shell.auth.resent'), 'info');
      setStep('reset');
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(resetPasswordSchema, values);
    if (!body) return;
    const ok = await form.run(() => call(client.POST('/community/v1/auth/reset-password', { body })));
    if (ok) {
      toast.show(t('auth.resetPassword.done'), 'success');
      setStep('request');
      setValues((current) => ({ ...current, code: '', password: '', confirmPassword: '' }));
      onSwitch('login');
    }
  }

  const backToLogin = (
    <p className={styles.switch}>
      <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
        {t('shell.auth.backToLogin')}
      </button>
    </p>
  );

  if (step === 'request') {
    return (
      <Modal open={open} onClose={onClose} title={t('auth.forgotPassword.title')}>
        <form className={styles.form} onSubmit={requestCode} noValidate>
          <p className={codeForm.intro}>
            {t('auth.forgotPassword.intro', { length: LIMITS.verification.codeLength })}
          </p>
          {form.form && <Alert>{form.form}</Alert>}
          <TextField
            label={t('shell.auth.identifier')}
            name="email"
            autoComplete="username"
            inputMode="email"
            value={values.email}
            onChange={update('email')}
            error={form.fields.email}
            required
            data-autofocus
          />
          <Button type="submit" block loading={form.busy}>
            {t('auth.forgotPassword.submit')}
          </Button>
          {backToLogin}
        </form>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={t('auth.resetPassword.title')}>
      <form className={styles.form} onSubmit={reset} noValidate>
        <Alert tone="info">
          {t('auth.forgotPassword.sent', { count: LIMITS.verification.codeTtlMinutes })}
        </Alert>
        <p className={codeForm.intro}>{t('shell.auth.forgotStep2', { target: values.email })}</p>
        {form.form && <Alert>{form.form}</Alert>}
        {form.fields.email && <Alert>{form.fields.email}</Alert>}
        <TextField
          className={codeForm.code}
          label={t('auth.resetPassword.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.verification.codeLength}
          value={values.code}
          onChange={update('code')}
          error={form.fields.code}
          required
          data-autofocus
        />
        <NewPasswordFields
          passwordLabel={t('auth.changePassword.newPassword')}
          confirmLabel={t('auth.changePassword.confirmPassword')}
          values={values}
          errors={form.fields}
          onChange={update}
        />
        <div className={codeForm.actions}>
          <Button type="submit" block loading={form.busy}>
            {t('auth.resetPassword.submit')}
          </Button>
          <Button variant="ghost" block onClick={() => requestCode()} disabled={form.busy}>
            {t('shell.auth.resend')}
          </Button>
        </div>
        {backToLogin}
      </form>
    </Modal>
  );
}
