import { useT } from '../../lib/i18n';
import styles from './download.module.css';

const TILES = ['#f2b5c4', '#a8dcc9', '#f1d98a', '#8fb1d6'] as const;

/** The app on a phone, drawn in CSS (no screenshot to keep in step with the app). Decorative. */
export function PhoneMockup() {
  const t = useT();
  return (
    <div className={styles.phone} aria-hidden="true">
      <div className={styles.notch} />
      <div className={styles.screen}>
        <div className={styles.appBar}>
          <span className={styles.appLogo}>Chợ Đẹp</span>
          <span className={styles.appHello}>{t('landing.download.mockup.greeting')}</span>
        </div>
        <div className={styles.appSearch}>{t('landing.download.mockup.search')}</div>
        <div className={styles.appLive}>
          <span className={styles.liveBadge}>{t('landing.download.mockup.live')}</span>
          <span className={styles.liveSale}>{t('landing.download.mockup.sale')}</span>
        </div>
        <div className={styles.appGrid}>
          {TILES.map((colour) => (
            <div key={colour} className={styles.appTile}>
              <span className={styles.tilePicture} style={{ background: colour }} />
              <span className={styles.tileLine} />
              <span className={styles.tileLineShort} />
            </div>
          ))}
        </div>
        <div className={styles.appToast}>
          <span className={styles.toastDot} />
          {t('landing.download.mockup.orders')}
        </div>
      </div>
    </div>
  );
}
