import { AppError } from '@cho-dep/core/errors/app-error';
import type { OrderEvent } from '@cho-dep/core/orders/order-machine';
import { buyerRatingWindow } from '@cho-dep/core/orders/seller-order-rules';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { buyerRatings } from './buyer-ratings.tables';
import { orders } from './orders.tables';
import { transitionOrder } from './transition-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seller's moves that are plain state-machine events (shipping has its own endpoint). */
export type SellerOrderEvent = Extract<
  OrderEvent,
  'seller_confirm' | 'seller_cancel' | 'seller_accept_cancel' | 'seller_refuse_cancel'
>;

export interface SellerActor {
  shopId: string;
  userId: string;
}

/**
 * Sends one seller event through the one transition service (lock, scope, machine, history,
 * restock, notifications): another shop's order is NOT_FOUND, a move the machine refuses is
 * ORDER_TRANSITION_REFUSED (409) and changes nothing.
 */
export async function sendSellerEvent(
  db: Db,
  seller: SellerActor,
  input: { orderId: string; event: SellerOrderEvent; note?: string | null; now: Date },
): Promise<{ refundDue: boolean }> {
  return db.transaction(async (tx) => {
    const { effects } = await transitionOrder(tx, {
      orderId: input.orderId,
      event: input.event,
      actor: 'seller',
      scope: { kind: 'seller', shopId: seller.shopId },
      actorId: seller.userId,
      note: input.note ?? null,
      now: input.now,
    });
    return { refundDue: effects.refundDue };
  });
}

/** The seller's private note on an order (never shown to the buyer); empty clears it. */
export async function setSellerNote(
  db: Db,
  shopId: string,
  input: { orderId: string; note: string; now: Date },
): Promise<void> {
  if (!UUID.test(input.orderId)) throw new AppError('NOT_FOUND');
  const note = input.note.trim();
  const updated = await db
    .update(orders)
    .set({ sellerNote: note === '' ? null : note, updatedAt: input.now })
    .where(and(eq(orders.id, input.orderId), eq(orders.shopId, shopId)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * The seller rates the buyer of one order: once, after delivery, before the deadline of
 * core buyerRatingWindow. The order row is locked so the window is judged on its current
 * state; the unique order id settles two racing ratings (the second is BUYER_ALREADY_RATED).
 */
export async function rateBuyer(
  db: Db,
  shopId: string,
  input: { orderId: string; stars: number; comment?: string | null; now: Date },
): Promise<void> {
  if (!UUID.test(input.orderId)) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.shopId, shopId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND');
    const window = buyerRatingWindow(order, input.now);
    if (!window.open) throw new AppError('BUYER_RATING_NOT_ALLOWED', { params: { reason: window.reason } });
    const comment = input.comment?.trim();
    const inserted = await tx
      .insert(buyerRatings)
      .values({
        orderId: order.id,
        shopId,
        buyerUserId: order.userId,
        stars: input.stars,
        comment: comment ? comment : null,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: buyerRatings.orderId })
      .returning({ id: buyerRatings.id });
    if (inserted.length === 0) throw new AppError('BUYER_ALREADY_RATED');
  });
}
