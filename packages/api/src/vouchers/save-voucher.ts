import { AppError } from '@cho-dep/core/errors/app-error';
import { isVoucherExhausted, voucherWindowState } from '@cho-dep/core/vouchers/voucher-labels';
import type { Db } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import type { UrlOf } from '../products/catalog/catalog-media';
import { shops } from '../shops/shops.tables';
import { toVoucherView, type VoucherView } from './voucher-views';
import { voucherSaves, vouchers } from './vouchers.tables';

export type SaveTarget = { id: string } | { code: string };

/** Codes are stored upper-case (vouchers.tables.ts); buyers type them any way. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A buyer saves a voucher ("Lưu", product.md §6), by id from a listing or by typing its
 * code (the only way to a hidden voucher). Idempotent: saving one already saved answers the
 * same. The voucher row is locked first, so concurrent saves (by many buyers, or one buyer
 * clicking twice) serialise on it: `savedCount` counts each buyer once and never passes
 * `saveLimit` (VOUCHER_SAVE_LIMIT when every code is taken). Ended or used-up vouchers
 * cannot be saved (VOUCHER_EXPIRED); unknown ones, hidden ones asked for by id, ones for other
 * users and ones of shops not selling are NOT_FOUND.
 */
export async function saveVoucher(
  db: Db,
  input: { userId: string; target: SaveTarget; now: Date; urlOf: UrlOf },
): Promise<VoucherView> {
  const { userId, target, now } = input;
  if ('id' in target && !isUuid(target.id)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        voucher: vouchers,
        shop: {
          id: shops.id,
          name: shops.name,
          logoKey: shops.logoKey,
          status: shops.status,
          isPaused: shops.isPaused,
        },
      })
      .from(vouchers)
      .leftJoin(shops, eq(shops.id, vouchers.shopId))
      .where(
        'id' in target ? eq(vouchers.id, target.id) : eq(vouchers.code, normaliseVoucherCode(target.code)),
      )
      .for('update', { of: vouchers })
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND');
    const { voucher, shop } = found;
    const view = (saved: boolean, row = voucher) =>
      toVoucherView(row, row.shopId ? shop : null, { saved, now, urlOf: input.urlOf });

    const [existing] = await tx
      .select({ userId: voucherSaves.userId })
      .from(voucherSaves)
      .where(and(eq(voucherSaves.userId, userId), eq(voucherSaves.voucherId, voucher.id)));
    if (existing) return view(true);

    const restricted = voucher.userIds && voucher.userIds.length > 0 && !voucher.userIds.includes(userId);
    const shopClosed = voucher.shopId !== null && (shop?.status !== 'approved' || shop.isPaused);
    if (('id' in target && voucher.display === 'hidden') || restricted || shopClosed) {
      throw new AppError('NOT_FOUND');
    }
    const exhausted = isVoucherExhausted({
      usageLimit: voucher.usageLimit,
      usedCount: voucher.usedCount,
      budget: voucher.budget === null ? null : Number(voucher.budget),
      budgetUsed: Number(voucher.budgetUsed),
    });
    if (voucherWindowState(voucher, now) === 'ended' || exhausted) throw new AppError('VOUCHER_EXPIRED');
    if (voucher.saveLimit !== null && voucher.savedCount >= voucher.saveLimit) {
      throw new AppError('VOUCHER_SAVE_LIMIT');
    }

    await tx.insert(voucherSaves).values({ userId, voucherId: voucher.id, savedAt: now });
    const [updated] = await tx
      .update(vouchers)
      .set({ savedCount: sql`${vouchers.savedCount} + 1` })
      .where(eq(vouchers.id, voucher.id))
      .returning();
    return view(true, updated ?? voucher);
  });
}
