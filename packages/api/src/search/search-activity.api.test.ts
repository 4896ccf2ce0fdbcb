import { LIMITS } from '@cho-dep/core/constants/limits';
import { foldText } from '@cho-dep/core/search/fold-text';
import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import type { SearchResultView, SearchSuggestionView } from '@cho-dep/core/search/search-result';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertSearchProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { flushSearchActivity, pruneSearchLog, recordSearch } from './search-activity';
import { searchCachesOf } from './search-cache';
import { searchProducts } from './search-products';
import { isSearchVocabularyEmpty, refreshSearchVocabulary } from './search-vocabulary';

const DAY = 86_400_000;

describe('search activity, suggestions and vocabulary', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let categoryId: string;

  async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
    const res = await t.api.request(path, { headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }
  const searchAs = (q: string, session: string, extra = '') =>
    get<SearchResultView>(`/api/v1/public/products/search?q=${encodeURIComponent(q)}${extra}`, {
      'x-session-id': session,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const top = await insertCategory(db, { slug: 'a-nu', vi: 'Nữ', en: 'Women', ko: '여성' });
    categoryId = await insertCategory(db, {
      slug: 'a-dam',
      vi: 'Đầm',
      en: 'Dresses',
      ko: '원피스',
      parentId: top,
    });
    const shop = await insertTestShop(db, { name: 'Đầm Xinh Boutique', followerCount: 10 });
    await insertTestShop(db, { name: 'Đầm Đẹp Đóng Cửa', isPaused: true, followerCount: 99 });
    await insertSearchProduct(db, {
      shopId: shop.id,
      categoryId,
      name: 'Đầm maxi hoa nhí đi biển',
      soldCount: 9,
    });
    await insertSearchProduct(db, { shopId: shop.id, categoryId, name: 'Đầm suông công sở', soldCount: 20 });
    await insertSearchProduct(db, { shopId: shop.id, categoryId, name: 'Áo thun cotton 2024', soldCount: 5 });
    await insertSearchProduct(db, {
      shopId: shop.id,
      categoryId,
      name: 'Áo thun ẩn đi',
      status: 'hidden',
      soldCount: 500,
    });
  });
  afterAll(() => t.close());

  describe('vocabulary', () => {
    it('is rebuilt from listed product words, without numbers or one-letter words', async () => {
      expect(await isSearchVocabularyEmpty(t.ctx)).toBe(true);
      const { terms } = await refreshSearchVocabulary(t.ctx);
      const rows = await queryRows<{ term: string; doc_count: number }>(
        t.ctx.database.db,
        sql`SELECT term, doc_count FROM search_terms ORDER BY term`,
      );
      expect(rows).toHaveLength(terms);
      const byTerm = new Map(rows.map((row) => [row.term, Number(row.doc_count)]));
      expect(byTerm.get('dam')).toBe(2);
      expect(byTerm.get('maxi')).toBe(1);
      expect(byTerm.has('2024')).toBe(false);
      // The hidden product's words are not in the vocabulary ('an' is only in its name).
      expect(byTerm.has('an')).toBe(false);
      expect(await isSearchVocabularyEmpty(t.ctx)).toBe(false);
      // A second refresh replaces, not adds.
      expect((await refreshSearchVocabulary(t.ctx)).terms).toBe(terms);
    });
  });

  it('folds in JavaScript exactly as vn_fold does in the database', async () => {
    const samples = [
      'Áo thun',
      'ĐẦM MAXI',
      'hoà',
      'hòa',
      'hoà'.normalize('NFD'),
      'Quần ống rộng ưu đãi',
      'Sơ mi lụa mỏng',
      'Kem chống nắng',
      'thuỷ thủy',
      '티셔츠 원피스',
      'Size 42 & 43!',
      'Ærø Straße',
      'Nguyễn Thị Lan',
      'Đặng Văn Ơn',
      'ỨNG DỤNG',
      'Phở bò',
    ];
    for (const text of samples) {
      const [row] = await queryRows<{ folded: string }>(
        t.ctx.database.db,
        sql`SELECT vn_fold(${text}) AS folded`,
      );
      expect(foldText(text), text).toBe(row?.folded);
    }
  });

  describe('suggestions', () => {
    it('completes from product names, best sellers first, and finds categories and open shops', async () => {
      const data = await get<SearchSuggestionView>('/api/v1/public/search/suggestions?q=dam');
      expect(data.queries).toEqual(['đầm suông công sở', 'đầm maxi hoa nhí đi biển']);
      expect(data.categories).toEqual([{ id: categoryId, name: { vi: 'Đầm', en: 'Dresses', ko: '원피스' } }]);
      expect(data.shops.map((s) => s.name)).toEqual(['Đầm Xinh Boutique']);
      expect(data.shops[0]?.logoUrl).toBe('/media/catalog/shops/test-logo-200.webp');
    });

    it('answers empty lists for nothing or symbols, and never fails on odd input', async () => {
      for (const q of ['', '   ', '&|!:*()', '😀', "' OR 1=1 --", 'x'.repeat(1000)]) {
        const data = await get<SearchSuggestionView>(
          `/api/v1/public/search/suggestions?q=${encodeURIComponent(q)}`,
        );
        expect(Array.isArray(data.queries)).toBe(true);
      }
      expect(await get<SearchSuggestionView>('/api/v1/public/search/suggestions')).toEqual({
        queries: [],
        categories: [],
        shops: [],
      });
    });

    it('puts popular searches first', async () => {
      await searchAs('Đầm maxi', 's-pop-1');
      await searchAs('đầm maxi', 's-pop-2');
      const data = await get<SearchSuggestionView>('/api/v1/public/search/suggestions?q=dam%20m');
      expect(data.queries[0]).toBe('đầm maxi');
      // The product name completes after it, without repeating the same words.
      expect(data.queries).toEqual(['đầm maxi', 'đầm maxi hoa nhí đi biển']);
    });
  });

  describe('trending', () => {
    it('counts people, not requests, and only searches that found something', async () => {
      // 'đầm suông': three people; 'áo thun': one person searching many times; a fruitless one.
      for (const session of ['t-1', 't-2', 't-3']) await searchAs('Đầm suông', session);
      for (let i = 0; i < 5; i++) await searchAs('áo thun', 't-4');
      for (const session of ['t-5', 't-6', 't-7', 't-8']) await searchAs('khong co gi', session);
      // Turning pages is not searching again.
      for (const session of ['t-9', 't-10', 't-11', 't-12']) await searchAs('áo thun', session, '&page=2');
      const { keywords } = await get<{ keywords: string[] }>('/api/v1/public/search/trending');
      expect(keywords.slice(0, 3)).toEqual(['đầm suông', 'đầm maxi', 'áo thun']);
      expect(keywords).not.toContain('khong co gi');
      expect(keywords.length).toBeLessThanOrEqual(LIMITS.search.trendingMax);
    });

    it('logs the actor: user, else session, device, guest or address', async () => {
      const rows = await queryRows<{ actor_key: string }>(
        t.ctx.database.db,
        sql`SELECT DISTINCT actor_key FROM search_log WHERE query_folded = 'ao thun'`,
      );
      expect(rows.map((row) => row.actor_key)).toEqual(['s:t-4']);
      await t.api.request('/api/v1/public/products/search?q=dam%20xoe', { headers: { from: 'device-7' } });
      await t.api.request('/api/v1/public/products/search?q=dam%20xoe');
      await flushSearchActivity(t.ctx);
      const keys = await queryRows<{ actor_key: string }>(
        t.ctx.database.db,
        sql`SELECT actor_key FROM search_log WHERE query_folded = 'dam xoe' ORDER BY id`,
      );
      expect(keys.map((row) => row.actor_key)).toEqual(['d:device-7', 'ip:127.0.0.1']);
    });

    it('forgets searches older than the window, and prunes the log after 30 days', async () => {
      const db = t.ctx.database.db;
      const old = new Date(t.ctx.now().getTime() - (LIMITS.search.trendingWindowDays + 1) * DAY);
      const ancient = new Date(t.ctx.now().getTime() - (LIMITS.search.logKeptDays + 1) * DAY);
      await db.execute(sql`INSERT INTO search_log (query_folded, query_text, actor_key, result_count, created_at)
        SELECT 'vay cu', 'váy cũ', 'old-' || g, 3, ${old.toISOString()}::timestamptz FROM generate_series(1, 9) g`);
      await db.execute(sql`INSERT INTO search_log (query_folded, query_text, actor_key, result_count, created_at)
        VALUES ('rat cu', 'rất cũ', 'x', 1, ${ancient.toISOString()}::timestamptz)`);
      const { keywords } = await get<{ keywords: string[] }>('/api/v1/public/search/trending');
      expect(keywords).not.toContain('váy cũ');
      expect(await pruneSearchLog(t.ctx)).toBe(1);
      const left = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM search_log WHERE query_folded = 'vay cu'`,
      );
      expect(left[0]?.n).toBe(9);
    });
  });

  describe('recent searches', () => {
    it('keeps a signed-in buyer’s searches, newest first, once each, at most recentMax', async () => {
      const user = await insertSignedInUser(t.ctx);
      const search = (q: string) => {
        // A second apart, so "newest first" never meets a tie.
        t.advance(1000);
        return t.api.request(`/api/v1/public/products/search?q=${encodeURIComponent(q)}`, {
          headers: user.headers,
        });
      };
      await search('Đầm maxi');
      await search('áo thun');
      await search('ĐẦM MAXI');
      // Symbols only: nothing to remember.
      await search('!!!');
      const recent = await get<{ queries: string[] }>('/api/v1/mobile/search/recent', user.headers);
      expect(recent.queries).toEqual(['ĐẦM MAXI', 'áo thun']);

      for (let i = 1; i <= LIMITS.search.recentMax + 2; i++) await search(`tim kiem ${i}`);
      const full = await get<{ queries: string[] }>('/api/v1/mobile/search/recent', user.headers);
      expect(full.queries).toHaveLength(LIMITS.search.recentMax);
      expect(full.queries[0]).toBe(`tim kiem ${LIMITS.search.recentMax + 2}`);

      const cleared = await t.api.request('/api/v1/mobile/search/recent', {
        method: 'DELETE',
        headers: user.headers,
      });
      expect(cleared.status).toBe(200);
      expect(await cleared.json()).toEqual({ data: { queries: [] } });
      expect(
        (await get<{ queries: string[] }>('/api/v1/mobile/search/recent', user.headers)).queries,
      ).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      expect((await t.api.request('/api/v1/mobile/search/recent')).status).toBe(401);
      expect((await t.api.request('/api/v1/mobile/search/recent', { method: 'DELETE' })).status).toBe(401);
    });
  });

  describe('result cache', () => {
    it('answers the same search from memory until it expires, keyed by the words as searched', async () => {
      const caches = searchCachesOf(t.ctx);
      caches.enabled = true;
      try {
        const before = await searchAs('dam cong so', 'c-1');
        expect(before.total).toBe(1);
        await insertSearchProduct(t.ctx.database.db, {
          shopId: (await insertTestShop(t.ctx.database.db, { name: 'Shop Mới' })).id,
          categoryId,
          name: 'Đầm công sở mới về',
        });
        // Accents and symbols do not change the key: still the cached answer.
        expect((await searchAs('Đầm công sở!', 'c-2')).total).toBe(1);
        caches.results.clear();
        expect((await searchAs('dam cong so', 'c-3')).total).toBe(2);
      } finally {
        caches.enabled = false;
        caches.results.clear();
      }
    });
  });

  it('records nothing for a search without words', async () => {
    recordSearch(t.ctx, { q: '&&&', actor: { ip: '1.2.3.4' }, resultCount: 3 });
    await flushSearchActivity(t.ctx);
    const rows = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM search_log WHERE actor_key = 'ip:1.2.3.4'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('runs searches directly from a page loader', async () => {
    const result = await searchProducts(t.ctx.database.db, searchParamsSchema.parse({ q: 'dam' }), {
      now: t.ctx.now(),
      urlOf: t.ctx.storage.urlOf,
    });
    expect(result.items.map((item) => item.name)).toContain('Đầm maxi hoa nhí đi biển');
  });
});
