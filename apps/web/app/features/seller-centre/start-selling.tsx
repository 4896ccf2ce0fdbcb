import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import styles from './start-selling.module.css';

const STEPS = ['verify', 'shop', 'review'] as const;

/**
 * /ban-hang for someone without an approved shop: the seller centre opens once a shop is
 * approved, so this says how to get there (the registration, what selling costs) instead of
 * turning the visitor away.
 */
export function StartSelling({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="start-selling-title">
        <h1 id="start-selling-title" className={styles.title}>
          {t('sellerOrders.centre.start.title')}
        </h1>
        <p className={styles.lead}>{t('sellerOrders.centre.start.lead')}</p>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`onboarding.landing.steps.${step}`)}</li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Link
            to="/become-seller"
            className={buttonClassName({ variant: 'primary' })}
            data-testid="start-selling"
          >
            {signedIn ? t('onboarding.landing.cta') : t('sellerOrders.centre.start.loginCta')}
          </Link>
          <Link to="/seller" className={buttonClassName({ variant: 'secondary' })}>
            {t('sellerOrders.centre.start.costs')}
          </Link>
        </div>
      </section>
    </div>
  );
}
