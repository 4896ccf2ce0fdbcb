import type { RevenueListAnswer } from '@cho-dep/api/revenue/seller-revenue-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { SETTLEMENT_STATES } from '@cho-dep/core/settlement/revenue-breakdown';
import { Form, Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { formatPeriod, type RevenueQuery, revenueHref } from './revenue-query';
import styles from './seller-revenue.module.css';

/** Signed money: "-7.500 ₫" for what is taken. */
export function signedVnd(value: number): string {
  if (value === 0) return formatVnd(0);
  return value < 0 ? `-${formatVnd(-value)}` : formatVnd(value);
}

/**
 * /ban-hang/doanh-thu: "Sẽ thanh toán" (orders not completed yet, estimated) and "Đã thanh
 * toán" (completed), a period filter, the totals of the tab, then one row per order with what
 * the seller receives. Tabs and pages are links, the filter a GET form: the address is the view.
 */
export function RevenueList({
  list,
  query,
  periods,
}: {
  list: RevenueListAnswer;
  query: RevenueQuery;
  periods: string[];
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const totals = list.totals;
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerRevenue.meta.list')}</h1>
        <Link to="/ban-hang/doanh-thu/sao-ke" className={styles.headLink}>
          {t('sellerRevenue.list.statementsLink')}
        </Link>
      </div>
      <p className={styles.intro}>{t('sellerRevenue.list.intro')}</p>

      <nav className={styles.tabs} aria-label={t('sellerRevenue.tabs.label')}>
        {SETTLEMENT_STATES.map((tab) => (
          <Link
            key={tab}
            to={revenueHref(query, { tab })}
            className={[styles.tab, tab === query.tab && styles.tabActive].filter(Boolean).join(' ')}
            aria-current={tab === query.tab ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sellerRevenue.tabs.${tab}`)}
            <span className={styles.tabCount}>{list.counts[tab]}</span>
          </Link>
        ))}
      </nav>

      <Form method="get" action="/ban-hang/doanh-thu" className={styles.filters}>
        {query.tab !== 'pending' && <input type="hidden" name="tab" value={query.tab} />}
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('sellerRevenue.list.period')}</span>
          <select name="ky" defaultValue={query.period} className={styles.input}>
            <option value="">{t('sellerRevenue.list.allPeriods')}</option>
            {periods.map((p) => (
              <option key={p} value={p}>
                {formatPeriod(p)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {t('sellerRevenue.list.apply')}
        </Button>
      </Form>

      <section className={styles.totals} aria-labelledby="rv-totals">
        <h2 id="rv-totals" className={styles.totalsTitle}>
          {t('sellerRevenue.totals.net')}
          {query.tab === 'pending' && (
            <span className={styles.estimated}>{t('sellerRevenue.list.estimated')}</span>
          )}
        </h2>
        <p className={styles.totalsNet}>{signedVnd(totals.net)}</p>
        <dl className={styles.totalsGrid}>
          <div>
            <dt>{t('sellerRevenue.totals.orderCount')}</dt>
            <dd>{totals.orderCount}</dd>
          </div>
          <div>
            <dt>{t('sellerRevenue.totals.goodsRevenue')}</dt>
            <dd>{formatVnd(totals.goodsRevenue)}</dd>
          </div>
          <div>
            <dt>{t('sellerRevenue.totals.serviceFee')}</dt>
            <dd>{signedVnd(-totals.serviceFee)}</dd>
          </div>
          <div>
            <dt>{t('sellerRevenue.totals.paymentFee')}</dt>
            <dd>{signedVnd(-totals.paymentFee)}</dd>
          </div>
          <div>
            <dt>{t('sellerRevenue.totals.taxVat')}</dt>
            <dd>{signedVnd(-totals.taxVat)}</dd>
          </div>
          <div>
            <dt>{t('sellerRevenue.totals.taxPit')}</dt>
            <dd>{signedVnd(-totals.taxPit)}</dd>
          </div>
        </dl>
      </section>

      {list.data.length === 0 ? (
        <EmptyState title={t('sellerRevenue.list.empty')} description={t('sellerRevenue.list.emptyHint')} />
      ) : (
        <RevenueRows rows={list.data} />
      )}

      <Pagination
        page={query.page}
        pages={pages}
        href={(page) => revenueHref(query, { page })}
        label={t('sellerRevenue.list.pages')}
      />
    </div>
  );
}

/** Order rows (also used by the statement): product, code, dates, net, link to the detail. */
export function RevenueRows({ rows }: { rows: RevenueListAnswer['data'] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.orderId} className={styles.row}>
          <Link to={`/ban-hang/doanh-thu/${row.orderId}`} className={styles.rowLink}>
            {row.image ? (
              <img src={row.image} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.rowText}>
              <span className={styles.rowName}>{row.productName}</span>
              <span className={styles.rowMeta}>
                <span className="visually-hidden">{t('sellerRevenue.list.orderCode')}: </span>
                {row.code}
              </span>
              <span className={styles.rowMeta}>
                {row.completedAt ? (
                  <>
                    {t('sellerRevenue.list.completedAt')}:{' '}
                    <time dateTime={row.completedAt}>{formatDateTime(row.completedAt, language)}</time>
                  </>
                ) : (
                  <>
                    {t('sellerRevenue.list.placedAt')}:{' '}
                    <time dateTime={row.placedAt}>{formatDateTime(row.placedAt, language)}</time>
                  </>
                )}
              </span>
            </span>
            <span className={styles.rowAmount}>
              <span className={styles.rowAmountLabel}>{t('sellerRevenue.list.net')}</span>
              <span className={styles.rowNet}>{signedVnd(row.net)}</span>
              <span className={styles.rowMeta}>{t(`sellerRevenue.state.${row.state}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
