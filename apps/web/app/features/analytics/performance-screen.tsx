import type { SellerPerformance } from '@cho-dep/api/analytics/analytics-schemas';
import type { FieldError } from '@cho-dep/core/errors/app-error';
import type { AnalyticsQuery } from '@cho-dep/core/seller-analytics/analytics-query-schema';
import { useLanguage, useT } from '../../lib/i18n';
import { formatPercent } from './analytics-format';
import { PERFORMANCE_HREF } from './analytics-links';
import { PeriodFilter } from './period-filter';
import styles from './seller-analytics.module.css';

interface PerformanceProps {
  performance: SellerPerformance;
  query: AnalyticsQuery;
  typed: Record<string, string>;
  errors: FieldError[];
}

/** /ban-hang/phan-tich/hieu-qua: cancellation, late hand-over and return rates, and the rating. */
export function PerformanceScreen({ performance: p, query, typed, errors }: PerformanceProps) {
  const t = useT();
  const language = useLanguage();
  const rows = [
    {
      key: 'cancellationRate',
      value: formatPercent(p.cancellationRate, language),
      detail: t('sellerAnalytics.performance.counts', { part: p.cancelledOrders, whole: p.placedOrders }),
      help: 'cancellationHelp',
    },
    {
      key: 'sellerCancellationRate',
      value: formatPercent(p.sellerCancellationRate, language),
      detail: t('sellerAnalytics.performance.counts', { part: p.cancelledBySeller, whole: p.placedOrders }),
      help: 'sellerCancellationHelp',
    },
    {
      key: 'lateHandOverRate',
      value: formatPercent(p.lateHandOverRate, language),
      detail: t('sellerAnalytics.performance.counts', { part: p.lateHandOver, whole: p.handedOver }),
      help: 'lateHandOverHelp',
    },
    {
      key: 'returnRate',
      value: formatPercent(p.returnRate, language),
      detail: t('sellerAnalytics.performance.counts', { part: p.returnRequests, whole: p.countedOrders }),
      help: 'returnHelp',
    },
    {
      key: 'averageRating',
      value:
        p.averageRating === null
          ? '—'
          : `${String(p.averageRating).replace('.', language === 'vi' ? ',' : '.')} ★`,
      detail: t('sellerAnalytics.performance.reviews', { count: p.reviews }),
      help: 'ratingHelp',
    },
  ];
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('sellerAnalytics.meta.performance')}</h1>
      <p className={styles.muted}>{t('sellerAnalytics.performance.intro')}</p>
      <PeriodFilter
        path={PERFORMANCE_HREF}
        query={query}
        typed={typed}
        errors={errors}
        period={p.period}
        withGranularity={false}
      />
      <div className={styles.metrics}>
        {rows.map((row) => (
          <div key={row.key} className={styles.metric} data-testid={`performance-${row.key}`}>
            <span className={styles.metricLabel}>{t(`sellerAnalytics.performance.${row.key}`)}</span>
            <strong className={styles.metricValue}>{row.value}</strong>
            <span className={styles.against}>{row.detail}</span>
            <details className={styles.help}>
              <summary aria-label={`${t(`sellerAnalytics.performance.${row.key}`)}: ?`}>?</summary>
              <p>{t(`sellerAnalytics.performance.${row.help}`)}</p>
            </details>
          </div>
        ))}
      </div>
    </div>
  );
}
