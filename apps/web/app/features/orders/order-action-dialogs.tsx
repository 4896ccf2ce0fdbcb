import type { CancelReasonCode } from '@cho-dep/core/orders/buyer-order-tabs';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useMutation, useQuery } from '../../lib/query-cache';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { RadioGroup } from '../../ui/radio-group';
import { Spinner } from '../../ui/spinner';
import styles from './order-action-dialogs.module.css';
import { cancelOrder, cancelReasonsQuery, confirmReceipt } from './order-api';

/** "Hủy đơn": the reasons of GET /api/v1/public/reasons in a bottom sheet (a dialog on desktops). */
export function CancelSheet({
  order,
  request,
  onClose,
  onDone,
}: {
  order: { id: string; paymentStatus: string };
  request: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const reasons = useQuery(cancelReasonsQuery);
  const [reason, setReason] = useState<CancelReasonCode | null>(null);
  const [missing, setMissing] = useState(false);
  const cancel = useMutation({
    mutationFn: (code: CancelReasonCode) => cancelOrder(order.id, code),
    onSuccess: (answer) =>
      onDone(
        t(answer.outcome === 'requested' ? 'orders.cancelSheet.requested' : 'orders.cancelSheet.cancelled'),
      ),
  });
  const error = missing
    ? t('orders.cancelSheet.chooseReason')
    : cancel.error
      ? cancel.error instanceof ApiError
        ? cancel.error.message
        : t('errors.INTERNAL')
      : undefined;

  const submit = () => {
    if (!reason) return setMissing(true);
    cancel.mutate(reason);
  };

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
            loading={cancel.isPending || cancel.isSuccess}
            disabled={!reasons.data}
            onClick={submit}
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
        {reasons.data ? (
          <RadioGroup
            legend={t('orders.cancelSheet.title')}
            name={`cancel-reason-${order.id}`}
            options={reasons.data.map((r) => ({ value: r.code, label: r.label }))}
            value={reason ?? ''}
            onChange={(value) => {
              setReason(value as CancelReasonCode);
              setMissing(false);
              cancel.reset();
            }}
            error={error}
          />
        ) : reasons.isError ? (
          <Alert>{t('errors.INTERNAL')}</Alert>
        ) : (
          <Spinner size="lg" />
        )}
      </div>
    </Modal>
  );
}

/** "Đã nhận hàng": the buyer says the parcel arrived, which completes the order. */
export function ConfirmReceiptDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const confirm = useMutation({ mutationFn: () => confirmReceipt(orderId), onSuccess: onDone });
  const error = confirm.error
    ? confirm.error instanceof ApiError
      ? confirm.error.message
      : t('errors.INTERNAL')
    : null;
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
            loading={confirm.isPending || confirm.isSuccess}
            onClick={() => confirm.mutate()}
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
