import type { Db } from '@cho-dep/db/client';
import { and, asc, desc, eq } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { ShopSummaryView } from './storefront-views';

/** Buyers see a shop that is approved and not on its owner's vacation mode. */
export const shopIsOpen = and(eq(shops.status, 'approved'), eq(shops.isPaused, false));

export const shopSummaryColumns = {
  id: shops.id,
  name: shops.name,
  logoKey: shops.logoKey,
  country: shops.country,
  ratingAvg: shops.ratingAvg,
  ratingCount: shops.ratingCount,
  followerCount: shops.followerCount,
};

export interface ShopSummaryRow {
  id: string;
  name: string;
  logoKey: string | null;
  country: 'VN' | 'KO';
  ratingAvg: number;
  ratingCount: number;
  followerCount: number;
}

export function toShopSummary(row: ShopSummaryRow, urlOf: UrlOf): ShopSummaryView {
  return {
    id: row.id,
    name: row.name,
    logoUrl: imageUrl(urlOf, row.logoKey, 200),
    country: row.country,
    ratingAvg: Number(row.ratingAvg),
    ratingCount: Number(row.ratingCount),
    followerCount: Number(row.followerCount),
  };
}

/** A shop's best sellers among its listed products: the showcase under Brand of Month and top sellers. */
export async function listShopShowcase(db: Db, shopId: string, limit: number, urlOf: UrlOf) {
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.shopId, shopId), eq(products.listed, true)))
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit);
  return rows.map((row) => toProductCard(row, urlOf));
}
