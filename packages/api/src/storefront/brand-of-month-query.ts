import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { shops } from '../shops/shops.tables';
import { shopPlacements } from './placements.tables';
import { listShopShowcase, shopIsOpen, shopSummaryColumns, toShopSummary } from './shop-summary';
import type { BrandOfMonthView } from './storefront-views';

/** The Brand of Month shops placed at `now` (open shops only), each with a few of its best sellers. */
export async function listBrandsOfMonth(db: Db, now: Date, urlOf: UrlOf): Promise<BrandOfMonthView[]> {
  const rows = await db
    .select({ shop: shopSummaryColumns, coverKey: shops.coverKey, headline: shopPlacements.headline })
    .from(shopPlacements)
    .innerJoin(shops, eq(shops.id, shopPlacements.shopId))
    .where(
      and(
        eq(shopPlacements.kind, 'brand_of_month'),
        lte(shopPlacements.startsAt, now),
        gt(shopPlacements.endsAt, now),
        shopIsOpen,
      ),
    )
    .orderBy(asc(shopPlacements.position), asc(shopPlacements.id))
    .limit(LIMITS.storefront.brandsOfMonthMax);
  const showcases = await Promise.all(
    rows.map((row) => listShopShowcase(db, row.shop.id, LIMITS.storefront.shopShowcaseProducts, urlOf)),
  );
  return rows.map((row, i) => ({
    shop: { ...toShopSummary(row.shop, urlOf), coverUrl: imageUrl(urlOf, row.coverKey, 670) },
    headline: row.headline,
    products: showcases[i] ?? [],
  }));
}
