import { confirmSocialLinkSchema } from '@cho-dep/core/accounts/social/social-schemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { PasswordField } from '../../ui/password-field';
import { useAuthDialogs } from './auth-dialogs';
import { keepLoginLocally } from './login-storage';
import styles from './social-link-screen.module.css';
import { PROVIDER_NAMES } from './social-marks';

interface Pending {
  provider: keyof typeof PROVIDER_NAMES;
  email: string;
}

/**
 * /lien-ket-tai-khoan?token=: a provider vouched for an e-mail that already has an account here.
 * Its owner proves it is theirs with the account's password before the provider is linked
 * (an e-mail alone never links); then they are signed in and go where the login would have
 * taken them. A wrong password is refused; the request is used once and expires.
 */
export function SocialLinkScreen({ token }: { token: string }) {
  const t = useT();
  const dialogs = useAuthDialogs();
  const [pending, setPending] = useState<Pending | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useSchemaForm(confirmSocialLinkSchema, { defaultValues: { token, password: '' } });

  useEffect(() => {
    let live = true;
    call(client.GET('/community/v1/auth/social/link', { params: { query: { token } } }))
      .then(({ data }) => live && setPending({ provider: data.provider, email: data.email }))
      .catch(() => live && setExpired(true));
    return () => {
      live = false;
    };
  }, [token]);

  const confirm = form.submit(async (body) => {
    const { data } = await call(client.POST('/community/v1/auth/social/link', { body }));
    await keepLoginLocally();
    window.location.assign(data.returnTo);
  });

  return (
    <div className={styles.page} data-testid="social-link">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('auth.social.link.title')}</h1>
        {expired && (
          <>
            <Alert>{t('auth.social.link.expired')}</Alert>
            <Link to="/?login=1" className={styles.secondary}>
              {t('auth.social.link.backHome')}
            </Link>
          </>
        )}
        {pending && (
          <form ref={form.formRef} className={styles.form} onSubmit={confirm} noValidate>
            <p>
              {t('auth.social.link.intro', {
                email: pending.email,
                provider: PROVIDER_NAMES[pending.provider],
              })}
            </p>
            <FormErrorSummary errors={form} />
            {form.formError && <Alert>{form.formError}</Alert>}
            <input type="hidden" {...form.register('token')} />
            <input
              type="email"
              name="username"
              value={pending.email}
              autoComplete="username"
              readOnly
              hidden
            />
            <PasswordField
              label={t('auth.social.link.password')}
              autoComplete="current-password"
              {...form.register('password')}
              error={form.fieldError('password')}
              required
              data-autofocus
            />
            <Button type="submit" block loading={form.formState.isSubmitting}>
              {t('auth.social.link.submit')}
            </Button>
            <div className={styles.links}>
              <button type="button" className={styles.secondary} onClick={() => dialogs.open('forgot')}>
                {t('auth.social.link.forgot')}
              </button>
              <Link to="/" className={styles.secondary}>
                {t('auth.social.link.cancel')}
              </Link>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
