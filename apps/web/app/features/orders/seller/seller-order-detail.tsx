import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { OrderStatusBadge } from './order-status';
import { SellerOrderActionBar, type SellerOrderDialog } from './seller-order-action-bar';
import styles from './seller-order-detail.module.css';
import { CancelDialog, NoteDialog, RatingDialog, ShipDialog } from './seller-order-dialogs';
import { SellerOrderHistory } from './seller-order-history';
import { SellerOrderItems } from './seller-order-items';
import { SellerOrderMoney } from './seller-order-money';
import { SellerOrderSide } from './seller-order-side';
import { type SellerOrder, useSellerOrder } from './use-seller-order';

/**
 * /ban-hang/quan-ly-don-hang/{orderId}: everything about one order and the seller's moves.
 * Every move answers the order as it is now, which replaces what the page shows.
 */
export function SellerOrderDetailScreen({ initial }: { initial: SellerOrder }) {
  const t = useT();
  const language = useLanguage();
  const state = useSellerOrder(initial);
  const { order, moves, send } = state;
  const [dialog, setDialog] = useState<SellerOrderDialog | null>(null);
  const close = () => setDialog(null);
  const cancelReasonText = (reason: string) => t(`orders.cancelReasons.${reason}`, { defaultValue: reason });

  return (
    <div className={styles.screen}>
      <Link to="/ban-hang/quan-ly-don-hang" className={styles.back}>
        ← {t('sellerOrders.detail.back')}
      </Link>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('sellerOrders.meta.detail', { code: order.code })}</h1>
          <p className={styles.muted}>
            {t('sellerOrders.detail.placedAt', { date: formatDateTime(order.createdAt, language) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} completed={order.completed} />
      </header>

      {order.status === 'cancellation_pending' && (
        <Alert tone="info">
          <strong>{t('sellerOrders.detail.cancelRequest')}</strong>
          {order.cancelRequestReason && (
            <>
              {' '}
              —{' '}
              {t('sellerOrders.detail.cancelRequestReason', {
                reason: cancelReasonText(order.cancelRequestReason),
              })}
            </>
          )}
        </Alert>
      )}
      {order.status === 'cancelled' && order.cancelledBy && (
        <Alert tone="error">
          {t('sellerOrders.detail.cancelled', { actor: t(`sellerOrders.actors.${order.cancelledBy}`) })}
          {order.cancelReason && (
            <> — {t('sellerOrders.detail.cancelReason', { reason: cancelReasonText(order.cancelReason) })}</>
          )}
        </Alert>
      )}

      <SellerOrderActionBar state={state} onOpen={setDialog} />

      <div className={styles.columns}>
        <div className={styles.main}>
          <SellerOrderItems order={order} />
          <SellerOrderMoney order={order} />
          <SellerOrderHistory order={order} />
        </div>
        <div className={styles.side}>
          <SellerOrderSide order={order} />
        </div>
      </div>

      {dialog === 'cancel' && (
        <CancelDialog code={order.code} onClose={close} onSubmit={(body) => send(moves.cancel(body))} />
      )}
      {dialog === 'ship' && (
        <ShipDialog
          code={order.code}
          method={order.shippingMethod}
          onClose={close}
          onSubmit={(body) => send(moves.ship(body))}
        />
      )}
      {dialog === 'note' && (
        <NoteDialog
          code={order.code}
          initial={order.sellerNote ?? ''}
          onClose={close}
          onSubmit={(body) => send(moves.note(body))}
        />
      )}
      {dialog === 'rate' && (
        <RatingDialog
          onClose={close}
          onSubmit={({ stars, comment }) => send(moves.rate(comment ? { stars, comment } : { stars }))}
        />
      )}
    </div>
  );
}
