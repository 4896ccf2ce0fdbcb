import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { checkouts } from '../orders/orders.tables';
import { payments } from './payments.tables';

/** Who a payment attempt is for: the checkout's signed-in buyer or guest; null for an unknown reference. */
export async function payerOfTxnRef(
  ctx: AppContext,
  txnRef: string,
): Promise<{ userId: string | null; guestId: string | null } | null> {
  const [row] = await ctx.database.db
    .select({ userId: checkouts.userId, guestId: checkouts.guestId })
    .from(payments)
    .innerJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .where(eq(payments.txnRef, txnRef))
    .limit(1);
  return row ?? null;
}
