import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { UrlOf } from '../products/catalog/catalog-media';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { listShopShowcase, shopIsOpen, shopSummaryColumns, toShopSummary } from './shop-summary';
import type { TopSellerView } from './storefront-views';

/**
 * Shops ranked by units sold across their listed products, then by rating (then id, for a
 * stable order). `products` asks for that many best sellers of each shop (0 for none).
 */
export async function listTopSellers(
  db: Db,
  options: { limit: number; products: number },
  urlOf: UrlOf,
): Promise<TopSellerView[]> {
  const totalSold = sql<number>`coalesce(sum(${products.soldCount}), 0)::int`;
  const rows = await db
    .select({ shop: shopSummaryColumns, totalSold, productCount: count(products.id) })
    .from(shops)
    .innerJoin(products, and(eq(products.shopId, shops.id), eq(products.listed, true)))
    .where(shopIsOpen)
    .groupBy(shops.id)
    .orderBy(desc(totalSold), desc(shops.ratingAvg), asc(shops.id))
    .limit(options.limit);
  const showcases =
    options.products > 0
      ? await Promise.all(rows.map((row) => listShopShowcase(db, row.shop.id, options.products, urlOf)))
      : [];
  return rows.map((row, i) => ({
    rank: i + 1,
    shop: toShopSummary(row.shop, urlOf),
    totalSold: Number(row.totalSold),
    productCount: Number(row.productCount),
    products: showcases[i] ?? [],
  }));
}
