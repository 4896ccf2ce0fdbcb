import type { AppStoreLinks } from '@cho-dep/api/landing/app-store-links';
import { useT } from '../../lib/i18n';
import styles from './download.module.css';

function AppleMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.4-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden="true">
      <path d="M1 1l10.5 10L1 21c-.4-.2-.6-.6-.6-1.1V2.1c0-.5.2-.9.6-1.1z" fill="#34a853" />
      <path d="M15 7.6L11.5 11 1 1c.2-.1.5-.1.8 0L15 7.6z" fill="#4285f4" />
      <path d="M15 14.4L1.8 21c-.3.1-.6.1-.8 0l10.5-10 3.5 3.4z" fill="#ea4335" />
      <path d="M18.6 9.5c.8.5.8 1.6 0 2.1L15 14.4 11.5 11 15 7.6l3.6 1.9z" fill="#fbbc04" />
    </svg>
  );
}

/** The two store badges, drawn (the stores' own artwork is licensed separately). */
export function StoreButtons({ links, compact = false }: { links: AppStoreLinks; compact?: boolean }) {
  const t = useT();
  const className = compact ? `${styles.store} ${styles.storeCompact}` : styles.store;
  return (
    <div className={styles.stores}>
      <a className={className} href={links.appStore} rel="noopener" data-testid="app-store-link">
        <AppleMark />
        <span className={styles.storeText}>
          <span className={styles.storeSmall}>{t('landing.download.getOn')}</span>
          <span className={styles.storeName}>{t('landing.download.appStore')}</span>
        </span>
      </a>
      <a className={className} href={links.playStore} rel="noopener" data-testid="play-store-link">
        <PlayMark />
        <span className={styles.storeText}>
          <span className={styles.storeSmall}>{t('landing.download.getOn')}</span>
          <span className={styles.storeName}>{t('landing.download.playStore')}</span>
        </span>
      </a>
    </div>
  );
}
