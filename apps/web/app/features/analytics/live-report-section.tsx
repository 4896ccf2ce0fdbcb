import type { LiveReportView } from '@cho-dep/api/live/live-report';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { useLanguage, useT } from '../../lib/i18n';
import { formatInteger } from './analytics-format';
import styles from './seller-analytics.module.css';

/** The reports' "Live" section: each recent live with its peak, orders and revenue, then the totals. */
export function LiveReportSection({ report }: { report: LiveReportView }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={styles.section} aria-labelledby="live-report-title" data-testid="live-report">
      <div className={styles.sectionHead}>
        <h2 id="live-report-title" className={styles.sectionTitle}>
          {t('sellerAnalytics.live.title')}
        </h2>
      </div>
      <p className={styles.muted}>{t('sellerAnalytics.live.intro')}</p>
      {report.items.length === 0 ? (
        <p className={styles.muted}>{t('sellerAnalytics.live.empty')}</p>
      ) : (
        <ol className={styles.topList}>
          {report.items.map((live) => (
            <li
              key={live.liveId}
              className={`${styles.topRow} ${styles.liveRow}`}
              data-testid={`live-report-${live.liveId}`}
            >
              <span className={styles.liveName}>
                <span>{live.title}</span>
                <span className={styles.muted}>
                  {live.state === 'live'
                    ? t('sellerAnalytics.live.onAir')
                    : formatDateTime(live.startedAt, language)}
                  {' · '}
                  {t('sellerAnalytics.live.viewerPeak')}: {formatInteger(live.viewerPeak, language)}
                </span>
              </span>
              <span className={styles.topFigures}>
                <strong>{formatVnd(live.revenue)}</strong>
                <span className={styles.muted}>
                  {formatInteger(live.orders, language)} {t('sellerAnalytics.live.orders').toLowerCase()}
                </span>
              </span>
            </li>
          ))}
          <li className={`${styles.topRow} ${styles.liveRow}`} data-testid="live-report-total">
            <span className={styles.liveName}>
              <strong>{t('sellerAnalytics.live.total', { count: report.totals.lives })}</strong>
            </span>
            <span className={styles.topFigures}>
              <strong>{formatVnd(report.totals.revenue)}</strong>
              <span className={styles.muted}>
                {formatInteger(report.totals.orders, language)}{' '}
                {t('sellerAnalytics.live.orders').toLowerCase()}
              </span>
            </span>
          </li>
        </ol>
      )}
    </section>
  );
}
