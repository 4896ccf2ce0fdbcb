import type { ManagedVoucherList } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { VOUCHER_PHASES, type VoucherPhase } from '@cho-dep/core/vouchers/voucher-phase';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from '../../../ui/seller-marketing.module.css';
import { VoucherActions } from './voucher-actions';
import type { VoucherDesk } from './voucher-desk';
import { discountSummary, scopeLabel } from './voucher-format';

/** The desk's list (/ban-hang/ma-giam-gia, /quan-tri/ma-giam-gia) by phase, with each tab's count. */
export function VoucherList({
  desk,
  list,
  phase,
}: {
  desk: VoucherDesk;
  list: ManagedVoucherList;
  phase: VoucherPhase;
}) {
  const t = useT();
  const language = useLanguage();
  const tabHref = (tab: VoucherPhase, page = 1) =>
    `${desk.href}?tab=${tab}${page > 1 ? `&page=${page}` : ''}`;
  const revalidator = useRevalidator();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const limit = (n: number | null) => (n === null ? t('sellerVouchers.list.unlimited') : n);
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t(desk.titleKey)}</h1>
        <Link to={`${desk.href}/tao`} className={buttonClassName({ size: 'sm' })}>
          {t('sellerVouchers.list.add')}
        </Link>
      </div>
      <p className={styles.intro}>{t(desk.introKey)}</p>
      <nav className={styles.tabs} aria-label={t('sellerVouchers.tabs.label')}>
        {VOUCHER_PHASES.map((tab) => (
          <Link
            key={tab}
            to={tabHref(tab)}
            className={[styles.tab, tab === phase && styles.tabActive].filter(Boolean).join(' ')}
            aria-current={tab === phase ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sellerVouchers.tabs.${tab}`)}
            <span className={styles.tabCount}>{list.counts[tab]}</span>
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <EmptyState title={t('sellerVouchers.list.empty')} description={t('sellerVouchers.list.emptyHint')} />
      ) : (
        <ul className={styles.list}>
          {list.data.map((v) => (
            <li key={v.id} className={styles.row}>
              <div className={styles.rowMain}>
                <div className={styles.rowHead}>
                  <span className={styles.code}>{v.code}</span>
                  <Link to={`${desk.href}/chi-tiet/${v.id}`} className={styles.rowTitle}>
                    {v.name}
                  </Link>
                </div>
                <p className={styles.discount}>{discountSummary(t, v)}</p>
                <div className={styles.meta}>
                  {desk.platform && <Badge tone="info">{t(`sellerVouchers.platform.kind.${v.kind}`)}</Badge>}
                  <Badge tone="neutral">{scopeLabel(t, desk.platform, v.scope)}</Badge>
                  {v.display === 'hidden' && (
                    <Badge tone="warning">{t('sellerVouchers.display.hidden')}</Badge>
                  )}
                  <span>
                    {t('sellerVouchers.list.used', { used: v.usedCount, limit: limit(v.usageLimit) })}
                  </span>
                  <span>
                    {t('sellerVouchers.list.saved', { saved: v.savedCount, limit: limit(v.saveLimit) })}
                  </span>
                </div>
                <p className={styles.meta}>
                  {t('sellerVouchers.list.period', {
                    from: formatDateTime(v.startsAt, language),
                    to: formatDateTime(v.endedAt ?? v.endsAt, language),
                  })}
                </p>
              </div>
              <div className={styles.actions}>
                {v.phase !== 'ended' && (
                  <Link
                    to={`${desk.href}/cap-nhat/${v.id}`}
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                  >
                    {t('sellerVouchers.actions.edit')}
                  </Link>
                )}
                <Link
                  to={`${desk.href}/chi-tiet/${v.id}`}
                  className={buttonClassName({ size: 'sm', variant: 'ghost' })}
                >
                  {t('sellerVouchers.actions.view')}
                </Link>
                <VoucherActions
                  desk={desk}
                  voucher={v}
                  onEnded={() => void revalidator.revalidate()}
                  onDeleted={() => void revalidator.revalidate()}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pagination
          page={list.page}
          pages={pages}
          href={(page) => tabHref(phase, page)}
          label={t('sellerVouchers.list.pages')}
        />
      )}
    </div>
  );
}
