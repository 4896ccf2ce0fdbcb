import type { productReviews } from '../reviews/reviews.tables';
import type { DemoCatalogIndex, DemoProductFacts } from './demo-catalog-index';
import { type ReviewKind, reviewCommentPool } from './demo-review-comments';
import { garmentFamilyOf } from './demo-size-charts';
import { DEMO_SUB_SPECS } from './demo-sub-specs';
import type { SeededRandom } from './seeded-random';

type ReviewRow = typeof productReviews.$inferInsert;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Stars and how often buyers give them: mostly happy, a few unhappy ones for realism. */
const STAR_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [5, 0.62],
  [4, 0.25],
  [3, 0.08],
  [2, 0.03],
  [1, 0.02],
];

function stars(random: SeededRandom): number {
  let roll = random.next();
  for (const [value, weight] of STAR_WEIGHTS) {
    if (roll < weight) return value;
    roll -= weight;
  }
  return 5;
}

function kindOf(facts: DemoProductFacts): ReviewKind {
  const palette = DEMO_SUB_SPECS[facts.subSlug]?.palette;
  if (palette === 'pack' || palette === 'lip') return 'cosmetics';
  return garmentFamilyOf(facts.shape) ? 'garment' : 'accessory';
}

/** How many of the demo buyers reviewed a product: more for better sellers, never more than there are buyers. */
function reviewCount(soldCount: number, buyers: number): number {
  if (soldCount <= 0) return 0;
  return Math.min(buyers - 2, 1 + Math.floor(Math.sqrt(soldCount) / 5));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface ShopRating {
  avg: number;
  count: number;
}

/**
 * Reviews of sold products by the demo buyers (one per buyer and product), and the ratings
 * that follow from them: each product's rating_avg / rating_count and each shop's average
 * are computed from these rows, so the numbers shown always match the reviews listed.
 */
export function buildDemoReviews(
  random: SeededRandom,
  index: DemoCatalogIndex,
  buyerIds: readonly string[],
  now: Date,
): { reviews: ReviewRow[]; shopRatings: Map<string, ShopRating> } {
  const reviews: ReviewRow[] = [];
  const shopTotals = new Map<string, { sum: number; count: number }>();
  for (const facts of index.products) {
    const { row } = facts;
    const count = reviewCount(row.soldCount ?? 0, buyerIds.length);
    let sum = 0;
    const created = (row.createdAt ?? now).getTime();
    for (const userId of random.sample(buyerIds, count)) {
      const rating = stars(random);
      sum += rating;
      const withComment = random.chance(0.85);
      const withPhotos = rating >= 4 && facts.imageKeys.length > 0 && random.chance(0.22);
      // After the product went on sale (at least a few hours later), never in the future.
      const span = Math.max(HOUR_MS, now.getTime() - created - 3 * DAY_MS);
      const at = new Date(Math.min(now.getTime() - HOUR_MS, created + 3 * DAY_MS + random.next() * span));
      reviews.push({
        productId: row.id,
        shopId: row.shopId,
        userId,
        variantLabel: facts.variantLabels.length > 0 ? random.pick(facts.variantLabels) : null,
        rating,
        comment: withComment ? random.pick(reviewCommentPool(kindOf(facts), rating)) : '',
        imageKeys: withPhotos ? random.sample(facts.imageKeys, random.int(1, 2)) : [],
        createdAt: at,
        updatedAt: at,
      });
    }
    row.ratingCount = count;
    row.ratingAvg = count > 0 ? round2(sum / count) : 0;
    const total = shopTotals.get(row.shopId) ?? { sum: 0, count: 0 };
    shopTotals.set(row.shopId, { sum: total.sum + sum, count: total.count + count });
  }
  const shopRatings = new Map<string, ShopRating>();
  for (const [shopId, total] of shopTotals) {
    shopRatings.set(shopId, {
      count: total.count,
      avg: total.count > 0 ? round2(total.sum / total.count) : 0,
    });
  }
  return { reviews, shopRatings };
}
