import type { Tx } from '@cho-dep/db/client';
import { users } from '../accounts/users.tables';
import { bannerProducts, banners } from '../banners/banners.tables';
import { productFavourites } from '../follows/follows.tables';
import { productDailyViews } from '../products/catalog/product-views.tables';
import { sizeCharts } from '../products/catalog/size-charts.tables';
import { promotionItems, promotions } from '../promotions/promotions.tables';
import { productReviews } from '../reviews/reviews.tables';
import { searchLog } from '../search/search.tables';
import { collectionProducts, shopCollections } from '../shops/collections.tables';
import { shopPlacements } from '../storefront/placements.tables';
import type { DemoStorefront } from './build-demo-storefront';
import { insertChunked } from './insert-chunked';

/** What the product rows point at: the demo buyers are independent, size charts need their shops. */
export async function insertDemoStorefrontBeforeProducts(tx: Tx, storefront: DemoStorefront): Promise<void> {
  await tx.insert(users).values(storefront.buyers);
  if (storefront.sizeCharts.length > 0) await tx.insert(sizeCharts).values(storefront.sizeCharts);
}

/** Everything that points at products, in dependency order. */
export async function insertDemoStorefrontAfterProducts(tx: Tx, storefront: DemoStorefront): Promise<void> {
  const { marketing, collections, activity } = storefront;
  await insertChunked(storefront.reviews, (chunk) => tx.insert(productReviews).values(chunk));
  await insertChunked(activity.favourites, (chunk) => tx.insert(productFavourites).values(chunk));
  await insertChunked(collections.collections, (chunk) => tx.insert(shopCollections).values(chunk));
  await insertChunked(collections.items, (chunk) => tx.insert(collectionProducts).values(chunk));
  await insertChunked(marketing.banners, (chunk) => tx.insert(banners).values(chunk));
  await insertChunked(marketing.bannerProducts, (chunk) => tx.insert(bannerProducts).values(chunk));
  await insertChunked(marketing.promotions, (chunk) => tx.insert(promotions).values(chunk));
  await insertChunked(marketing.promotionItems, (chunk) => tx.insert(promotionItems).values(chunk));
  await insertChunked(marketing.placements, (chunk) => tx.insert(shopPlacements).values(chunk));
  await insertChunked(activity.searchLog, (chunk) => tx.insert(searchLog).values(chunk));
  await insertChunked(activity.dailyViews, (chunk) => tx.insert(productDailyViews).values(chunk));
}
