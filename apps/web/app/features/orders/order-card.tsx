import type { BuyerOrderCard } from '@cho-dep/api/orders/buyer-order-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { OrderActions } from './order-actions';
import styles from './order-card.module.css';
import { formatDateTime, orderHref, orderLabel } from './order-format';
import { OrderLines } from './order-lines';
import shared from './orders.module.css';

/** Lines a card shows before "see N more items" (Shopee shows the first and a link). */
const CARD_LINES = 2;

/** One order in the list: shop, status, its first lines, the total and the buttons. */
export function OrderCard({ order }: { order: BuyerOrderCard }) {
  const t = useT();
  const label = orderLabel(order);
  const hidden = order.items.length - CARD_LINES;
  return (
    <article className={styles.card} data-testid="order-card" data-status={order.status}>
      <header className={styles.cardHead}>
        <Link to={`/nguoi-ban/${order.shop.id}`} className={shared.shopName}>
          <ShopIcon />
          {order.shop.name}
        </Link>
        <span className={styles.statusLabel} data-label={label} data-testid="order-status">
          {t(`orders.status.${label}`)}
        </span>
      </header>
      <Link
        to={orderHref(order.id)}
        className={styles.cardBody}
        aria-label={`${t('orders.actions.viewDetail')} ${order.code}`}
      >
        <OrderLines items={order.items.slice(0, CARD_LINES)} />
        {hidden > 0 && <p className={styles.moreItems}>{t('orders.list.moreItems', { count: hidden })}</p>}
      </Link>
      <div className={styles.cardTotal}>
        <span className={shared.muted}>{t('orders.list.itemCount', { count: order.itemCount })}</span>
        <span>
          {t('orders.list.total')} <strong className={styles.totalAmount}>{formatVnd(order.total)}</strong>
        </span>
      </div>
      {order.canPayAgain && order.paymentDeadline && (
        <p className={shared.deadline}>
          {t('orders.list.payBefore', { deadline: formatDateTime(order.paymentDeadline) })}
        </p>
      )}
      <footer className={styles.cardFoot}>
        <OrderActions order={order} />
      </footer>
    </article>
  );
}

function ShopIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" strokeLinejoin="round" />
    </svg>
  );
}
