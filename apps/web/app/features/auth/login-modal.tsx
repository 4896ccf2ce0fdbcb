import { loginSchema } from '@cho-dep/core/accounts/account-schemas';
import { type FormEvent, useState } from 'react';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { trackEvent } from '../../lib/tracking/track';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import styles from './auth-form.module.css';
import type { AuthView } from './auth-view';
import { goAfterLogin } from './session-redirects';
import { SocialSignIn } from './social-sign-in';

interface Props {
  open: boolean;
  onClose: () => void;
  onSwitch: (view: AuthView) => void;
}

/** Login with email or phone and password (product.md §4, Login). */
export function LoginModal({ open, onClose, onSwitch }: Props) {
  const t = useT();
  const form = useFormErrors();
  const [values, setValues] = useState({ email: '', password: '' });

  const update = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    form.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(loginSchema, values);
    if (!body) return;
    const ok = await form.run(() => call(client.POST('/community/v1/auth/login', { body })));
    if (ok) {
      await trackEvent('Login');
      await goAfterLogin();
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('auth.login.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            CĐ
          </span>
          <div>
            <strong>{t('shell.auth.splashTitle')}</strong>
            <p className={styles.brandText}>{t('shell.auth.splashBody')}</p>
          </div>
        </div>
        <SocialSignIn />
        {form.form && <Alert>{form.form}</Alert>}
        <TextField
          label={t('auth.login.identifier')}
          name="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={update('email')}
          error={form.fields.email}
          required
          data-autofocus
        />
        <PasswordField
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={form.fields.password}
          required
        />
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('forgot')}>
            {t('auth.login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" block loading={form.busy}>
          {t('auth.login.submit')}
        </Button>
        <p className={styles.switch}>
          {t('auth.login.noAccount')}
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('register')}>
            {t('auth.login.signUp')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
