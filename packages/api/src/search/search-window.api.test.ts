import { LIMITS } from '@cho-dep/core/constants/limits';
import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { searchProducts } from './search-products';
import { refreshSearchVocabulary } from './search-vocabulary';
import type { WalkTuning } from './search-window';

/**
 * More matches than the counting cap: the capped total, the candidate window and the pages
 * past it, through both ways the statement finds the window (walking the best-selling index
 * when the vocabulary says the words are common, the text index otherwise): same answers.
 */
const COUNT = 1_200;

describe('search beyond the window', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let expected: { bestSelling: string[]; newest: string[]; priceAsc: string[]; cheap: Set<string> };
  let categoryId: string;

  async function search(query: Record<string, string | number>): Promise<SearchResultView> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.api.request(`/api/v1/public/products/search?${qs.toString()}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: SearchResultView }).data;
  }

  async function allPages(query: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; page <= COUNT / 60 + 1; page++) {
      const result = await search({ ...query, page, pageSize: 60 });
      expect(result.total).toBe(LIMITS.search.totalCountCap);
      expect(result.totalIsCapped).toBe(true);
      ids.push(...result.items.map((item) => item.id));
    }
    return ids;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    categoryId = await insertCategory(db, { slug: 'w-vay', vi: 'Váy', en: 'Skirts', ko: '치마' });
    const shop = await insertTestShop(db, { name: 'Shop Váy' });
    // Many ties in sales, price and date, so only the id keeps the order total.
    await db.execute(sql`
      INSERT INTO products (shop_id, category_id, name, slug, status, price, sold_count, created_at,
                            weight_grams, preparation_days, return_days)
      SELECT ${shop.id}::uuid, ${categoryId}::uuid, 'Váy xòe mẫu ' || g, 'vay-xoe-' || g, 'approved',
             100000 + (g % 7) * 1000, g % 50, timestamptz '2025-01-01' + (g % 11) * interval '1 day', 200, 5, 7
      FROM generate_series(1, ${COUNT}) g`);
    // The planner and the fast path read the table's size from its statistics.
    await t.ctx.database.exec('ANALYZE products');
    const rows = await queryRows<{
      id: string;
      sold_count: number;
      created_at: string;
      effective_price: number;
    }>(
      db,
      sql`SELECT id::text AS id, sold_count, created_at::text AS created_at, effective_price FROM products WHERE listed`,
    );
    expected = {
      cheap: new Set(rows.filter((r) => Number(r.effective_price) === 100_000).map((r) => r.id)),
      bestSelling: [...rows]
        .sort((a, b) => Number(b.sold_count) - Number(a.sold_count) || (a.id < b.id ? 1 : -1))
        .map((r) => r.id),
      newest: [...rows]
        .sort((a, b) =>
          a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
        )
        .map((r) => r.id),
      priceAsc: [...rows]
        .sort((a, b) => Number(a.effective_price) - Number(b.effective_price) || (a.id < b.id ? -1 : 1))
        .map((r) => r.id),
    };
  });
  afterAll(() => t.close());

  for (const vocabulary of ['without', 'with'] as const) {
    it(`pages through every match in a stable order (${vocabulary} a vocabulary)`, async () => {
      if (vocabulary === 'with') await refreshSearchVocabulary(t.ctx);
      // Same words everywhere: relevance ties, so it is the best-selling order.
      expect(await allPages({ q: 'vay xoe' })).toEqual(expected.bestSelling);
      expect(await allPages({ q: 'vay xoe', sort: 'best_selling' })).toEqual(expected.bestSelling);
      expect(await allPages({ q: 'vay xo', sort: 'newest' })).toEqual(expected.newest);
      expect(await allPages({ q: 'VÁY', sort: 'price_asc' })).toEqual(expected.priceAsc);
      expect(await allPages({ sort: 'price_asc' })).toEqual(expected.priceAsc);
      // A category without sub-categories is matched by `=` (its own price index).
      expect(await allPages({ category: categoryId, sort: 'price_asc' })).toEqual(expected.priceAsc);
    });
  }

  it('gives the same pages whichever way the window is found (probe, or the sales tiers)', async () => {
    // 1,200 matching products sold 0 to 49: a probe of 1,100 entries fills the window; a
    // probe of 300 cannot, so the tiers are read (with bounds inside the test's sales, two
    // and three of them); with a price filter (171 matches) the probe falls short too.
    // Beyond the cap, price and newest sort the matches unless the words are in more than
    // sortMatchesMax products: 0 makes them walk their index instead.
    const tunings: WalkTuning[] = [
      { probeRows: 1_100 },
      { probeRows: 300 },
      { probeRows: 300, tierBounds: [25] },
      { probeRows: 300, tierBounds: [40, 10] },
    ];
    let walk: WalkTuning = { probeRows: 1_100 };
    const run = (input: Record<string, string>) =>
      searchProducts(t.ctx.database.db, searchParamsSchema.parse(input), {
        now: t.ctx.now(),
        urlOf: t.ctx.storage.urlOf,
        walk,
      });
    for (const tuning of tunings) {
      walk = tuning;
      const filtered = await run({ q: 'vay xoe', priceMax: '100000', pageSize: '60' });
      expect(filtered.total).toBe(171);
      expect(filtered.items.map((item) => item.id)).toEqual(
        expected.bestSelling.filter((id) => expected.cheap.has(id)).slice(0, 60),
      );
    }
    const paged: WalkTuning[] = [
      { probeRows: 1_100 },
      { probeRows: 300, sortMatchesMax: 0 },
      { probeRows: 300, tierBounds: [40, 10] },
    ];
    for (const tuning of paged) {
      walk = tuning;
      for (const [sort, order] of [
        ['relevance', expected.bestSelling],
        ['newest', expected.newest],
        ['price_asc', expected.priceAsc],
      ] as const) {
        const ids: string[] = [];
        for (let page = 1; page <= COUNT / 60; page++) {
          const result = await run({ q: 'vay xoe', sort, page: String(page), pageSize: '60' });
          expect(result.totalIsCapped).toBe(true);
          ids.push(...result.items.map((item) => item.id));
        }
        expect(ids).toEqual(order);
      }
    }
  }, 120_000);

  it('counts and facets over the window, and filters inside it', async () => {
    const result = await search({ q: 'vay xoe', priceMax: 100_000 });
    // g % 7 = 0: 171 products at 100,000.
    expect(result.total).toBe(171);
    expect(result.totalIsCapped).toBe(false);
    const all = await search({ q: 'vay xoe mau' });
    expect(all.facets.categories).toEqual([
      expect.objectContaining({
        name: { vi: 'Váy', en: 'Skirts', ko: '치마' },
        count: LIMITS.search.totalCountCap + 1,
      }),
    ]);
  });
});
