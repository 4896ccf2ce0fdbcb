import type { AppStoreLinks } from '@cho-dep/api/landing/app-store-links';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { LineIcon } from '../../ui/line-icon';
import styles from './download.module.css';
import { PhoneMockup } from './phone-mockup';
import { StoreButtons } from './store-buttons';

const FEATURES: { key: 'live' | 'chat' | 'orders' | 'community'; icon: ReactNode }[] = [
  { key: 'live', icon: <path d="M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5" strokeLinejoin="round" /> },
  { key: 'chat', icon: <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" /> },
  {
    key: 'orders',
    icon: (
      <path
        d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z"
        strokeLinejoin="round"
      />
    ),
  },
  {
    key: 'community',
    icon: (
      <path
        d="M8 11a3 3 0 100-6 3 3 0 000 6zM2 20a6 6 0 0112 0M16 11a3 3 0 100-6M18 20a6 6 0 00-3-5.2"
        strokeLinecap="round"
      />
    ),
  },
];

/**
 * /download: the app's landing page (product.md §2) with a bar that stays at the bottom of the
 * screen linking to both stores. The links are settings (APP_STORE_URL, PLAY_STORE_URL).
 */
export function DownloadScreen({ links }: { links: AppStoreLinks }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="download-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('landing.download.eyebrow')}</p>
          <h1 id="download-title" className={styles.title}>
            {t('landing.download.title')}
          </h1>
          <p className={styles.lead}>{t('landing.download.lead')}</p>
          <StoreButtons links={links} />
          <p className={styles.trust}>{t('landing.download.trust')}</p>
        </div>
        <PhoneMockup />
      </section>
      <section aria-labelledby="download-features">
        <h2 id="download-features" className={styles.sectionTitle}>
          {t('landing.download.features.title')}
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.key} className={styles.feature}>
              <span className={styles.featureIcon}>
                <LineIcon size={22}>{feature.icon}</LineIcon>
              </span>
              <h3 className={styles.featureTitle}>{t(`landing.download.features.${feature.key}`)}</h3>
              <p className={styles.featureBody}>{t(`landing.download.features.${feature.key}Body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <aside className={styles.bar} aria-label={t('landing.download.barTitle')} data-testid="download-bar">
        <span className={styles.barIcon} aria-hidden="true">
          CĐ
        </span>
        <span className={styles.barText}>
          <strong>{t('landing.download.barTitle')}</strong>
          <span>{t('landing.download.barBody')}</span>
        </span>
        <StoreButtons links={links} compact />
      </aside>
    </div>
  );
}
