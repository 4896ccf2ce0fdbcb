import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { hrefAfterLogin } from './session-redirects';
import { AppleMark, FacebookMark, GoogleMark, PROVIDER_NAMES, ZaloMark } from './social-marks';
import { markSocialSignInPending } from './social-return';
import styles from './social-sign-in.module.css';

type Slug = 'google' | 'facebook' | 'zalo-v2' | 'apple';

const MARKS: Record<Slug, () => ReactNode> = {
  google: GoogleMark,
  facebook: FacebookMark,
  'zalo-v2': ZaloMark,
  apple: AppleMark,
};

/** The refusals the callback sends back in ?social_error= (anything else reads as a failure). */
const REFUSALS = {
  SOCIAL_SIGN_IN_CANCELLED: 'errors.SOCIAL_SIGN_IN_CANCELLED',
  SOCIAL_PROVIDER_UNAVAILABLE: 'errors.SOCIAL_PROVIDER_UNAVAILABLE',
  SOCIAL_IDENTITY_TAKEN: 'errors.SOCIAL_IDENTITY_TAKEN',
} as const;

/**
 * "Tiếp tục với Google / Facebook / Zalo / Apple" in the login and sign-up dialogs: the browser
 * goes to the provider and comes back signed in where the login redirect rules would have
 * taken it (hrefAfterLogin), or to the link confirmation. Only the providers this deployment
 * offers are shown.
 */
export function SocialSignIn() {
  const t = useT();
  const [providers, setProviders] = useState<Slug[]>([]);
  const [searchParams] = useSearchParams();
  const refusal = searchParams.get('social_error');

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { call, client } = await import('../../lib/api-fetch');
        const { data } = await call(client.GET('/community/v1/auth/social-providers'));
        if (live) setProviders(data.providers);
      } catch {
        // Without the list the password login still works; the buttons stay hidden.
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;

  function start(slug: Slug) {
    markSocialSignInPending();
    window.location.assign(
      `/community/v1/auth/${slug}/start?returnTo=${encodeURIComponent(hrefAfterLogin())}`,
    );
  }

  return (
    <div className={styles.social}>
      {refusal && (
        <Alert>{t(REFUSALS[refusal as keyof typeof REFUSALS] ?? 'errors.SOCIAL_SIGN_IN_FAILED')}</Alert>
      )}
      <div className={styles.buttons}>
        {providers.map((slug) => {
          const Mark = MARKS[slug];
          return (
            <button
              key={slug}
              type="button"
              className={`${styles.button} ${styles[slug]}`}
              onClick={() => start(slug)}
            >
              <Mark />
              <span>{t('auth.social.continueWith', { provider: PROVIDER_NAMES[slug] })}</span>
            </button>
          );
        })}
      </div>
      <p className={styles.or}>
        <span>{t('auth.social.or')}</span>
      </p>
    </div>
  );
}
