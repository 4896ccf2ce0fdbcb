import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { type VoucherPhase, voucherPhase } from '@cho-dep/core/vouchers/voucher-phase';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { ManagedVoucherDetail, ManagedVoucherList, ManagedVoucherRow } from './managed-voucher-schemas';
import type { VoucherRow } from './voucher-records';
import { vouchers } from './vouchers.tables';

/** Whose vouchers are managed: one shop's shop vouchers, or the platform's (no shop). */
export type VoucherOwner = { type: 'shop'; shopId: string } | { type: 'platform' };

/** The rows an owner manages; any other voucher reads as not found. */
export function ownedBy(owner: VoucherOwner): SQL {
  return owner.type === 'shop'
    ? (and(eq(vouchers.shopId, owner.shopId), eq(vouchers.kind, 'shop')) as SQL)
    : isNull(vouchers.shopId);
}

/** The SQL twin of core's voucherPhase, so tabs filter and count in the database. */
export function phaseCondition(phase: VoucherPhase, now: Date): SQL {
  const notEndedEarly = or(isNull(vouchers.endedAt), gt(vouchers.endedAt, now)) as SQL;
  if (phase === 'upcoming') return and(gt(vouchers.startsAt, now), notEndedEarly) as SQL;
  if (phase === 'running') {
    return and(lte(vouchers.startsAt, now), gt(vouchers.endsAt, now), notEndedEarly) as SQL;
  }
  return or(lte(vouchers.endsAt, now), lte(vouchers.endedAt, now)) as SQL;
}

function toRow(row: VoucherRow, now: Date): ManagedVoucherRow {
  return {
    id: row.id,
    kind: row.kind,
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

/** One tab of the owner's vouchers, newest first, with the count of every tab. */
export async function listManagedVouchers(
  db: Db,
  owner: VoucherOwner,
  query: { phase: VoucherPhase; page: number },
  now: Date,
): Promise<ManagedVoucherList> {
  const pageSize = LIMITS.vouchers.pageSize;
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(ownedBy(owner), phaseCondition(query.phase, now)))
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
    .where(ownedBy(owner));
  const tabs = { upcoming: counts?.upcoming ?? 0, running: counts?.running ?? 0, ended: counts?.ended ?? 0 };
  return {
    data: rows.map((r) => toRow(r, now)),
    counts: tabs,
    total: tabs[query.phase],
    page: query.page,
    pageSize,
  };
}

/** One of the owner's vouchers (locked for update when asked); anyone else's is NOT_FOUND. */
export async function findManagedVoucher(
  db: Db | Tx,
  owner: VoucherOwner,
  id: string,
  lock = false,
): Promise<VoucherRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), ownedBy(owner)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Names in the order of `ids`, leaving out ids that no longer exist. */
function inOrder(ids: string[], named: { id: string; name: string }[]) {
  return ids.flatMap((id) => named.filter((n) => n.id === id));
}

/** One voucher with its live usage, save and budget counts and the names it refers to. */
export async function loadManagedVoucher(
  db: Db,
  owner: VoucherOwner,
  id: string,
  now: Date,
): Promise<ManagedVoucherDetail> {
  const row = await findManagedVoucher(db, owner, id);
  const productIds = row.productIds ?? [];
  const shopIds = row.shopIds ?? [];
  const [productNames, shopNames] = await Promise.all([
    productIds.length > 0
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    shopIds.length > 0
      ? db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds))
      : [],
  ]);
  return {
    ...toRow(row, now),
    budget: row.budget === null ? null : Number(row.budget),
    budgetUsed: Number(row.budgetUsed),
    perUserPerDay: row.perUserPerDay,
    productIds,
    products: inOrder(productIds, productNames),
    conditions: {
      firstPurchaseOnly: row.firstPurchaseOnly,
      appOnly: row.appOnly,
      paymentMethods: row.paymentMethods ?? [],
      shippingMethods: row.shippingMethods ?? [],
      userIds: row.userIds ?? [],
      shopIds,
    },
    shops: inOrder(shopIds, shopNames),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many of the owner's vouchers run now (the admin home's card). */
export async function countRunningVouchers(db: Db, owner: VoucherOwner, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(vouchers)
    .where(and(ownedBy(owner), phaseCondition('running', now)));
  return row?.total ?? 0;
}
