import { statusIdOf } from '@cho-dep/core/orders/order-statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { productVariants } from '../catalog/products.tables';
import { promotionItems } from '../marketing/promotions.tables';
import { checkouts, orderHistory, orderItems, orders } from '../orders/orders.tables';
import { adjustProductRollups } from '../orders/product-rollups';
import { payments } from '../payments/payments.tables';
import { releaseRedemptions } from '../vouchers/redeem-vouchers';

/** The durable job that cancels a checkout nobody paid (scheduled by place-order.ts). */
export const PAYMENT_DEADLINE_JOB = 'checkout.payment_deadline';

/**
 * At the payment deadline, cancels the checkout's orders that are still unpaid and gives
 * everything back: stock, promotion units, vouchers (SPEC.md section 4: an unpaid order is
 * cancelled if not paid before a deadline). Idempotent and safe against a late IPN: the
 * orders are locked and only those still 'pending' and 'unpaid' move, so a payment that won
 * the race keeps its orders, and a second run finds nothing to do.
 */
export async function cancelUnpaidCheckout(ctx: AppContext, checkoutId: string): Promise<number> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [checkout] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId))
      .for('update');
    if (!checkout) return 0;
    const unpaid = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.checkoutId, checkoutId),
          eq(orders.status, 'pending'),
          eq(orders.paymentStatus, 'unpaid'),
        ),
      )
      .for('update');
    if (unpaid.length === 0) return 0;
    const ids = unpaid.map((o) => o.id);
    const lines = await tx
      .select({
        variantId: orderItems.variantId,
        productId: orderItems.productId,
        promotionItemId: orderItems.promotionItemId,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.variantId);
    // Same lock order as placing (variants by id, then promotion rows): no deadlock with a checkout.
    for (const line of lines) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
        .where(eq(productVariants.id, line.variantId));
    }
    await adjustProductRollups(tx, lines, 1);
    for (const line of [...lines].sort((a, b) =>
      (a.promotionItemId ?? '').localeCompare(b.promotionItemId ?? ''),
    )) {
      if (!line.promotionItemId) continue;
      await tx
        .update(promotionItems)
        .set({ soldCount: sql`greatest(${promotionItems.soldCount} - ${line.quantity}, 0)` })
        .where(eq(promotionItems.id, line.promotionItemId));
    }
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: 'voided',
        cancelledBy: 'system',
        cancelReason: 'payment_deadline',
        updatedAt: now,
      })
      .where(inArray(orders.id, ids));
    await tx.insert(orderHistory).values(
      ids.map((orderId) => ({
        orderId,
        status: 'cancelled' as const,
        statusId: statusIdOf('cancelled'),
        actor: 'system' as const,
        note: 'payment_deadline',
        actionTime: now,
      })),
    );
    await tx
      .update(payments)
      .set({ status: 'expired', completedAt: now })
      .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'pending')));
    await releaseRedemptions(tx, checkoutId, now);
    return ids.length;
  });
}
