import { formatCount } from '@cho-dep/core/format/count';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import styles from './affiliate.module.css';
import type { ConversionSummary, Dashboard } from './affiliate-types';
import { CommissionChart } from './commission-chart';
import { ConversionRow } from './conversion-row';

export const LINKS_HREF = '/tiep-thi-lien-ket/ca-nhan/lien-ket';
export const CONVERSIONS_HREF = '/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi';

/** The approved KOL's home: the last 30 days in figures and by day, the latest conversion orders. */
export function KolDashboardScreen({
  dashboard,
  recent,
  windowDays,
}: {
  dashboard: Dashboard;
  recent: ConversionSummary[];
  windowDays: number;
}) {
  const t = useT();
  const language = useLanguage();
  const metrics = [
    ['clicks', formatCount(dashboard.clicks, language)],
    ['orders', formatCount(dashboard.orders, language)],
    ['conversionRate', `${dashboard.conversionRate.toLocaleString(language)} %`],
    ['pending', formatVnd(dashboard.pending)],
    ['approved', formatVnd(dashboard.approved)],
    ['cancelled', formatVnd(dashboard.cancelled)],
  ] as const;
  return (
    <AffiliateShell side="kol" title={t('affiliate.dashboard.title')}>
      <div className={styles.sectionHead}>
        <p className={styles.muted}>{t('affiliate.dashboard.period')}</p>
        <Link to={LINKS_HREF} className={buttonClassName({ size: 'sm' })}>
          {t('affiliate.dashboard.makeLink')}
        </Link>
      </div>
      <div className={styles.metrics} data-testid="kol-metrics">
        {metrics.map(([key, value]) => (
          <Card key={key} className={styles.metric}>
            <span className={styles.metricLabel}>{t(`affiliate.dashboard.${key}`)}</span>
            <span className={styles.metricValue} data-testid={`metric-${key}`}>
              {value}
            </span>
          </Card>
        ))}
      </div>
      <Card as="section" className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('affiliate.dashboard.chartTitle')}</h2>
        <CommissionChart
          days={dashboard.days}
          language={language}
          labels={{
            pending: t('affiliate.dashboard.chartPending'),
            approved: t('affiliate.dashboard.chartApproved'),
            title: t('affiliate.dashboard.chartTitle'),
          }}
        />
      </Card>
      <Card as="section" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('affiliate.dashboard.recent')}</h2>
          {recent.length > 0 && <Link to={CONVERSIONS_HREF}>{t('affiliate.dashboard.seeAll')}</Link>}
        </div>
        {recent.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={t('affiliate.conversions.emptyTitle')}
            description={t('affiliate.conversions.emptyBody')}
          />
        ) : (
          <ul className={styles.list}>
            {recent.map((c) => (
              <ConversionRow key={c.orderId} conversion={c} />
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('affiliate.dashboard.howTitle')}</h2>
        <ol className={styles.how}>
          <li>{t('affiliate.dashboard.how1')}</li>
          <li>{t('affiliate.dashboard.how2', { days: windowDays })}</li>
          <li>{t('affiliate.dashboard.how3')}</li>
        </ol>
      </Card>
    </AffiliateShell>
  );
}
