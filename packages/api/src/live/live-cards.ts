import type { Db, Tx } from '@cho-dep/db/client';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { vouchers } from '../vouchers/vouchers.tables';
import { livePins } from './live.tables';
import type { LivePinView, LiveProductView, LiveVoucherView } from './live-view-schemas';

/** Product cards with their stock left, by id (unknown ids are left out). */
export async function liveProducts(
  ctx: AppContext,
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, LiveProductView>> {
  const found = new Map<string, LiveProductView>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ ...productCardColumns, stock: products.stock })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(inArray(products.id, [...new Set(ids)]));
  for (const { stock, ...row } of rows) {
    found.set(row.id, { card: toProductCard(row, (key) => ctx.storage.urlOf(key)), stock });
  }
  return found;
}

export async function liveVouchers(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, LiveVoucherView>> {
  const found = new Map<string, LiveVoucherView>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(vouchers)
    .where(inArray(vouchers.id, [...new Set(ids)]));
  for (const v of rows) {
    found.set(v.id, {
      id: v.id,
      code: v.code,
      name: v.name,
      discountType: v.discountType,
      value: v.value,
      maxDiscount: v.maxDiscount === null ? null : Number(v.maxDiscount),
      minOrderValue: Number(v.minOrderValue),
      endsAt: (v.endedAt ?? v.endsAt).toISOString(),
    });
  }
  return found;
}

type PinRow = typeof livePins.$inferSelect;

/** Pins as viewers see them, with their product or voucher. */
export async function pinViews(
  ctx: AppContext,
  db: Db | Tx,
  rows: readonly PinRow[],
): Promise<LivePinView[]> {
  const productsById = await liveProducts(
    ctx,
    db,
    rows.flatMap((r) => (r.productId ? [r.productId] : [])),
  );
  const vouchersById = await liveVouchers(
    db,
    rows.flatMap((r) => (r.voucherId ? [r.voucherId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    product: r.productId ? (productsById.get(r.productId) ?? null) : null,
    voucher: r.voucherId ? (vouchersById.get(r.voucherId) ?? null) : null,
    livePrice: r.livePrice,
    livePriceEndsAt: r.livePriceEndsAt?.toISOString() ?? null,
    pinnedAt: r.pinnedAt.toISOString(),
    unpinnedAt: r.unpinnedAt?.toISOString() ?? null,
  }));
}

/** Every pin of a live in time order (the current one last, not yet unpinned). */
export async function pinsOf(db: Db | Tx, liveId: string): Promise<PinRow[]> {
  return db.select().from(livePins).where(eq(livePins.liveId, liveId)).orderBy(asc(livePins.pinnedAt));
}
