import { formatDate } from '@cho-dep/core/format/date';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { useQuery } from '../../lib/query-cache';
import { Spinner } from '../../ui/spinner';
import styles from './buyer-orders.module.css';
import { BUYER_ORDERS_PATH, buyerOrders } from './chat-api';

/** The buyer's recent orders with this shop, beside the conversation: what they are asking about. */
export function BuyerOrdersPanel({ roomId }: { roomId: string }) {
  const t = useT();
  const language = useLanguage();
  const orders = useQuery({
    queryKey: [BUYER_ORDERS_PATH, { id: roomId }],
    queryFn: () => buyerOrders(roomId),
  });
  return (
    <section className={styles.panel} aria-labelledby="chat-buyer-orders" data-testid="chat-buyer-orders">
      <h2 id="chat-buyer-orders" className={styles.title}>
        {t('chat.orders.title')}
      </h2>
      {orders.isPending ? (
        <Spinner size="sm" />
      ) : orders.isError ? (
        <p className={styles.muted}>{t('chat.orders.loadError')}</p>
      ) : orders.data.length === 0 ? (
        <p className={styles.muted}>{t('chat.orders.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <Link to={`/ban-hang/quan-ly-don-hang/${order.id}`} className={styles.order}>
                <span className={styles.top}>
                  <strong>{order.code}</strong>
                  <span className={styles.status}>
                    {t(`orders.status.${order.status}`, { defaultValue: order.status })}
                  </span>
                </span>
                <span className={styles.muted}>
                  {t('chat.orders.items', { count: order.itemCount })} · {formatVnd(order.total)}
                </span>
                <time className={styles.muted} dateTime={order.createdAt}>
                  {formatDate(order.createdAt, { now: new Date(), language })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
