import type { Db } from '@cho-dep/db/client';
import { and, count, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { vietnamDayStart } from '../seed/vietnam-day';
import { voucherRedemptions, vouchers } from './vouchers.tables';

/**
 * Whether a voucher restricted to certain users (product.md §3, conditions) is for this
 * one; guests only see vouchers open to everyone. Used by every listing.
 */
export function forUser(userId: string | null): SQL {
  const open = sql`(${vouchers.userIds} is null or cardinality(${vouchers.userIds}) = 0)`;
  if (!userId) return open;
  return or(open, sql`${userId}::uuid = any(${vouchers.userIds})`) as SQL;
}

/** Has a use or budget left. */
export const notExhausted = sql`(${vouchers.usageLimit} is null or ${vouchers.usedCount} < ${vouchers.usageLimit})
  and (${vouchers.budget} is null or ${vouchers.budgetUsed} < ${vouchers.budget})`;

export interface UserVoucherUses {
  /** Unreleased uses since 00:00 in Vietnam (per-customer use per day, product.md §3). */
  today: number;
  /** Unreleased uses ever. */
  ever: number;
}

/**
 * A buyer's uses of vouchers, per voucher id. A use released by a cancelled checkout does not
 * count: the buyer gets it back with the voucher's budget.
 */
export async function userVoucherUses(
  db: Db,
  userId: string,
  now: Date,
  voucherIds?: string[],
): Promise<Map<string, UserVoucherUses>> {
  if (voucherIds && voucherIds.length === 0) return new Map();
  const dayStart = vietnamDayStart(now);
  const rows = await db
    .select({
      voucherId: voucherRedemptions.voucherId,
      ever: count(),
      today: sql<number>`count(*) filter (where ${voucherRedemptions.redeemedAt} >= ${dayStart.toISOString()}::timestamptz)`,
    })
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.userId, userId),
        isNull(voucherRedemptions.releasedAt),
        voucherIds ? inArray(voucherRedemptions.voucherId, voucherIds) : undefined,
      ),
    )
    .groupBy(voucherRedemptions.voucherId);
  return new Map(rows.map((r) => [r.voucherId, { today: Number(r.today), ever: Number(r.ever) }]));
}

/** Uses of one voucher by one buyer today (for the check under the voucher's row lock). */
export async function userUsesToday(db: Db, userId: string, voucherId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.userId, userId),
        eq(voucherRedemptions.voucherId, voucherId),
        isNull(voucherRedemptions.releasedAt),
        gte(voucherRedemptions.redeemedAt, vietnamDayStart(now)),
      ),
    );
  return Number(row?.value ?? 0);
}
