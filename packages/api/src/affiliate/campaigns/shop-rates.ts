import type { ShopRatesInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import {
  basisPointsToPercent,
  type ProductRateSetting,
  percentToBasisPoints,
  type RateSetting,
} from '@cho-dep/core/affiliate/commission';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { products } from '../../products/catalog/products.tables';
import { affiliateRates } from '../affiliate.tables';

/** How many of the shop's products the setting page offers to pick from. */
const PICKER_MAX = 200;

const firstImage = sql<string | null>`(
  select pi.image_key from product_images pi where pi.product_id = "products"."id"
  order by pi.position, pi.id limit 1)`;

/** The own setting of a product at an instant: its latest row (null bp = follows the shop). */
function ownAt(history: readonly ProductRateSetting[], at: Date): number | null {
  let best: ProductRateSetting | null = null;
  for (const s of history) {
    if (s.effectiveAt <= at && (!best || s.effectiveAt >= best.effectiveAt)) best = s;
  }
  return best?.bp ?? null;
}

/**
 * The rate histories of shops and products, for pricing order lines: each shop's own history
 * (shop-wide settings) and each product's own settings (null = back to the shop's rate).
 */
export async function rateHistories(
  db: Db | Tx,
  shopIds: readonly string[],
  productIds: readonly string[],
): Promise<{ shop: Map<string, RateSetting[]>; products: Map<string, ProductRateSetting[]> }> {
  const shop = new Map<string, RateSetting[]>();
  const own = new Map<string, ProductRateSetting[]>();
  if (shopIds.length === 0) return { shop, products: own };
  const rows = await db
    .select()
    .from(affiliateRates)
    .where(inArray(affiliateRates.shopId, [...shopIds]));
  const wanted = new Set(productIds);
  for (const r of rows) {
    if (r.productId === null) {
      shop.set(r.shopId, [...(shop.get(r.shopId) ?? []), { bp: r.bp ?? 0, effectiveAt: r.effectiveAt }]);
    } else if (wanted.has(r.productId)) {
      own.set(r.productId, [...(own.get(r.productId) ?? []), { bp: r.bp, effectiveAt: r.effectiveAt }]);
    }
  }
  return { shop, products: own };
}

/** The shop-wide rate in force now, in basis points (0 when the seller never set one). */
export async function shopRateNow(db: Db | Tx, shopId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ bp: affiliateRates.bp })
    .from(affiliateRates)
    .where(
      and(
        eq(affiliateRates.shopId, shopId),
        isNull(affiliateRates.productId),
        sql`${affiliateRates.effectiveAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(affiliateRates.effectiveAt))
    .limit(1);
  return row?.bp ?? 0;
}

async function ownRatesNow(db: Db | Tx, shopId: string, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(affiliateRates)
    .where(and(eq(affiliateRates.shopId, shopId), sql`${affiliateRates.productId} is not null`));
  const byProduct = new Map<string, ProductRateSetting[]>();
  for (const r of rows) {
    const id = r.productId as string;
    byProduct.set(id, [...(byProduct.get(id) ?? []), { bp: r.bp, effectiveAt: r.effectiveAt }]);
  }
  const out = new Map<string, number>();
  for (const [id, history] of byProduct) {
    const bp = ownAt(history, now);
    if (bp !== null) out.set(id, bp);
  }
  return out;
}

export interface ShopRatesView {
  shopRatePercent: number;
  products: { productId: string; ratePercent: number }[];
  catalog: { id: string; name: string; image: string | null; price: number }[];
}

/**
 * The seller's affiliate setting as it stands now: the shop-wide rate, the products with a rate
 * of their own, and the shop's products to pick more from.
 */
export async function loadShopRates(db: Db, shopId: string, now: Date, urlOf: UrlOf): Promise<ShopRatesView> {
  const [shopBp, own, catalog] = await Promise.all([
    shopRateNow(db, shopId, now),
    ownRatesNow(db, shopId, now),
    db
      .select({ id: products.id, name: products.name, imageKey: firstImage, price: products.effectivePrice })
      .from(products)
      .where(and(eq(products.shopId, shopId), sql`${products.status} <> 'draft'`))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(PICKER_MAX),
  ]);
  return {
    shopRatePercent: basisPointsToPercent(shopBp),
    products: [...own].map(([productId, bp]) => ({ productId, ratePercent: basisPointsToPercent(bp) })),
    catalog: catalog.map((p) => ({
      id: p.id,
      name: p.name,
      image: imageUrl(urlOf, p.imageKey, 200),
      price: p.price,
    })),
  };
}

/**
 * Saves the setting as a whole: a row effective now for each value that changed (the history is
 * what commission is computed from, so unchanged values add nothing). A product left out of the
 * list goes back to the shop's rate; a product of another shop is NOT_FOUND.
 */
export async function saveShopRates(db: Db, shopId: string, input: ShopRatesInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = [...new Set(input.products.map((p) => p.productId))];
    if (ids.length > 0) {
      const mine = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.shopId, shopId), inArray(products.id, ids)));
      if (mine.length !== ids.length) throw new AppError('NOT_FOUND');
    }
    const rows: (typeof affiliateRates.$inferInsert)[] = [];
    const shopBp = percentToBasisPoints(input.shopRatePercent);
    const [anyShopRow] = await tx
      .select({ id: affiliateRates.id })
      .from(affiliateRates)
      .where(and(eq(affiliateRates.shopId, shopId), isNull(affiliateRates.productId)))
      .limit(1);
    if (!anyShopRow || (await shopRateNow(tx, shopId, now)) !== shopBp) {
      rows.push({ shopId, productId: null, bp: shopBp, effectiveAt: now });
    }
    const own = await ownRatesNow(tx, shopId, now);
    const wanted = new Map(
      input.products.map((p) => [
        p.productId,
        p.ratePercent === null ? null : percentToBasisPoints(p.ratePercent),
      ]),
    );
    for (const [productId, bp] of wanted) {
      if ((own.get(productId) ?? null) !== bp) rows.push({ shopId, productId, bp, effectiveAt: now });
    }
    for (const productId of own.keys()) {
      if (!wanted.has(productId)) rows.push({ shopId, productId, bp: null, effectiveAt: now });
    }
    if (rows.length > 0) await tx.insert(affiliateRates).values(rows);
  });
}
