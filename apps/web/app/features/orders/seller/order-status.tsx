import type { OrderStatus } from '@cho-dep/core/orders/order-statuses';
import { useT } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui/badge';

const TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  awaiting_confirmation: 'warning',
  awaiting_pickup: 'info',
  shipping: 'primary',
  delivered: 'success',
  cancellation_pending: 'warning',
  cancelled: 'danger',
  return_refund: 'danger',
};

/** The order's stage as the seller reads it; a delivered order the buyer accepted says "Hoàn thành". */
export function OrderStatusBadge({ status, completed }: { status: OrderStatus; completed: boolean }) {
  const t = useT();
  const label =
    status === 'delivered' && completed ? t('sellerOrders.completed') : t(`sellerOrders.tabs.${status}`);
  return <Badge tone={TONE[status]}>{label}</Badge>;
}
