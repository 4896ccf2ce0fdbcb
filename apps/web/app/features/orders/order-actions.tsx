import type { BuyerOrderCard } from '@cho-dep/api/orders/buyer-order-schemas';
import type { CancelReasonCode } from '@cho-dep/core/orders/buyer-order-tabs';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { RadioGroup } from '../../ui/radio-group';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import {
  buyAgain,
  type CancelReason,
  cancelOrder,
  confirmReceipt,
  fetchCancelReasons,
  payAgain,
} from './order-api';
import styles from './orders.module.css';

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
  const [busy, setBusy] = useState<'pay' | 'again' | null>(null);

  const canCancel = order.actions.includes('buyer_cancel');
  const canRequestCancel = !canCancel && order.actions.includes('buyer_request_cancel');
  const canConfirm = order.actions.includes('buyer_confirm_receipt');
  // Until the order completes the buyer may ask to return it (not for international orders).
  const canReturn = order.actions.includes('buyer_request_return');

  const fail = (error: unknown) =>
    toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');

  async function pay() {
    setBusy('pay');
    try {
      const url = await payAgain(order.checkoutId);
      if (!url) throw new Error('no payment link');
      window.location.assign(url);
    } catch (error) {
      fail(error);
      setBusy(null);
      void revalidator.revalidate();
    }
  }

  async function again() {
    setBusy('again');
    try {
      const answer = await buyAgain(order.id);
      announceCartCount(answer.cartCount);
      if (answer.skipped.length > 0) {
        toast.show(
          t('orders.buyAgain.skipped', { names: answer.skipped.map((s) => s.name).join(', ') }),
          'info',
        );
      }
      if (answer.added.length === 0) {
        toast.show(t('orders.buyAgain.noneAdded'), 'error');
        setBusy(null);
        return;
      }
      toast.show(t('orders.buyAgain.added', { count: answer.added.length }), 'success');
      navigate('/gio-hang');
    } catch (error) {
      fail(error);
      setBusy(null);
    }
  }

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
          loading={busy === 'again'}
          onClick={() => void again()}
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
        <Button size={size} loading={busy === 'pay'} onClick={() => void pay()} data-testid="order-pay-again">
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

/** "Hủy đơn": the reasons of GET /api/v1/public/reasons in a bottom sheet (a dialog on desktops). */
function CancelSheet({
  order,
  request,
  onClose,
  onDone,
}: {
  order: ActionOrder;
  request: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const [reasons, setReasons] = useState<CancelReason[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [reason, setReason] = useState<CancelReasonCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    fetchCancelReasons().then(
      (list) => live && setReasons(list),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit() {
    if (!reason) {
      setError(t('orders.cancelSheet.chooseReason'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await cancelOrder(order.id, reason);
      onDone(
        t(answer.outcome === 'requested' ? 'orders.cancelSheet.requested' : 'orders.cancelSheet.cancelled'),
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('orders.cancelSheet.title')}
      footer={
        <>
          <Button variant="neutral" onClick={onClose}>
            {t('orders.cancelSheet.close')}
          </Button>
          <Button
            variant="primary"
            loading={sending}
            disabled={!reasons}
            onClick={() => void submit()}
            data-testid="order-cancel-submit"
          >
            {t(request ? 'orders.cancelSheet.submitRequest' : 'orders.cancelSheet.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.sheet} data-testid="cancel-sheet">
        {request && <Alert tone="info">{t('orders.cancelSheet.requestNote')}</Alert>}
        {!request && order.paymentStatus === 'paid' && (
          <Alert tone="info">{t('orders.cancelSheet.paidNote')}</Alert>
        )}
        {reasons ? (
          <RadioGroup
            legend={t('orders.cancelSheet.title')}
            name={`cancel-reason-${order.id}`}
            options={reasons.map((r) => ({ value: r.code, label: r.label }))}
            value={reason ?? ''}
            onChange={(value) => {
              setReason(value as CancelReasonCode);
              setError(null);
            }}
            error={error ?? undefined}
          />
        ) : loadFailed ? (
          <Alert>{t('errors.INTERNAL')}</Alert>
        ) : (
          <Spinner size="lg" />
        )}
      </div>
    </Modal>
  );
}

function ConfirmReceiptDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setSending(true);
    try {
      await confirmReceipt(orderId);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
      setSending(false);
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('orders.confirmReceipt.title')}
      footer={
        <>
          <Button variant="neutral" onClick={onClose}>
            {t('orders.confirmReceipt.cancel')}
          </Button>
          <Button
            loading={sending}
            onClick={() => void submit()}
            data-testid="order-confirm-submit"
            data-autofocus
          >
            {t('orders.confirmReceipt.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('orders.confirmReceipt.body')}</p>
      {error && <Alert>{error}</Alert>}
    </Modal>
  );
}
