import type { SellerOrderListAnswer } from '@cho-dep/api/orders/seller-order-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { SELLER_ORDER_TABS } from '@cho-dep/core/orders/seller-order-rules';
import { Form, Link, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { call, client } from '../../../lib/api-fetch';
import { useLanguage, useT } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query-cache';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { useToast } from '../../../ui/toast';
import { OrderStatusBadge } from './order-status';
import { type SellerOrderQuery, sellerOrdersHref } from './seller-order-filters';
import styles from './seller-order-list.module.css';

const LINES_SHOWN = 2;

/**
 * /ban-hang/quan-ly-don-hang: stage tabs with counts, search by order code or buyer name, a
 * date range, then the orders newest first. Tabs, search and pages are plain links and a GET
 * form, so the address holds the whole view and the loader renders it on the server.
 */
export function SellerOrderList({ list, query }: { list: SellerOrderListAnswer; query: SellerOrderQuery }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = Boolean(query.q || query.from || query.to);
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('sellerOrders.meta.list')}</h1>
      <nav className={styles.tabs} aria-label={t('sellerOrders.list.tabsLabel')}>
        {SELLER_ORDER_TABS.map((tab) => (
          <Link
            key={tab}
            to={sellerOrdersHref(query, { tab })}
            className={[styles.tab, tab === query.tab && styles.tabActive].filter(Boolean).join(' ')}
            aria-current={tab === query.tab ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sellerOrders.tabs.${tab}`)}
            <span className={styles.tabCount}>{list.counts[tab]}</span>
          </Link>
        ))}
      </nav>

      <Form
        method="get"
        action="/ban-hang/quan-ly-don-hang"
        className={styles.filters}
        role="search"
        aria-label={t('sellerOrders.filters.label')}
      >
        {query.tab !== 'all' && <input type="hidden" name="tab" value={query.tab} />}
        <label className={styles.searchField}>
          <span className="visually-hidden">{t('sellerOrders.filters.search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t('sellerOrders.filters.searchPlaceholder')}
            maxLength={100}
            className={styles.input}
          />
        </label>
        <label className={styles.dateField}>
          <span className={styles.dateLabel}>{t('sellerOrders.filters.from')}</span>
          <input type="date" name="from" defaultValue={query.from} className={styles.input} />
        </label>
        <label className={styles.dateField}>
          <span className={styles.dateLabel}>{t('sellerOrders.filters.to')}</span>
          <input type="date" name="to" defaultValue={query.to} className={styles.input} />
        </label>
        <div className={styles.filterActions}>
          <Button type="submit" size="sm">
            {t('sellerOrders.filters.apply')}
          </Button>
          {filtered && (
            <Link
              to={sellerOrdersHref(query, { q: '', from: '', to: '' })}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            >
              {t('sellerOrders.filters.reset')}
            </Link>
          )}
        </div>
      </Form>

      <p className={styles.count} aria-live="polite">
        {t('sellerOrders.list.count', { count: list.total })}
      </p>

      {list.data.length === 0 ? (
        <EmptyState title={t('sellerOrders.list.empty')} description={t('sellerOrders.list.emptyHint')} />
      ) : (
        <ul className={styles.rows}>
          {list.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}

      <Pagination
        page={query.page}
        pages={pages}
        href={(page) => sellerOrdersHref(query, { page })}
        label={t('sellerOrders.list.pages')}
      />
    </div>
  );
}

function OrderRow({ order }: { order: SellerOrderListAnswer['data'][number] }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const confirm = useMutation({
    mutationFn: () =>
      call(client.POST('/api/v1/seller/orders/{id}/confirm', { params: { path: { id: order.id } } })),
    onSuccess: async () => {
      toast.show(t('sellerOrders.toasts.confirmed'), 'success');
      await revalidator.revalidate();
    },
    onError: (error) => toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error'),
  });
  const href = `/ban-hang/quan-ly-don-hang/${order.id}`;
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.buyer}>
          <span className="visually-hidden">{t('sellerOrders.list.buyer')}: </span>
          {order.buyerName}
        </span>
        <span className={styles.code}>
          <span className="visually-hidden">{t('sellerOrders.list.orderCode')}: </span>
          {order.code}
        </span>
      </div>
      <div className={styles.rowBody}>
        <ul className={styles.lines}>
          {order.items.slice(0, LINES_SHOWN).map((line, index) => (
            <li key={`${line.productName}-${line.variantLabel}-${index}`} className={styles.line}>
              {line.image ? (
                <img src={line.image} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.lineText}>
                <span className={styles.lineName}>{line.productName}</span>
                <span className={styles.lineVariant}>{line.variantLabel}</span>
              </span>
              <span className={styles.lineQty}>
                {t('sellerOrders.list.quantity', { count: line.quantity })}
              </span>
            </li>
          ))}
          {order.items.length > LINES_SHOWN && (
            <li className={styles.more}>
              {t('sellerOrders.list.moreItems', { count: order.items.length - LINES_SHOWN })}
            </li>
          )}
        </ul>
        <div className={styles.meta}>
          <p className={styles.total}>
            <span className="visually-hidden">{t('sellerOrders.list.total')}: </span>
            {formatVnd(order.total)}
          </p>
          <p className={styles.payment}>{t(`sellerOrders.payment.${order.paymentMethod}`)}</p>
          <p className={styles.date}>
            <span className="visually-hidden">{t('sellerOrders.list.placedAt')}: </span>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
          </p>
        </div>
        <div className={styles.state}>
          <OrderStatusBadge status={order.status} completed={order.completed} />
          <p className={styles.shipping}>{t(`sellerOrders.shipping.${order.shippingMethod}`)}</p>
        </div>
        <div className={styles.actions}>
          {order.actions.includes('seller_confirm') && (
            <Button size="sm" onClick={() => confirm.mutate()} loading={confirm.isPending}>
              {t('sellerOrders.actions.confirm')}
            </Button>
          )}
          <Link to={href} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('sellerOrders.list.view')}
            <span className="visually-hidden"> {order.code}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
