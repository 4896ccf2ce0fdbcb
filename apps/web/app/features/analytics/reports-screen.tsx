import type { AnalyticsOverview, TopProduct } from '@cho-dep/api/analytics/analytics-schemas';
import type { FieldError } from '@cho-dep/core/errors/app-error';
import { formatVnd } from '@cho-dep/core/format/money';
import type { AnalyticsQuery } from '@cho-dep/core/seller-analytics/analytics-query-schema';
import { type ReactNode, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { AnalyticsChart } from './analytics-chart';
import { formatInteger, type ShownMetric } from './analytics-format';
import { exportHref, REPORTS_HREF } from './analytics-links';
import { MetricCard } from './metric-card';
import { PeriodFilter } from './period-filter';
import styles from './seller-analytics.module.css';

const CARDS = ['revenue', 'orders', 'buyers', 'averageOrderValue', 'conversionRate', 'views'] as const;

/** A point of the chart for the chosen metric; AOV and conversion are worked out per bucket. */
function pointValue(metric: ShownMetric, p: AnalyticsOverview['series'][number]): number | null {
  switch (metric) {
    case 'averageOrderValue':
      return p.orders === 0 ? 0 : Math.round(p.revenue / p.orders);
    case 'conversionRate':
      return p.views === 0 ? null : Math.round((p.orders / p.views) * 10_000) / 100;
    default:
      return p[metric];
  }
}

interface ReportsProps {
  overview: AnalyticsOverview;
  query: AnalyticsQuery;
  typed: Record<string, string>;
  errors: FieldError[];
  /** Sections after the top products (the lives' figures). */
  children?: ReactNode;
}

/** /ban-hang/phan-tich: a period against the one before, a chart by metric, top products, export. */
export function ReportsScreen({ overview, query, typed, errors, children }: ReportsProps) {
  const t = useT();
  const language = useLanguage();
  const [metric, setMetric] = useState<ShownMetric>('revenue');
  const [top, setTop] = useState<'revenue' | 'units'>('revenue');
  const products = top === 'revenue' ? overview.topByRevenue : overview.topByUnits;
  const zone = overview.timeZone === 'Asia/Seoul' ? 'Seoul (GMT+9)' : 'Việt Nam (GMT+7)';
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerAnalytics.meta.reports')}</h1>
        <a
          href={exportHref(query)}
          className={buttonClassName({ size: 'sm' })}
          download
          data-testid="export-report"
        >
          {t('sellerAnalytics.export.button')}
        </a>
      </div>
      <PeriodFilter
        path={REPORTS_HREF}
        query={query}
        typed={typed}
        errors={errors}
        period={overview.period}
        previous={overview.previousPeriod}
        withGranularity
      />
      <div className={styles.metrics}>
        {CARDS.map((card) => (
          <MetricCard
            key={card}
            metric={card}
            value={overview.totals[card]}
            change={overview.changes[card]}
            language={language}
            against={t('sellerAnalytics.change.vsPrevious')}
            selected={metric === card}
            onSelect={() => setMetric(card)}
          />
        ))}
      </div>
      <p className={styles.muted}>{t('sellerAnalytics.help.days', { zone })}</p>
      <section className={styles.section} aria-labelledby="chart-title">
        <div className={styles.sectionHead}>
          <h2 id="chart-title" className={styles.sectionTitle}>
            {t(`sellerAnalytics.metrics.${metric}`)}
          </h2>
          <label className={styles.metricSwitch}>
            <span className={styles.muted}>{t('sellerAnalytics.chart.metric')}</span>
            <select value={metric} onChange={(e) => setMetric(e.target.value as ShownMetric)}>
              {CARDS.map((card) => (
                <option key={card} value={card}>
                  {t(`sellerAnalytics.metrics.${card}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AnalyticsChart
          points={overview.series.map((p) => ({ bucket: p.bucket, value: pointValue(metric, p) }))}
          metric={metric}
          granularity={overview.granularity}
          language={language}
          label={t(`sellerAnalytics.metrics.${metric}`)}
        />
      </section>
      <section className={styles.section} aria-labelledby="top-title">
        <div className={styles.sectionHead}>
          <h2 id="top-title" className={styles.sectionTitle}>
            {t('sellerAnalytics.top.title')}
          </h2>
          <fieldset className={styles.toggle}>
            <legend className="visually-hidden">{t('sellerAnalytics.top.title')}</legend>
            {(['revenue', 'units'] as const).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={top === key}
                className={[styles.toggleButton, top === key && styles.toggleActive]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => setTop(key)}
              >
                {t(key === 'revenue' ? 'sellerAnalytics.top.byRevenue' : 'sellerAnalytics.top.byUnits')}
              </button>
            ))}
          </fieldset>
        </div>
        {products.length === 0 ? (
          <p className={styles.muted}>{t('sellerAnalytics.top.empty')}</p>
        ) : (
          <ol className={styles.topList}>
            {products.map((p: TopProduct, index) => (
              <li key={p.productId} className={styles.topRow}>
                <span className={styles.rank}>{index + 1}</span>
                {p.imageUrl ? (
                  <img
                    src={p.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    className={styles.thumb}
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.thumb} />
                )}
                <span className={styles.topName}>{p.name}</span>
                <span className={styles.topFigures}>
                  <strong>{formatVnd(p.revenue)}</strong>
                  <span className={styles.muted}>
                    {formatInteger(p.units, language)} {t('sellerAnalytics.metrics.units').toLowerCase()}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {children}
    </div>
  );
}
