import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { releaseUnpaidSeat } from '../group-buying/release-seat';
import { checkouts, orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { expirePendingPayments } from '../payments/expire-payments';
import { releaseRedemptions } from '../vouchers/redeem-vouchers';

/** The durable job that cancels a checkout nobody paid (scheduled by place-order.ts). */
export const PAYMENT_DEADLINE_JOB = 'checkout.payment_deadline';

/**
 * At the payment deadline, cancels the checkout's orders that are still unpaid and gives
 * everything back: stock, promotion units, vouchers (product.md §4: an unpaid order is
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
    if (unpaid.length === 0) {
      await releaseUnpaidSeat(tx, checkoutId, now);
      return 0;
    }
    for (const order of unpaid) {
      await transitionOrder(tx, {
        orderId: order.id,
        event: 'payment_expired',
        actor: 'system',
        scope: { kind: 'system' },
        now,
      });
    }
    await expirePendingPayments(tx, checkoutId, now);
    await releaseRedemptions(tx, checkoutId, now);
    // A group-buy seat nobody paid frees its place in the team (decision 061).
    await releaseUnpaidSeat(tx, checkoutId, now);
    return unpaid.length;
  });
}
