import type { BuyerOrderList } from '@cho-dep/api/orders/buyer-order-schemas';
import { BUYER_ORDER_TABS, type BuyerOrderTab } from '@cho-dep/core/orders/buyer-order-tabs';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { OrderCard } from './order-card';
import { ordersHref } from './order-format';
import styles from './order-list-screen.module.css';
import shared from './orders.module.css';

/**
 * /trang-ca-nhan/don-hang ("Đơn mua"): one tab per stage with its count, the orders of the
 * tab newest first as Shopee-style cards. Tabs and pages are links, so the back button and
 * a shared address keep the tab.
 */
export function OrderListScreen({ tab, list }: { tab: BuyerOrderTab; list: BuyerOrderList }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className={shared.page} data-testid="buyer-orders">
      <div className={shared.titleRow}>
        <Link to="/trang-ca-nhan" className={shared.back} aria-label={t('account.menu.back')}>
          <BackIcon />
        </Link>
        <h1 className={shared.title}>{t('orders.list.title')}</h1>
      </div>
      <nav className={styles.tabs} aria-label={t('orders.list.tabsLabel')}>
        {BUYER_ORDER_TABS.map((candidate) => {
          const count = list.counts[candidate];
          return (
            <Link
              key={candidate}
              to={ordersHref(candidate)}
              className={[styles.tab, candidate === tab && styles.tabCurrent].filter(Boolean).join(' ')}
              aria-current={candidate === tab ? 'page' : undefined}
              data-testid={`orders-tab-${candidate}`}
              preventScrollReset
            >
              {t(`orders.tabs.${candidate}`)}
              {candidate !== 'all' && count > 0 && <span className={styles.tabCount}>{count}</span>}
            </Link>
          );
        })}
      </nav>
      {list.items.length === 0 ? (
        <div className={styles.emptyBox}>
          <EmptyState
            title={t('orders.list.empty')}
            description={t('orders.list.emptyHint')}
            action={
              <Link to="/" className={buttonClassName()}>
                {t('orders.list.shopNow')}
              </Link>
            }
          />
        </div>
      ) : (
        <div className={styles.cards}>
          {list.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
      <Pagination
        page={list.page}
        pages={pages}
        href={(page) => `${ordersHref(tab)}${tab === 'all' ? '?' : '&'}page=${page}`}
        label={t('orders.list.tabsLabel')}
      />
    </div>
  );
}

export function BackIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M12.5 4.5L7 10l5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
