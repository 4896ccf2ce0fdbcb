import type { BuyerOrderCard } from '@cho-dep/api/orders/buyer-order-schemas';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { useT } from '../../lib/i18n';
import { useMutation } from '../../lib/query-cache';
import { Button, buttonClassName } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { CancelSheet, ConfirmReceiptDialog } from './order-action-dialogs';
import styles from './order-actions.module.css';
import { buyAgain, payAgain } from './order-api';

type ActionOrder = Pick<
  BuyerOrderCard,
  'id' | 'checkoutId' | 'actions' | 'canPayAgain' | 'canBuyAgain' | 'paymentStatus'
>;

/**
 * The buttons an order offers now, as Shopee lays them out: the state machine's buyer events
 * from the API (cancel or ask to cancel, confirm receipt) plus pay again and buy again. After a
 * change the page's loader runs again, so the card, the counts and the timeline follow.
 */
export function OrderActions({ order, size = 'sm' }: { order: ActionOrder; size?: 'sm' | 'md' }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const canCancel = order.actions.includes('buyer_cancel');
  const canRequestCancel = !canCancel && order.actions.includes('buyer_request_cancel');
  const canConfirm = order.actions.includes('buyer_confirm_receipt');
  // Until the order completes the buyer may ask to return it (not for international orders).
  const canReturn = order.actions.includes('buyer_request_return');

  const fail = (error: unknown) =>
    toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');

  const pay = useMutation({
    mutationFn: async () => {
      const url = await payAgain(order.checkoutId);
      if (!url) throw new Error('no payment link');
      window.location.assign(url);
    },
    onError: (error) => {
      fail(error);
      void revalidator.revalidate();
    },
  });

  const again = useMutation({
    mutationFn: () => buyAgain(order.id),
    onSuccess: (answer) => {
      announceCartCount(answer.cartCount);
      if (answer.skipped.length > 0) {
        toast.show(
          t('orders.buyAgain.skipped', { names: answer.skipped.map((s) => s.name).join(', ') }),
          'info',
        );
      }
      if (answer.added.length === 0) return toast.show(t('orders.buyAgain.noneAdded'), 'error');
      toast.show(t('orders.buyAgain.added', { count: answer.added.length }), 'success');
      navigate('/gio-hang');
    },
    onError: fail,
  });
  // Leaving for the gateway or the cart: the button keeps spinning until the page goes.
  const leavingForCart = again.isPending || (again.isSuccess && again.data.added.length > 0);

  const nothing = !order.canPayAgain && !canCancel && !canRequestCancel && !canConfirm && !order.canBuyAgain;
  if (nothing) return null;
  return (
    <div className={styles.actions}>
      {(canCancel || canRequestCancel) && (
        <Button variant="neutral" size={size} onClick={() => setCancelling(true)} data-testid="order-cancel">
          {t(canCancel ? 'orders.actions.cancel' : 'orders.actions.requestCancel')}
        </Button>
      )}
      {order.canBuyAgain && (
        <Button
          variant={canConfirm ? 'neutral' : 'primary'}
          size={size}
          loading={leavingForCart}
          onClick={() => again.mutate()}
          data-testid="order-buy-again"
        >
          {t('orders.actions.buyAgain')}
        </Button>
      )}
      {canReturn && (
        <Link
          to={`/trang-ca-nhan/don-hang/${order.id}/tra-hang`}
          className={buttonClassName({ variant: 'neutral', size })}
          data-testid="order-request-return"
        >
          {t('orders.actions.requestReturn')}
        </Link>
      )}
      {canConfirm && (
        <Button size={size} onClick={() => setConfirming(true)} data-testid="order-confirm-receipt">
          {t('orders.actions.confirmReceipt')}
        </Button>
      )}
      {order.canPayAgain && (
        <Button
          size={size}
          loading={pay.isPending || pay.isSuccess}
          onClick={() => pay.mutate()}
          data-testid="order-pay-again"
        >
          {t('orders.actions.payAgain')}
        </Button>
      )}
      {cancelling && (
        <CancelSheet
          order={order}
          request={canRequestCancel}
          onClose={() => setCancelling(false)}
          onDone={(message) => {
            setCancelling(false);
            toast.show(message, 'success');
            void revalidator.revalidate();
          }}
        />
      )}
      {confirming && (
        <ConfirmReceiptDialog
          orderId={order.id}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            toast.show(t('orders.confirmReceipt.done'), 'success');
            void revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}
