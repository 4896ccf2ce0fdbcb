import type { Tx } from '@cho-dep/db/client';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { countedOrder } from '../analytics/analytics-sql';
import { recordDailySales } from '../analytics/daily-sales';
import { checkouts, orders } from './orders.tables';

/**
 * A guest who orders and then signs up or logs in (the quick-account prompt of product.md
 * section 4, Guest) keeps their orders: the guest's checkouts and orders move to the account,
 * in the login's transaction with the guest cart.
 */
export async function claimGuestOrders(tx: Tx, guestId: string, userId: string): Promise<number> {
  await tx
    .update(checkouts)
    .set({ userId })
    .where(and(eq(checkouts.guestId, guestId), isNull(checkouts.userId)));
  // The shop's buyers of those days are now the account, not the guest.
  const counted = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.guestId, guestId), isNull(orders.userId), countedOrder) as SQL);
  const countedIds = counted.map((order) => order.id);
  await recordDailySales(tx, countedIds, -1);
  const moved = await tx
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.guestId, guestId), isNull(orders.userId)))
    .returning({ id: orders.id });
  await recordDailySales(tx, countedIds, 1);
  return moved.length;
}
