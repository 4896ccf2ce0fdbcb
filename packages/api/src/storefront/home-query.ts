import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db } from '@cho-dep/db/client';
import type { UrlOf } from '../products/catalog/catalog-media';
import { listHomeProducts } from '../products/catalog/catalog-queries';
import { listRunningBanners } from './banner-queries';
import { listBrandsOfMonth } from './brand-of-month-query';
import { findRunningFlashSale } from './flash-sale-query';
import type { HomeView } from './storefront-views';
import { listTopSellers } from './top-sellers-query';

/** Everything the home page shows besides the category menu, as of `now`, in `language`. */
export async function loadHomeView(
  db: Db,
  now: Date,
  urlOf: UrlOf,
  language: Language = 'vi',
): Promise<HomeView> {
  const [banners, flashSale, brandsOfMonth, topSellers, recommended] = await Promise.all([
    listRunningBanners(db, { home: true }, now, urlOf, language),
    findRunningFlashSale(db, now, urlOf),
    listBrandsOfMonth(db, now, urlOf),
    listTopSellers(db, { limit: LIMITS.storefront.homeTopSellers, products: 0 }, urlOf),
    listHomeProducts(db, { limit: LIMITS.storefront.homeRecommended, offset: 0 }, urlOf),
  ]);
  return { now: now.toISOString(), banners, flashSale, brandsOfMonth, topSellers, recommended };
}
