import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import type { UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { shopIsOpen, shopSummaryColumns, toShopSummary } from '../storefront/shop-summary';
import { bannerProducts, banners } from './banners.tables';
import { bannerImageUrl } from './seller-banner-queries';
import type { PublicBanner } from './seller-banner-schemas';

/**
 * The buyer page of a banner (/banner/{id}): a running banner with its listed related
 * products; null when unknown, not running, or its shop is not open (product.md §2).
 */
export async function loadPublicBanner(
  db: Db,
  bannerId: string,
  now: Date,
  urlOf: UrlOf,
): Promise<PublicBanner | null> {
  if (!isUuid(bannerId)) return null;
  const [banner] = await db
    .select({
      id: banners.id,
      title: banners.title,
      imageKey: banners.imageKey,
      coverKey: banners.coverKey,
      link: banners.link,
      endsAt: banners.endsAt,
      shopId: banners.shopId,
    })
    .from(banners)
    .where(and(eq(banners.id, bannerId), lte(banners.startsAt, now), gt(banners.endsAt, now)));
  if (!banner) return null;
  let shop: PublicBanner['shop'] = null;
  if (banner.shopId) {
    const [found] = await db
      .select(shopSummaryColumns)
      .from(shops)
      .where(and(eq(shops.id, banner.shopId), shopIsOpen));
    if (!found) return null;
    shop = toShopSummary(found, urlOf);
  }
  const rows = await db
    .select(productCardColumns)
    .from(bannerProducts)
    .innerJoin(products, eq(products.id, bannerProducts.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(bannerProducts.bannerId, bannerId), eq(products.listed, true)))
    .orderBy(asc(bannerProducts.position), asc(products.id));
  return {
    id: banner.id,
    title: banner.title,
    imageUrl: bannerImageUrl(urlOf, banner.imageKey),
    coverUrl: banner.coverKey ? bannerImageUrl(urlOf, banner.coverKey) : null,
    link: banner.link,
    endsAt: banner.endsAt.toISOString(),
    shop,
    products: rows.map((row) => toProductCard(row, urlOf)),
  };
}
