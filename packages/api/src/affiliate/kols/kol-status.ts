import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { affiliateKols } from '../affiliate.tables';

export type KolStatus = { status: 'pending' | 'approved' | 'rejected'; approvedAt: Date | null };

/**
 * Where a user stands in the affiliate programme (the profile's kol_info): null when they never
 * applied, otherwise the application's status and, once approved, since when.
 */
export async function kolStatusOf(db: Db | Tx, userId: string): Promise<KolStatus | null> {
  const [row] = await db
    .select({ status: affiliateKols.status, approvedAt: affiliateKols.approvedAt })
    .from(affiliateKols)
    .where(eq(affiliateKols.userId, userId));
  return row ?? null;
}
