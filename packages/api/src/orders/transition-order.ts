import { AppError } from '@cho-dep/core/errors/app-error';
import {
  nextOrderState,
  type OrderEvent,
  type OrderState,
  type TransitionEffects,
} from '@cho-dep/core/orders/order-machine';
import { type OrderActor, statusIdOf } from '@cho-dep/core/orders/order-statuses';
import { dailySalesChange } from '@cho-dep/core/seller-analytics/daily-sales-change';
import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { settleOrderCommissions } from '../affiliate/conversions/settle-order';
import { recordDailySales } from '../analytics/daily-sales';
import { notify } from '../notifications/notify';
import { shops } from '../shops/shops.tables';
import { releaseRedemptions } from '../vouchers/redeem-vouchers';
import { scheduleAutoComplete } from './auto-complete-job';
import { type OrderRow, orderHistory, orders } from './orders.tables';
import { restockOrders } from './restock-orders';

/** Who is asking, and what they may see: a buyer their orders, a seller their shop's. */
export type OrderScope =
  | { kind: 'buyer'; userId: string }
  | { kind: 'seller'; shopId: string }
  | { kind: 'system' }
  | { kind: 'admin'; userId: string }
  | { kind: 'carrier' };

export interface TransitionInput {
  orderId: string;
  event: OrderEvent;
  actor: OrderActor;
  scope: OrderScope;
  actorId?: string | null;
  /** A reason or note kept on the history entry (and as the cancel reason when cancelling). */
  note?: string | null;
  now: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The machine's view of an order row. */
export function orderStateOf(row: OrderRow): OrderState {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    completed: row.completedAt !== null,
    selfShipped: row.shippingMethod === 'self',
    international: row.recipient.country !== row.pickup.country,
  };
}

/**
 * Moves one order by an event, in the caller's transaction: locks the row, checks the scope
 * (someone else's order is NOT_FOUND, never FORBIDDEN: its existence is not revealed), asks
 * the state machine, writes the new state and a history entry, gives stock back and notes a
 * refund due when the machine says so, and tells the buyer and the seller. An illegal move is
 * ORDER_TRANSITION_REFUSED and changes nothing.
 */
export async function transitionOrder(
  tx: Tx,
  input: TransitionInput,
): Promise<{ order: OrderRow; effects: TransitionEffects }> {
  if (!UUID.test(input.orderId)) throw new AppError('NOT_FOUND');
  const [row] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!row || !inScope(row, input.scope)) throw new AppError('NOT_FOUND');
  const result = nextOrderState(orderStateOf(row), input.event, input.actor);
  if (!result.ok) {
    throw new AppError('ORDER_TRANSITION_REFUSED', { params: { event: input.event, status: row.status } });
  }
  const { state, effects } = result;
  const becameCancelled = state.status === 'cancelled';
  const [order] = await tx
    .update(orders)
    .set({
      status: state.status,
      paymentStatus: state.paymentStatus,
      completedAt: state.completed && !row.completedAt ? input.now : row.completedAt,
      deliveredAt: state.status === 'delivered' && !row.deliveredAt ? input.now : row.deliveredAt,
      paidAt: state.paymentStatus === 'paid' && !row.paidAt ? input.now : row.paidAt,
      // A paid order cancelled: the refund flow pays the buyer back and their order page says so.
      refundDueAt: effects.refundDue && !row.refundDueAt ? input.now : row.refundDueAt,
      ...(becameCancelled ? { cancelledBy: input.actor, cancelReason: input.note ?? input.event } : {}),
      updatedAt: input.now,
    })
    .where(eq(orders.id, row.id))
    .returning();
  if (!order) throw new AppError('INTERNAL');
  await tx.insert(orderHistory).values({
    orderId: row.id,
    status: state.status,
    statusId: statusIdOf(state.status),
    actor: input.actor,
    actorId: input.actorId ?? null,
    note: input.note ? `${input.event}: ${input.note}` : input.event,
    actionTime: input.now,
  });
  if (effects.restock) await restockOrders(tx, [row.id], input.now);
  if (state.status === 'cancelled' || state.paymentStatus === 'refunded') {
    await releaseVouchersWhenAllUndone(tx, order.checkoutId, input.now);
  }
  // Delivered and not yet completed: the buyer has LIMITS.orders.autoCompleteDays to complain.
  if (order.status === 'delivered' && !order.completedAt && order.deliveredAt && row.status !== 'delivered') {
    await scheduleAutoComplete(tx, { id: order.id, deliveredAt: order.deliveredAt });
  }
  // The shop's reports count the order from its payment until a cancellation. Last of the
  // writes, as at checkout (stock, vouchers, then the day's figures): both lock in one order.
  const salesChange = dailySalesChange(row.status, state.status);
  if (salesChange !== 0) await recordDailySales(tx, [row.id], salesChange);
  // A KOL's commission on the order follows it: cancelled, refunded, approved once it is final.
  await settleOrderCommissions(tx, order, row, input.now);
  await notifyParties(tx, order, input.event, input.now);
  return { order, effects };
}

/**
 * The vouchers a checkout used go back (its use and its budget) once none of its orders is
 * bought any more: every one cancelled or refunded. While one order stands, the discount it
 * got stands too. Releasing is idempotent (voucher_redemptions.releasedAt).
 */
async function releaseVouchersWhenAllUndone(tx: Tx, checkoutId: string, now: Date): Promise<void> {
  const siblings = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId));
  if (siblings.every((o) => o.status === 'cancelled' || o.paymentStatus === 'refunded')) {
    await releaseRedemptions(tx, checkoutId, now);
  }
}

function inScope(row: OrderRow, scope: OrderScope): boolean {
  switch (scope.kind) {
    case 'buyer':
      return row.userId === scope.userId;
    case 'seller':
      return row.shopId === scope.shopId;
    default:
      return true;
  }
}

/** Every stage change reaches the buyer and the shop owner. */
async function notifyParties(tx: Tx, order: OrderRow, event: OrderEvent, now: Date): Promise<void> {
  const [shop] = await tx
    .select({ ownerUserId: shops.ownerUserId })
    .from(shops)
    .where(eq(shops.id, order.shopId));
  const params = { code: order.code, event };
  const items = [];
  if (order.userId) {
    items.push({
      userId: order.userId,
      kind: `order.${event}`,
      params,
      targetType: 'buyer_order' as const,
      targetId: order.id,
    });
  }
  if (shop) {
    items.push({
      userId: shop.ownerUserId,
      kind: `seller_order.${event}`,
      params,
      targetType: 'seller_order' as const,
      targetId: order.id,
    });
  }
  await notify(tx, items, now);
}
