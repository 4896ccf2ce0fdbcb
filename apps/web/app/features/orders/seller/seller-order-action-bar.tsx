import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import styles from './seller-order-detail.module.css';
import type { useSellerOrder } from './use-seller-order';

export type SellerOrderDialog = 'cancel' | 'ship' | 'note' | 'rate';

/**
 * The seller's buttons. They come from the server (`actions`, core availableEvents): the page
 * never guesses what the state machine allows.
 */
export function SellerOrderActionBar({
  state,
  onOpen,
}: {
  state: ReturnType<typeof useSellerOrder>;
  onOpen: (dialog: SellerOrderDialog) => void;
}) {
  const t = useT();
  const { order, busy, moves, quick, can } = state;
  return (
    <section className={styles.actionBar} aria-label={t('sellerOrders.actions.label')}>
      {can('seller_confirm') && (
        <Button onClick={() => quick(moves.confirm())} loading={busy === 'confirm'}>
          {t('sellerOrders.actions.confirm')}
        </Button>
      )}
      {order.canHandOver && (
        <Button onClick={() => onOpen('ship')}>{t('sellerOrders.actions.handOver')}</Button>
      )}
      {can('delivered') && (
        <Button onClick={() => quick(moves.delivered())} loading={busy === 'delivered'}>
          {t('sellerOrders.actions.markDelivered')}
        </Button>
      )}
      {can('seller_accept_cancel') && (
        <Button variant="danger" onClick={() => quick(moves.accept())} loading={busy === 'accept'}>
          {t('sellerOrders.actions.acceptCancel')}
        </Button>
      )}
      {can('seller_refuse_cancel') && (
        <Button variant="secondary" onClick={() => quick(moves.refuse())} loading={busy === 'refuse'}>
          {t('sellerOrders.actions.refuseCancel')}
        </Button>
      )}
      {order.status !== 'cancelled' && (
        <Link
          to={`/ban-hang/quan-ly-don-hang/${order.id}/in`}
          className={buttonClassName({ variant: 'secondary' })}
          target="_blank"
          rel="noopener"
        >
          {t('sellerOrders.actions.print')}
        </Link>
      )}
      <Button variant="neutral" onClick={() => onOpen('note')}>
        {t('sellerOrders.actions.note')}
      </Button>
      {order.buyerRating.canRate && (
        <Button variant="neutral" onClick={() => onOpen('rate')}>
          {t('sellerOrders.actions.rate')}
        </Button>
      )}
      {can('seller_cancel') && (
        <Button variant="ghost" onClick={() => onOpen('cancel')}>
          {t('sellerOrders.actions.cancel')}
        </Button>
      )}
    </section>
  );
}
