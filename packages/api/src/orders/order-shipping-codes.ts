import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { type OrderRow, orders } from './orders.tables';

/**
 * The codes a handed-over parcel is followed by, kept on the order for buyers and slips: the
 * carrier's tracking code and link, and the waybill code printed on the parcel. Runs in the
 * hand-over's transaction; the order as saved.
 */
export async function recordShippingCodes(
  tx: Tx,
  orderId: string,
  codes: { waybillCode: string; trackingCode?: string; trackingUrl?: string | null },
  now: Date,
): Promise<OrderRow | undefined> {
  const [updated] = await tx
    .update(orders)
    .set({ ...codes, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  return updated;
}
