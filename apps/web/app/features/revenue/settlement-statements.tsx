import type { SettlementDetail, SettlementSummary } from '@cho-dep/api/revenue/seller-revenue-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { RevenueRows, signedVnd } from './revenue-list';
import { formatPeriod } from './revenue-query';
import styles from './seller-revenue.module.css';

const TOTAL_LINES = [
  ['goodsTotal', 1],
  ['sellerDiscounts', -1],
  ['goodsRevenue', 1],
  ['shippingNet', 1],
  ['serviceFee', -1],
  ['paymentFee', -1],
  ['taxVat', -1],
  ['taxPit', -1],
  ['returnsOffset', -1],
] as const;

/**
 * /ban-hang/doanh-thu/sao-ke?ky=YYYY-MM: the months (newest first) with their net, then the
 * chosen month's statement: shop, totals line by line, what is carried over, the orders, and
 * the XLSX download.
 */
export function SettlementStatements({
  months,
  statement,
}: {
  months: SettlementSummary[];
  statement: SettlementDetail;
}) {
  const t = useT();
  const s = statement;
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerRevenue.meta.statements')}</h1>
        <Link to="/ban-hang/doanh-thu" className={styles.headLink}>
          {t('sellerRevenue.menu.revenue')}
        </Link>
      </div>
      <p className={styles.intro}>{t('sellerRevenue.statement.intro')}</p>

      <nav className={styles.tabs} aria-label={t('sellerRevenue.statement.months')}>
        {months.map((m) => (
          <Link
            key={m.period}
            to={`/ban-hang/doanh-thu/sao-ke?ky=${m.period}`}
            className={[styles.tab, styles.monthTab, m.period === s.period && styles.tabActive]
              .filter(Boolean)
              .join(' ')}
            aria-current={m.period === s.period ? 'page' : undefined}
            preventScrollReset
          >
            <span>{formatPeriod(m.period)}</span>
            <span className={styles.monthNet}>{signedVnd(m.totals.net)}</span>
          </Link>
        ))}
      </nav>

      <section className={styles.card} aria-labelledby="st-title">
        <div className={styles.head}>
          <h2 id="st-title" className={styles.cardTitle}>
            {t('sellerRevenue.statement.month', { month: formatPeriod(s.period) })}
          </h2>
          <Badge tone={s.closed ? 'success' : 'info'}>
            {s.closed ? t('sellerRevenue.statement.closed') : t('sellerRevenue.statement.open')}
          </Badge>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('sellerRevenue.statement.shop')}</dt>
            <dd>{s.shop.name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('sellerRevenue.statement.businessType')}</dt>
            <dd>{t(`sellerRevenue.businessType.${s.shop.businessType}`)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('sellerRevenue.statement.taxCode')}</dt>
            <dd>{s.shop.taxCode ?? t('sellerRevenue.statement.none')}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('sellerRevenue.totals.orderCount')}</dt>
            <dd>{s.totals.orderCount}</dd>
          </div>
        </dl>
        <dl className={styles.money}>
          {TOTAL_LINES.map(([key, sign]) => (
            <div key={key} className={styles.moneyRow}>
              <dt>{t(`sellerRevenue.totals.${key}`)}</dt>
              <dd>{signedVnd(sign * s.totals[key])}</dd>
            </div>
          ))}
          {s.totals.platformDiscounts > 0 && (
            <div className={[styles.moneyRow, styles.muted].join(' ')}>
              <dt>{t('sellerRevenue.totals.platformDiscounts')}</dt>
              <dd>{formatVnd(s.totals.platformDiscounts)}</dd>
            </div>
          )}
          {s.totals.feesWaived > 0 && (
            <div className={[styles.moneyRow, styles.muted].join(' ')}>
              <dt>{t('sellerRevenue.totals.feesWaived')}</dt>
              <dd>{formatVnd(s.totals.feesWaived)}</dd>
            </div>
          )}
          <div className={[styles.moneyRow, styles.netRow].join(' ')}>
            <dt>{t('sellerRevenue.totals.net')}</dt>
            <dd>{signedVnd(s.totals.net)}</dd>
          </div>
          <div className={[styles.moneyRow, styles.muted].join(' ')}>
            <dt>
              {t('sellerRevenue.statement.pendingAtEnd')} ({s.pendingAtEnd.orderCount})
            </dt>
            <dd>{signedVnd(s.pendingAtEnd.net)}</dd>
          </div>
        </dl>
        <a
          href={`/api/v1/seller/settlements/${s.period}/export`}
          className={[buttonClassName({ variant: 'secondary', size: 'sm' }), styles.export].join(' ')}
          download
        >
          {t('sellerRevenue.statement.export')}
        </a>
      </section>

      <h2 className={styles.cardTitle}>{t('sellerRevenue.statement.orders')}</h2>
      {s.orders.length === 0 ? (
        <EmptyState title={t('sellerRevenue.statement.empty')} />
      ) : (
        <RevenueRows rows={s.orders} />
      )}
    </div>
  );
}
