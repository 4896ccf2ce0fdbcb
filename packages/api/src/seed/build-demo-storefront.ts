import type { ShapeName } from '../products/catalog/illustrations/illustration-svg';
import type { sizeCharts } from '../products/catalog/size-charts.tables';
import type { productReviews } from '../reviews/reviews.tables';
import { buildDemoActivity, type DemoActivity } from './build-demo-activity';
import { buildDemoCollections, type DemoCollections } from './build-demo-collections';
import { buildDemoMarketing, type DemoMarketing } from './build-demo-marketing';
import type { DemoProducts, ShopForProducts } from './build-demo-products';
import { buildDemoReviews, type ShopRating } from './build-demo-reviews';
import { buildDemoSizeCharts } from './build-demo-size-charts';
import { buildDemoBuyers, type UserRow } from './demo-buyers';
import { indexDemoCatalog } from './demo-catalog-index';
import type { SeededRandom } from './seeded-random';

export interface DemoStorefront {
  buyers: UserRow[];
  sizeCharts: Array<typeof sizeCharts.$inferInsert>;
  reviews: Array<typeof productReviews.$inferInsert>;
  shopRatings: Map<string, ShopRating>;
  marketing: DemoMarketing;
  collections: DemoCollections;
  activity: DemoActivity;
}

export interface CategoryFacts {
  id: string;
  slug: string;
  shape: ShapeName;
  /** The slug of its top-level category (itself for a top-level one). */
  topSlug: string;
}

/**
 * Everything the storefront shows besides the catalog itself, planned in memory from the
 * planned products: buyers with their reviews, likes and searches, size charts, collections,
 * banners, Brand of Month and the flash sale. It also completes the product rows (ratings
 * from the reviews, like counts, size charts and details, free shipping, description
 * pictures), so it must run before the products are inserted.
 */
export function buildDemoStorefront(
  random: SeededRandom,
  plan: DemoProducts,
  shops: readonly ShopForProducts[],
  categories: readonly CategoryFacts[],
  now: Date,
): DemoStorefront {
  const index = indexDemoCatalog(plan, shops, new Map(categories.map((c) => [c.id, c])));
  const buyers = buildDemoBuyers(now);
  const buyerIds = buyers.map((b) => b.id);
  const sizeChartRows = buildDemoSizeCharts(index, now);
  const { reviews, shopRatings } = buildDemoReviews(random, index, buyerIds, now);
  const marketing = buildDemoMarketing(random, index, {
    now,
    topCategoryIds: new Map(categories.filter((c) => c.slug === c.topSlug).map((c) => [c.slug, c.id])),
    topSlugOfSub: new Map(categories.map((c) => [c.slug, c.topSlug])),
    shapeOfSub: new Map(categories.map((c) => [c.slug, c.shape])),
  });
  const collections = buildDemoCollections(random, index, now);
  const activity = buildDemoActivity(random, index, buyerIds, now);
  return { buyers, sizeCharts: sizeChartRows, reviews, shopRatings, marketing, collections, activity };
}
