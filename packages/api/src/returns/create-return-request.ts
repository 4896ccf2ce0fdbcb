import { AppError } from '@cho-dep/core/errors/app-error';
import { refundAmount, refundBreakdown } from '@cho-dep/core/returns/refund-amount';
import type { ReturnReason } from '@cho-dep/core/returns/return-statuses';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { orderItems, orders } from '../orders/orders.tables';
import { orderStateOf, transitionOrder } from '../orders/transition-order';
import { mediaFolderOf } from './return-media';
import { notifyReturn } from './return-notices';
import { type ReturnedItem, type ReturnRequestRow, returnRequests } from './returns.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewReturnRequest {
  userId: string;
  orderId: string;
  items: ReturnedItem[];
  reason: ReturnReason;
  description: string;
  mediaKeys: string[];
  amountRequested: number | null;
  now: Date;
}

/**
 * The buyer's request (product.md §4, step 1): only for a delivered order not yet
 * completed and not international; the amount is computed from what was paid for the chosen
 * units (100%, or 200% for fake goods) and the buyer may ask for less, never more. The order
 * moves to "Return or refund" by 'buyer_request_return' in the same transaction.
 */
export async function createReturnRequest(
  ctx: AppContext,
  input: NewReturnRequest,
): Promise<ReturnRequestRow> {
  if (!UUID.test(input.orderId)) throw new AppError('NOT_FOUND');
  const folder = mediaFolderOf(input.userId);
  if (input.mediaKeys.some((key) => !key.startsWith(folder) || key.includes('..'))) {
    throw new AppError('RETURN_MEDIA_INVALID');
  }
  return ctx.database.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND');
    const state = orderStateOf(order);
    if (state.international) throw new AppError('RETURN_INTERNATIONAL');
    if (state.status !== 'delivered' || state.completed) throw new AppError('RETURN_NOT_AVAILABLE');
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const computed = refundBreakdown(
      { lines, shopDiscount: order.shopDiscount, platformDiscount: order.platformDiscount },
      input.items.map((item) => ({ id: item.orderItemId, quantity: item.quantity })),
      input.reason,
    );
    if (!computed.ok) throw new AppError('RETURN_ITEMS_INVALID', { detail: computed.problem });
    const { breakdown } = computed;
    const amount = refundAmount(breakdown.policyAmount, input.amountRequested);
    if (amount === null || breakdown.policyAmount <= 0) {
      throw new AppError('RETURN_AMOUNT_EXCEEDS_POLICY', { params: { max: breakdown.policyAmount } });
    }
    await transitionOrder(tx, {
      orderId: order.id,
      event: 'buyer_request_return',
      actor: 'buyer',
      scope: { kind: 'buyer', userId: input.userId },
      actorId: input.userId,
      note: input.reason,
      now: input.now,
    });
    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId: input.userId,
        shopId: order.shopId,
        items: input.items,
        reason: input.reason,
        description: input.description,
        mediaKeys: input.mediaKeys,
        amountRequested: input.amountRequested,
        itemsPaid: breakdown.itemsPaid,
        amountComputed: breakdown.policyAmount,
        refundAmount: amount,
        status: 'awaiting_review',
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    await notifyReturn(tx, row, 'requested', input.now);
    return row;
  });
}
