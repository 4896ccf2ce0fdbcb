import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { queryRows } from '@cho-dep/db/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { createRelevanceCatalog } from './relevance-catalog.fixture';
import { searchCachesOf } from './search-cache';
import { SEARCH } from './search-catalog.fixture';
import { searchStatement } from './search-statement';

/**
 * Real shopper queries and the product that must come first (or in the first three): with
 * and without diacritics, typos, brands (Korean ones in Latin and Hangul), category words,
 * colour + item. Each expected product has a better-selling decoy that matches worse.
 */
const QUERIES: Array<[query: string, expected: string, within: 1 | 3]> = [
  ['áo sơ mi', 'shirt', 1],
  ['ao so mi', 'shirt', 1],
  ['ÁO SƠ MI NAM', 'shirt', 1],
  ['váy hoa', 'floral', 1],
  ['vay hoa', 'floral', 1],
  ['váy hao', 'floral', 1],
  ['vay hoa nhi', 'floral', 1],
  ['đầm đen', 'blackDress', 1],
  ['dam den', 'blackDress', 1],
  ['đầm công sở', 'officeDress', 1],
  ['dam cong so', 'officeDress', 1],
  ['innisfree', 'innisfree', 1],
  ['inisfree', 'innisfree', 1],
  ['이니스프리', 'innisfree', 1],
  ['laneige', 'laneige', 1],
  ['라네즈', 'laneige', 1],
  ['mat na ngu moi', 'laneige', 1],
  ['cosrx', 'cosrx', 1],
  ['COSRX sữa rửa mặt', 'cosrx', 1],
  ['sua rua mat', 'cosrx', 1],
  ['3ce', 'threeCe', 1],
  ['son kem lì', 'threeCe', 1],
  ['romand', 'romand', 1],
  ['롬앤', 'romand', 1],
  ['son tint', 'romand', 1],
  ['son', 'romand', 3],
  ['kem chống nắng', 'sunscreen', 1],
  ['kem chong nang', 'sunscreen', 1],
  ['serum vitamin c', 'serum', 1],
  ['nước hoa', 'perfume', 1],
  ['nuoc hoa hong', 'perfume', 1],
  ['quần jean nam', 'jeansMen', 1],
  ['quan jean nu', 'jeansWomen', 1],
  ['levis', 'jeansMen', 1],
  ['giày thể thao', 'sneakers', 1],
  ['giay the thao', 'sneakers', 1],
  ['túi xách', 'bag', 1],
  ['tui xach da', 'bag', 1],
  ['áo khoác', 'windbreaker', 1],
  ['ao khoac gio', 'windbreaker', 1],
  ['áo thun nam', 'tee', 1],
  ['coolmate', 'tee', 1],
];

describe('search relevance: what a shopper expects first', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await createRelevanceCatalog(t);
  });
  afterAll(() => t.close());

  async function search(q: string): Promise<SearchResultView> {
    const res = await t.api.request(`${SEARCH}?${new URLSearchParams({ q }).toString()}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: SearchResultView }).data;
  }

  it.each(QUERIES)('%s → %s (top %i)', async (query, expected, within) => {
    const result = await search(query);
    const top = result.items.slice(0, within).map((item) => item.id);
    expect(top, `top of '${query}': ${result.items.map((i) => i.name).join(' | ')}`).toContain(ids[expected]);
  });

  it('finds the same with the last word checked on the rows as through the text index', async () => {
    for (const [q] of QUERIES) {
      const terms = searchTermsOf(q);
      if (terms.length < 2) continue;
      const run = (prefixAsFilter: boolean) =>
        queryRows(
          t.ctx.database.db,
          searchStatement(
            terms,
            {},
            'relevance',
            { offset: 0, limit: 20 },
            t.ctx.now(),
            undefined,
            prefixAsFilter,
          ),
        );
      expect(await run(true), q).toEqual(await run(false));
    }
  });

  it('answers the same with the result cache on as with it off', async () => {
    const caches = searchCachesOf(t.ctx);
    const queries: Array<Record<string, string>> = [
      ...QUERIES.map(([q]) => ({ q })),
      { q: 'ao', sort: 'price_asc' },
      { q: 'kem', page: '2' },
    ];
    const request = async (params: Record<string, string>) => {
      const res = await t.api.request(`${SEARCH}?${new URLSearchParams(params).toString()}`);
      return ((await res.json()) as { data: SearchResultView }).data;
    };
    caches.enabled = false;
    const off = [];
    for (const params of queries) off.push(await request(params));
    caches.enabled = true;
    try {
      for (const [i, params] of queries.entries()) {
        // First answer fills the cache, the second comes from it: both equal the uncached one.
        expect(await request(params)).toEqual(off[i]);
        expect(await request(params)).toEqual(off[i]);
      }
    } finally {
      caches.enabled = false;
    }
  });
});
