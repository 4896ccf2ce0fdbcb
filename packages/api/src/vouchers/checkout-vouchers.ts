import type { Voucher } from '@cho-dep/core/vouchers/voucher-rules';
import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { toCoreVoucher } from './voucher-records';
import { forUser, userVoucherUses } from './voucher-usage';
import { voucherSaves, vouchers } from './vouchers.tables';

/**
 * What the checkout hands the voucher engine (core's bestSelection and applySelection): the
 * buyer's candidates and their uses today. Candidates are the buyer's saved vouchers that are
 * running, plus the running shop vouchers on display of the shops in the order (a shop
 * voucher on show can be claimed at checkout without saving it first, as on Shopee). Guests
 * save nothing, so they get only those shop vouchers. Whether each applies (minimum, budget,
 * conditions...) is the engine's decision, not this query's.
 *
 * `usesToday` counts the buyer's unreleased redemptions since 00:00 in Vietnam, per voucher.
 */
export async function loadCheckoutVouchers(
  db: Db,
  input: { userId: string | null; shopIds: string[]; now: Date },
): Promise<{ candidates: Voucher[]; usesToday: Record<string, number> }> {
  const { userId, shopIds, now } = input;
  const running = and(lte(vouchers.startsAt, now), gt(vouchers.endsAt, now), isNull(vouchers.endedAt));
  const [saved, shopOffers] = await Promise.all([
    userId
      ? db
          .select({ voucher: vouchers })
          .from(voucherSaves)
          .innerJoin(vouchers, eq(vouchers.id, voucherSaves.voucherId))
          .where(and(eq(voucherSaves.userId, userId), running))
          .orderBy(asc(vouchers.id))
      : Promise.resolve([]),
    shopIds.length > 0
      ? db
          .select({ voucher: vouchers })
          .from(vouchers)
          .where(
            and(
              eq(vouchers.kind, 'shop'),
              eq(vouchers.display, 'all'),
              inArray(vouchers.shopId, shopIds),
              running,
              forUser(userId),
            ),
          )
          .orderBy(asc(vouchers.id))
      : Promise.resolve([]),
  ]);
  const byId = new Map<string, Voucher>();
  for (const { voucher } of [...saved, ...shopOffers]) {
    if (!byId.has(voucher.id)) byId.set(voucher.id, toCoreVoucher(voucher));
  }
  const candidates = [...byId.values()];
  const usesToday: Record<string, number> = {};
  if (userId && candidates.length > 0) {
    const uses = await userVoucherUses(
      db,
      userId,
      now,
      candidates.map((v) => v.id),
    );
    for (const [voucherId, used] of uses) if (used.today > 0) usesToday[voucherId] = used.today;
  }
  return { candidates, usesToday };
}

/** The vouchers a submitted checkout names, in the order of `ids` (unknown ids are left out). */
export async function loadVouchersByIds(db: Db, ids: string[]): Promise<Voucher[]> {
  // A malformed id names no voucher (and must not reach Postgres as a uuid).
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return [];
  const rows = await db.select().from(vouchers).where(inArray(vouchers.id, unique));
  const byId = new Map(rows.map((row) => [row.id, toCoreVoucher(row)]));
  return unique.flatMap((id) => {
    const voucher = byId.get(id);
    return voucher ? [voucher] : [];
  });
}
