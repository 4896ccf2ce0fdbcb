import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { affiliateCommissions, affiliateConversions } from '../affiliate.tables';

/**
 * A conversion's status from its lines: pending while any line is, then approved when at least
 * one line was approved (a partly refunded order still pays for what was kept), else cancelled.
 * Answers the new status.
 */
export async function refreshConversionStatus(
  tx: Tx,
  conversionId: string,
  _now: Date,
): Promise<'pending' | 'approved' | 'cancelled'> {
  const lines = await tx
    .select({ status: affiliateCommissions.status })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.conversionId, conversionId));
  const status = lines.some((l) => l.status === 'pending')
    ? 'pending'
    : lines.some((l) => l.status === 'approved')
      ? 'approved'
      : 'cancelled';
  await tx.update(affiliateConversions).set({ status }).where(eq(affiliateConversions.id, conversionId));
  return status;
}
