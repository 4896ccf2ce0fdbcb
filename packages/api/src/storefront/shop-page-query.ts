import type { Db } from '@cho-dep/db/client';
import { and, count, eq } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { shopFollows } from '../follows/follows.tables';
import { IMAGE_SIZES, imageFileKey, imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { listRunningBanners } from './banner-queries';
import { listShopCollections } from './collection-queries';
import { shopSummaryColumns, toShopSummary } from './shop-summary';
import type { ShopHeaderView, ShopPageView } from './storefront-views';

/**
 * The header of a seller page, for an approved shop; null otherwise, so a shop not approved
 * reads as not found. A paused shop (pause mode) answers with isPaused: buyers see it is on
 * vacation, with no products listed. `viewerId` is the signed-in user, for "following".
 */
export async function findShopHeader(
  db: Db,
  shopId: string,
  viewerId: string | null,
  urlOf: UrlOf,
): Promise<ShopHeaderView | null> {
  if (!isUuid(shopId)) return null;
  const [row] = await db
    .select({
      summary: shopSummaryColumns,
      coverKey: shops.coverKey,
      description: shops.description,
      createdAt: shops.createdAt,
      approvedAt: shops.approvedAt,
      isPaused: shops.isPaused,
    })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'approved')))
    .limit(1);
  if (!row) return null;
  const [[listed], followed] = await Promise.all([
    db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.listed, true))),
    viewerId
      ? db
          .select({ shopId: shopFollows.shopId })
          .from(shopFollows)
          .where(and(eq(shopFollows.shopId, shopId), eq(shopFollows.userId, viewerId)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    ...toShopSummary(row.summary, urlOf),
    coverUrl: imageUrl(urlOf, row.coverKey, IMAGE_SIZES.cover[0]),
    coverSrcSet: row.coverKey
      ? IMAGE_SIZES.cover.map((w) => `${urlOf(imageFileKey(row.coverKey ?? '', w))} ${w}w`).join(', ')
      : null,
    description: row.description,
    productCount: Number(listed?.value ?? 0),
    joinedAt: (row.approvedAt ?? row.createdAt).toISOString(),
    isFollowed: followed.length > 0,
    isPaused: row.isPaused,
  };
}

/** A seller page's frame: the header, the shop's running banners and its collections. */
export async function loadShopPage(
  db: Db,
  shopId: string,
  options: { viewerId: string | null; now: Date },
  urlOf: UrlOf,
): Promise<ShopPageView | null> {
  const shop = await findShopHeader(db, shopId, options.viewerId, urlOf);
  if (!shop) return null;
  const [banners, collections] = await Promise.all([
    listRunningBanners(db, { shopId }, options.now, urlOf),
    listShopCollections(db, shopId, urlOf),
  ]);
  return { shop, banners, collections };
}
