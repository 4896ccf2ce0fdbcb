import type { SellerDashboard } from '@cho-dep/api/analytics/analytics-schemas';
import { formatDay } from '@cho-dep/core/format/date-time';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AnalyticsChart } from './analytics-chart';
import { formatInteger } from './analytics-format';
import { PERFORMANCE_HREF, REPORTS_HREF, TODO_LINKS } from './analytics-links';
import { MetricCard } from './metric-card';
import styles from './seller-analytics.module.css';

const TODAY_METRICS = ['revenue', 'orders', 'buyers', 'conversionRate'] as const;

/** /ban-hang/tong-quan: what waits for the seller, today's figures and the last 30 days. */
export function DashboardScreen({ dashboard }: { dashboard: SellerDashboard }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('sellerAnalytics.meta.dashboard')}</h1>
      <section className={styles.section} aria-labelledby="todo-title">
        <h2 id="todo-title" className={styles.sectionTitle}>
          {t('sellerAnalytics.dashboard.todoTitle')}
        </h2>
        <ul className={styles.todo}>
          {(Object.keys(TODO_LINKS) as (keyof typeof TODO_LINKS)[]).map((key) => (
            <li key={key}>
              <Link to={TODO_LINKS[key]} className={styles.todoTile} data-testid={`todo-${key}`}>
                <strong className={styles.todoCount}>{formatInteger(dashboard.todo[key], language)}</strong>
                <span>{t(`sellerAnalytics.dashboard.todo.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="today-title">
        <div className={styles.sectionHead}>
          <h2 id="today-title" className={styles.sectionTitle}>
            {t('sellerAnalytics.dashboard.todayTitle')}
          </h2>
          <span className={styles.muted}>
            {t('sellerAnalytics.dashboard.todayNote', { day: formatDay(dashboard.day, language) })}
          </span>
        </div>
        <div className={styles.metrics}>
          {TODAY_METRICS.map((metric) => (
            <MetricCard
              key={metric}
              metric={metric}
              value={dashboard.today[metric]}
              change={dashboard.changes[metric]}
              language={language}
              against={t('sellerAnalytics.change.vsYesterday')}
            />
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="chart-title">
        <h2 id="chart-title" className={styles.sectionTitle}>
          {t('sellerAnalytics.dashboard.chartTitle')}
        </h2>
        <AnalyticsChart
          points={dashboard.last30.map((p) => ({ bucket: p.bucket, value: p.revenue }))}
          metric="revenue"
          granularity="day"
          language={language}
          label={t('sellerAnalytics.metrics.revenue')}
        />
        <div className={styles.links}>
          <Link to={REPORTS_HREF} className={styles.more}>
            {t('sellerAnalytics.dashboard.reportsLink')} ›
          </Link>
          <Link to={PERFORMANCE_HREF} className={styles.more}>
            {t('sellerAnalytics.dashboard.performanceLink')} ›
          </Link>
        </div>
      </section>
    </div>
  );
}
