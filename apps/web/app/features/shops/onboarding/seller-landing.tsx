import type { ServiceFeeYearOneReading } from '@cho-dep/core/settlement/fee-rules';
import { SELLER_SUPPORT_EMAIL, SERVICE_FEE_PATH } from '@cho-dep/core/shops/seller-support';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { buttonClassName } from '../../../ui/button';
import styles from './seller-landing.module.css';

const PERKS = ['serviceFee', 'paymentFee', 'ads', 'shipping'] as const;
const STEPS = ['verify', 'shop', 'review'] as const;

/**
 * /seller: the seller landing page with the claims of product.md §1. The year-one service
 * fee reads two ways in product.md; the product picks one (SERVICE_FEE_YEAR_ONE, decision 025)
 * and the page states that one.
 */
export function SellerLanding({ serviceFee }: { serviceFee: ServiceFeeYearOneReading }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="seller-hero">
        <p className={styles.eyebrow}>{t('onboarding.landing.eyebrow')}</p>
        <h1 id="seller-hero" className={styles.title}>
          {t('onboarding.landing.heading')}
        </h1>
        <p className={styles.lead}>{t('onboarding.landing.lead')}</p>
        <div className={styles.ctas}>
          <Link
            to="/become-seller"
            className={`${buttonClassName({ variant: 'primary' })} ${styles.heroPrimary}`}
          >
            {t('onboarding.landing.cta')}
          </Link>
          <Link
            to={SERVICE_FEE_PATH}
            className={`${buttonClassName({ variant: 'secondary' })} ${styles.onHero}`}
          >
            {t('onboarding.landing.ctaSecondary')}
          </Link>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="seller-perks">
        <h2 id="seller-perks" className={styles.sectionTitle}>
          {t('onboarding.landing.perksHeading')}
        </h2>
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk} className={styles.perk}>
              <h3 className={styles.perkTitle}>{t(`onboarding.landing.${perk}.title`)}</h3>
              <p className={styles.perkValue}>
                {perk === 'serviceFee'
                  ? t(`onboarding.serviceFee.${serviceFee}.value`)
                  : t(`onboarding.landing.${perk}.value`)}
              </p>
              <p className={styles.perkBody}>
                {perk === 'serviceFee'
                  ? t(`onboarding.serviceFee.${serviceFee}.body`)
                  : t(`onboarding.landing.${perk}.body`)}
              </p>
              {perk === 'serviceFee' && (
                <Link to={SERVICE_FEE_PATH} className={styles.perkLink}>
                  {t('onboarding.landing.serviceFee.link')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="seller-steps">
        <h2 id="seller-steps" className={styles.sectionTitle}>
          {t('onboarding.landing.stepsHeading')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              {t(`onboarding.landing.steps.${step}`)}
            </li>
          ))}
        </ol>
        <div className={styles.ctas}>
          <Link to="/become-seller" className={buttonClassName({ variant: 'primary', block: true })}>
            {t('onboarding.landing.cta')}
          </Link>
        </div>
        <p className={styles.help}>{t('onboarding.landing.needHelp', { email: SELLER_SUPPORT_EMAIL })}</p>
      </section>
    </div>
  );
}
