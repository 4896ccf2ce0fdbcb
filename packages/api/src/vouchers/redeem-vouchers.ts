import { AppError } from '@cho-dep/core/errors/app-error';
import type { VoucherRefusal } from '@cho-dep/core/vouchers/voucher-rules';
import type { Db } from '@cho-dep/db/client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { userUsesToday } from './voucher-usage';
import { voucherRedemptions, vouchers } from './vouchers.tables';

export interface AppliedVoucherUse {
  voucherId: string;
  /** Dong the voucher takes off this checkout (the engine's amount). */
  amount: number;
  paidBy: 'platform' | 'seller';
}

const unavailable = (code: string, reason: VoucherRefusal | 'not_found') =>
  new AppError('VOUCHER_UNAVAILABLE', { params: { code, reason } });

/**
 * Spends the vouchers a checkout applied, inside the checkout's transaction, so the orders
 * and the uses commit or roll back together. The engine chose them on a snapshot; between
 * then and now other checkouts may have spent the last use or the budget, so each voucher row
 * is locked FOR UPDATE (in id order, so two checkouts sharing vouchers never deadlock) and
 * re-checked under the lock: its window, usageLimit, the budget left for this amount, and the
 * buyer's uses today against perUserPerDay (counted after the lock, so two concurrent
 * checkouts of one buyer cannot both see "no use yet"). Then the counters move and a
 * voucher_redemptions row records who pays for the discount.
 *
 * Throws VOUCHER_UNAVAILABLE { code, reason } on the first voucher that no longer holds; the
 * caller's transaction then rolls everything back. Guests (userId null) have no per-day count.
 */
export async function redeemVouchers(
  tx: Db,
  input: { checkoutId: string; userId: string | null; applied: AppliedVoucherUse[]; now: Date },
): Promise<void> {
  const { checkoutId, userId, now } = input;
  const applied = [...input.applied].sort((a, b) => (a.voucherId < b.voucherId ? -1 : 1));
  for (const [index, use] of applied.entries()) {
    if (!Number.isSafeInteger(use.amount) || use.amount < 0) {
      throw new Error(`voucher ${use.voucherId}: amount must be whole dong, got ${use.amount}`);
    }
    if (applied[index - 1]?.voucherId === use.voucherId) throw new AppError('VOUCHER_CONFLICT');
  }

  for (const use of applied) {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, use.voucherId)).for('update');
    if (!row) throw unavailable('', 'not_found');
    const ends = row.endedAt && row.endedAt < row.endsAt ? row.endedAt : row.endsAt;
    if (now < row.startsAt) throw unavailable(row.code, 'not_started');
    if (now >= ends) throw unavailable(row.code, 'expired');
    if (row.usageLimit !== null && row.usedCount >= row.usageLimit) {
      throw unavailable(row.code, 'usage_exhausted');
    }
    if (row.budget !== null && use.amount > Number(row.budget) - Number(row.budgetUsed)) {
      throw unavailable(row.code, 'budget_exhausted');
    }
    if (userId && row.perUserPerDay !== null) {
      const today = await userUsesToday(tx, userId, row.id, now);
      if (today >= row.perUserPerDay) throw unavailable(row.code, 'per_user_day_limit');
    }
    await tx
      .update(vouchers)
      .set({
        usedCount: sql`${vouchers.usedCount} + 1`,
        budgetUsed: sql`${vouchers.budgetUsed} + ${use.amount}`,
      })
      .where(eq(vouchers.id, row.id));
    await tx.insert(voucherRedemptions).values({
      voucherId: row.id,
      userId,
      checkoutId,
      amount: use.amount,
      paidBy: use.paidBy,
      redeemedAt: now,
    });
  }
}

/**
 * Gives a checkout's voucher uses back (its orders were cancelled before payment): marks its
 * redemptions released and returns the use and the budget to each voucher. Idempotent, also
 * concurrently: the UPDATE ... WHERE released_at IS NULL claims each redemption once (a
 * second release waits on the row and then finds it released), and only claimed rows give
 * anything back.
 */
export async function releaseRedemptions(tx: Db, checkoutId: string, now: Date): Promise<void> {
  const released = await tx
    .update(voucherRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(voucherRedemptions.checkoutId, checkoutId), isNull(voucherRedemptions.releasedAt)))
    .returning({ voucherId: voucherRedemptions.voucherId, amount: voucherRedemptions.amount });
  // Voucher rows in id order, as redeemVouchers locks them.
  released.sort((a, b) => (a.voucherId < b.voucherId ? -1 : 1));
  for (const { voucherId, amount } of released) {
    await tx
      .update(vouchers)
      .set({
        usedCount: sql`${vouchers.usedCount} - 1`,
        budgetUsed: sql`${vouchers.budgetUsed} - ${Number(amount)}`,
      })
      .where(eq(vouchers.id, voucherId));
  }
}
