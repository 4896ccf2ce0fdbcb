import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import type { productFavourites } from '../follows/follows.tables';
import type { productDailyViews } from '../products/catalog/product-views.tables';
import type { searchLog } from '../search/search.tables';
import { actorKeyOf } from '../search/search-activity';
import type { DemoCatalogIndex } from './demo-catalog-index';
import type { SeededRandom } from './seeded-random';
import { vietnamDate, vietnamDayStart } from './vietnam-day';

const DAY_MS = 86_400_000;
/** Daily view rows go back this many days (the seller's charts and "viewed this week"). */
const VIEW_DAYS = 7;

/** What demo buyers typed into search, most popular first (the trending list follows the counts). */
const SEARCHES: ReadonlyArray<readonly [string, number]> = [
  ['áo thun', 14],
  ['đầm maxi', 11],
  ['kem chống nắng', 10],
  ['son kem lì', 9],
  ['quần jeans', 8],
  ['serum', 7],
  ['túi xách', 6],
  ['áo khoác', 5],
  ['chân váy', 5],
  ['giày sneaker', 4],
  ['mặt nạ', 4],
  ['đồ bơi', 3],
  ['áo polo', 3],
  ['kính mát', 2],
];

export interface DemoActivity {
  searchLog: Array<typeof searchLog.$inferInsert>;
  dailyViews: Array<typeof productDailyViews.$inferInsert>;
  favourites: Array<typeof productFavourites.$inferInsert>;
}

/**
 * Traces of buyers using the store: searches over the last days (so trending has words),
 * product page views per day, and favourite products (with products.like_count set from
 * them). Also decides the listing extras of each product: free shipping and pictures inside
 * the description.
 */
export function buildDemoActivity(
  random: SeededRandom,
  index: DemoCatalogIndex,
  buyerIds: readonly string[],
  now: Date,
): DemoActivity {
  const out: DemoActivity = { searchLog: [], dailyViews: [], favourites: [] };

  for (const [text, people] of SEARCHES) {
    for (const userId of random.sample(buyerIds, people)) {
      const searches = random.int(1, 2);
      for (let i = 0; i < searches; i++) {
        out.searchLog.push({
          // Keyed the way search logging keys them (search-activity.ts).
          queryFolded: searchTermsOf(text).join(' '),
          queryText: text,
          actorKey: actorKeyOf({ userId, ip: '' }),
          resultCount: random.int(6, 60),
          createdAt: new Date(now.getTime() - random.int(10, 6 * 24 * 60) * 60_000),
        });
      }
    }
  }

  const today = vietnamDayStart(now);
  const likes = new Map<string, number>();
  const listed = index.products.filter((p) => p.listed);
  for (const userId of buyerIds) {
    for (const p of random.sample(listed, random.int(3, 9))) {
      out.favourites.push({
        userId,
        productId: p.row.id,
        createdAt: new Date(now.getTime() - random.int(1, 60) * DAY_MS),
      });
      likes.set(p.row.id, (likes.get(p.row.id) ?? 0) + 1);
    }
  }

  for (const facts of index.products) {
    const { row } = facts;
    row.likeCount = likes.get(row.id) ?? 0;
    row.freeShipping = random.chance(facts.shop.spec.country === 'KO' ? 0.15 : 0.35);
    if (facts.imageKeys.length > 0 && random.chance(0.4)) {
      row.descriptionImageKeys = random.sample(
        facts.imageKeys,
        random.int(1, Math.min(3, facts.imageKeys.length)),
      );
    }
    if (!facts.listed) continue;
    // About a tenth of a product's all-time views fell in the last week.
    const perDay = Math.max(1, Math.round(((row.viewCount ?? 0) * 0.1) / VIEW_DAYS));
    for (let day = 0; day < VIEW_DAYS; day++) {
      const views = Math.round(perDay * (0.5 + random.next()));
      if (views === 0) continue;
      out.dailyViews.push({
        productId: row.id,
        shopId: row.shopId,
        day: vietnamDate(new Date(today.getTime() - day * DAY_MS)),
        views,
      });
    }
  }
  return out;
}
