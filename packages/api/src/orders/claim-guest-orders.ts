import type { Tx } from '@cho-dep/db/client';
import { and, eq, isNull } from 'drizzle-orm';
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
  const moved = await tx
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.guestId, guestId), isNull(orders.userId)))
    .returning({ id: orders.id });
  return moved.length;
}
