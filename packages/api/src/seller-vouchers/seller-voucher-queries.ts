import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { type VoucherPhase, voucherPhase } from '@cho-dep/core/vouchers/voucher-phase';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../catalog/products.tables';
import { isUuid } from '../follows/follow-service';
import type { VoucherRow } from '../vouchers/voucher-records';
import { vouchers } from '../vouchers/vouchers.tables';
import type { SellerVoucherDetail, SellerVoucherList, SellerVoucherRow } from './seller-voucher-schemas';

/** The SQL twin of core's voucherPhase, so tabs filter and count in the database. */
export function phaseCondition(phase: VoucherPhase, now: Date): SQL {
  const notEndedEarly = or(isNull(vouchers.endedAt), gt(vouchers.endedAt, now)) as SQL;
  if (phase === 'upcoming') return and(gt(vouchers.startsAt, now), notEndedEarly) as SQL;
  if (phase === 'running') {
    return and(lte(vouchers.startsAt, now), gt(vouchers.endsAt, now), notEndedEarly) as SQL;
  }
  return or(lte(vouchers.endsAt, now), lte(vouchers.endedAt, now)) as SQL;
}

function toRow(row: VoucherRow, now: Date): SellerVoucherRow {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    phase: voucherPhase(row, now),
    discountType: row.discountType,
    value: row.value,
    maxDiscount: row.maxDiscount === null ? null : Number(row.maxDiscount),
    minOrderValue: Number(row.minOrderValue),
    display: row.display,
    scope: row.productIds && row.productIds.length > 0 ? 'products' : 'all',
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    saveLimit: row.saveLimit,
    savedCount: row.savedCount,
  };
}

const ownShop = (shopId: string) => and(eq(vouchers.shopId, shopId), eq(vouchers.kind, 'shop'));

/** One tab of the shop's vouchers, newest first, with the count of every tab. */
export async function listSellerVouchers(
  db: Db,
  shopId: string,
  query: { phase: VoucherPhase; page: number },
  now: Date,
): Promise<SellerVoucherList> {
  const pageSize = LIMITS.vouchers.pageSize;
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(ownShop(shopId), phaseCondition(query.phase, now)))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [counts] = await db
    .select({
      upcoming: count(sql`CASE WHEN ${phaseCondition('upcoming', now)} THEN 1 END`),
      running: count(sql`CASE WHEN ${phaseCondition('running', now)} THEN 1 END`),
      ended: count(sql`CASE WHEN ${phaseCondition('ended', now)} THEN 1 END`),
    })
    .from(vouchers)
    .where(ownShop(shopId));
  const tabs = { upcoming: counts?.upcoming ?? 0, running: counts?.running ?? 0, ended: counts?.ended ?? 0 };
  return {
    data: rows.map((r) => toRow(r, now)),
    counts: tabs,
    total: tabs[query.phase],
    page: query.page,
    pageSize,
  };
}

/** The shop's own shop voucher; another shop's or a platform voucher reads as not found. */
export async function findOwnVoucher(
  db: Db | Tx,
  shopId: string,
  id: string,
  lock = false,
): Promise<VoucherRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), ownShop(shopId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One voucher with its live usage, save and budget counts and the names of its products. */
export async function loadSellerVoucher(
  db: Db,
  shopId: string,
  id: string,
  now: Date,
): Promise<SellerVoucherDetail> {
  const row = await findOwnVoucher(db, shopId, id);
  const ids = row.productIds ?? [];
  const named =
    ids.length > 0
      ? await db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, ids))
      : [];
  return {
    ...toRow(row, now),
    kind: 'shop',
    budget: row.budget === null ? null : Number(row.budget),
    budgetUsed: Number(row.budgetUsed),
    perUserPerDay: row.perUserPerDay,
    productIds: ids,
    products: ids.flatMap((pid) => named.filter((p) => p.id === pid)),
    conditions: {
      firstPurchaseOnly: row.firstPurchaseOnly,
      appOnly: row.appOnly,
      paymentMethods: row.paymentMethods ?? [],
      shippingMethods: row.shippingMethods ?? [],
    },
    createdAt: row.createdAt.toISOString(),
  };
}
