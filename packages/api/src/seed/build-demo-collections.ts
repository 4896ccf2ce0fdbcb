import { randomUUID } from 'node:crypto';
import type { collectionProducts, shopCollections } from '../shops/collections.tables';
import type { DemoCatalogIndex, DemoProductFacts } from './demo-catalog-index';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;

/** Themed collections a shop may curate, besides "new in" and "best sellers". */
const THEMES = {
  fashion: ['Phối đồ đi làm', 'Dạo phố cuối tuần', 'Đi biển mùa hè', 'Ưu đãi trong tuần'],
  cosmetics: ['Chăm da cơ bản', 'Quà tặng xinh', 'Ưu đãi trong tuần'],
} as const;

export interface DemoCollections {
  collections: Array<typeof shopCollections.$inferInsert>;
  items: Array<typeof collectionProducts.$inferInsert>;
}

/**
 * Two or three visible collections per approved shop ("Hàng mới về", "Bán chạy nhất" and a
 * theme), each with its listed products; the demo seller's shop also keeps a hidden draft
 * collection, for the seller screens and the "hidden collection is not found" case.
 */
export function buildDemoCollections(
  random: SeededRandom,
  index: DemoCatalogIndex,
  now: Date,
): DemoCollections {
  const out: DemoCollections = { collections: [], items: [] };
  for (const items of index.byShop.values()) {
    const listed = items.filter((p) => p.listed);
    const shop = items[0]?.shop;
    if (!shop || listed.length === 0) continue;
    const cosmetics = shop.spec.main === 'my-pham';
    const take = (n: number) => Math.min(listed.length, n);
    const plans: Array<{ title: string; products: DemoProductFacts[]; visible: boolean }> = [];
    if (listed.length >= 4) {
      const newest = [...listed].sort(
        (a, b) => (b.row.createdAt?.getTime() ?? 0) - (a.row.createdAt?.getTime() ?? 0),
      );
      const bestSelling = [...listed].sort((a, b) => (b.row.soldCount ?? 0) - (a.row.soldCount ?? 0));
      plans.push({ title: 'Hàng mới về', products: newest.slice(0, take(8)), visible: true });
      plans.push({ title: 'Bán chạy nhất', products: bestSelling.slice(0, take(8)), visible: true });
    }
    if (listed.length >= 8 || (listed.length >= 4 && random.chance(0.5))) {
      plans.push({
        title: random.pick(cosmetics ? THEMES.cosmetics : THEMES.fashion),
        products: random.sample(listed, random.int(4, take(10))),
        visible: true,
      });
    }
    if (shop.spec.owner === 'seller@demo.vn') {
      plans.push({
        title: 'Bộ sưu tập thu đông (nháp)',
        products: random.sample(listed, take(4)),
        visible: false,
      });
    }
    plans.forEach((plan, position) => {
      const id = randomUUID();
      const createdAt = new Date(now.getTime() - random.int(5, 90) * DAY_MS);
      out.collections.push({
        id,
        shopId: shop.id,
        title: plan.title,
        isVisible: plan.visible,
        coverKey: plan.products[0]?.imageKeys[0] ?? null,
        position,
        createdAt,
      });
      plan.products.forEach((p, i) => {
        out.items.push({ collectionId: id, productId: p.row.id, position: i });
      });
    });
  }
  return out;
}
