import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { ContactForm } from './contact-form';
import styles from './landing.module.css';

const POINTS = ['community', 'sellers', 'payment', 'returns'] as const;

/** /gioi-thieu: what Chợ Đẹp is, and the contact form (product.md §1 and §5). */
export function AboutScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="about-title">
        <p className={styles.eyebrow}>{t('landing.about.eyebrow')}</p>
        <h1 id="about-title" className={styles.heroTitle}>
          {t('landing.about.title')}
        </h1>
        <p className={styles.lead}>{t('landing.about.lead')}</p>
        <div className={styles.ctas}>
          <Link to="/seller" className={`${buttonClassName({ variant: 'primary' })} ${styles.onHeroPrimary}`}>
            {t('landing.about.sellCta')}
          </Link>
          <Link to="/download" className={`${buttonClassName({ variant: 'secondary' })} ${styles.onHero}`}>
            {t('landing.about.downloadCta')}
          </Link>
        </div>
      </section>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point} className={styles.point}>
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            {t(`landing.about.points.${point}`)}
          </li>
        ))}
      </ul>
      <section className={styles.contact} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.sectionTitle}>
          {t('landing.contact.title')}
        </h2>
        <p className={styles.muted}>{t('landing.contact.intro')}</p>
        <ContactForm />
      </section>
      <p className={styles.muted}>
        {t('landing.about.feedbackNote')}{' '}
        <Link to="/phan-anh-to-chuc-xa-hoi" className={styles.link}>
          {t('landing.about.feedbackLink')}
        </Link>
      </p>
    </div>
  );
}
