import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { shopRegistrations } from '../shop-registrations.tables';
import { shops } from '../shops.tables';

/**
 * Writes an admin's answer to a shop application on the shop and its registration. Runs in
 * the admin's transaction, after the shop row was locked and found pending.
 */
export async function recordShopApplicationOutcome(
  tx: Tx,
  outcome: { shopId: string; approve: boolean; reason: string | null; adminId: string; now: Date },
): Promise<void> {
  const { shopId, approve, reason, adminId, now } = outcome;
  await tx
    .update(shops)
    .set(
      approve
        ? { status: 'approved', approvedAt: now, rejectReason: null, updatedAt: now }
        : { status: 'rejected', rejectReason: reason, updatedAt: now },
    )
    .where(eq(shops.id, shopId));
  await tx
    .update(shopRegistrations)
    .set({ decidedAt: now, decidedByUserId: adminId, updatedAt: now })
    .where(eq(shopRegistrations.shopId, shopId));
}
