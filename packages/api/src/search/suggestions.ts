import { LIMITS } from '@cho-dep/core/constants/limits';
import { foldText } from '@cho-dep/core/search/fold-text';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import { tsQueryText } from '@cho-dep/core/search/search-plan';
import type { SearchSuggestionView } from '@cho-dep/core/search/search-result';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { imageUrl } from '../products/catalog/catalog-media';
import { type PopularQuery, popularQueries } from './search-activity';
import { isSearchCacheEnabled, searchCachesOf } from './search-cache';

/** With the cache on, suggestions and trending read the most popular queries from memory. */
const POPULAR_POOL = 500;

/**
 * The pool is kept for the cache's seconds even with SEARCH_CACHE=off, which switches off
 * cached search answers: trending is one aggregate of the whole search log that every search
 * page shows, and counting the log again for each page made the search page slower the more
 * people searched. Tests (NODE_ENV=test) read it fresh: they search, then ask for trending.
 */
async function popularPool(ctx: AppContext): Promise<PopularQuery[]> {
  const caches = searchCachesOf(ctx);
  const keep = caches.enabled || isSearchCacheEnabled(ctx.config.NODE_ENV, undefined);
  const cached = keep ? caches.popular.get('pool') : undefined;
  if (cached) return cached;
  const pool = await popularQueries(ctx, { limit: POPULAR_POOL });
  if (keep) caches.popular.set('pool', pool);
  return pool;
}

/** Trending keywords: what most people searched lately (and found), as most of them spelt it. */
export async function trendingKeywords(ctx: AppContext): Promise<string[]> {
  const pool = await popularPool(ctx);
  return pool.slice(0, LIMITS.search.trendingMax).map((row) => row.text);
}

async function popularCompletions(ctx: AppContext, prefix: string, max: number): Promise<PopularQuery[]> {
  if (searchCachesOf(ctx).enabled) {
    const pool = await popularPool(ctx);
    return pool.filter((row) => row.folded.startsWith(prefix)).slice(0, max);
  }
  return popularQueries(ctx, { limit: max, prefix });
}

/**
 * Suggestions while typing (GET /api/v1/public/search/suggestions?q=):
 * - queries: popular searches that start with what was typed, then names of the best-selling
 *   listed products matching it (every word, the last as a prefix), without repeats;
 * - categories whose name (any language, folded) contains the words;
 * - open shops whose folded name contains the words, most followed first.
 * Each list holds at most LIMITS.search.suggestionsMax entries; nothing typed, nothing suggested.
 */
export async function searchSuggestions(ctx: AppContext, q: string): Promise<SearchSuggestionView> {
  const terms = searchTermsOf(q);
  if (terms.length === 0) return { queries: [], categories: [], shops: [] };
  const max = LIMITS.search.suggestionsMax;
  const db = ctx.database.db;
  const typed = terms.join(' ');
  const match = tsQueryText(terms, { mode: 'all', prefixLast: true });

  const popular = await popularCompletions(ctx, typed, max);
  // Ids first from the covering index (index-only), then names for those few rows.
  const names = await queryRows<{ name: string }>(
    db,
    sql`SELECT p.name FROM (
          SELECT id, sold_count FROM products
          WHERE listed AND search @@ to_tsquery('simple', ${match})
          ORDER BY sold_count DESC, id DESC LIMIT ${max * 2}) top
        JOIN products p ON p.id = top.id
        ORDER BY top.sold_count DESC, top.id DESC`,
  );
  const queries: string[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const key = foldText(text).replace(/\s+/g, ' ').trim();
    if (queries.length >= max || key === '' || seen.has(key)) return;
    seen.add(key);
    queries.push(text);
  };
  for (const row of popular) add(row.text);
  for (const row of names) add(row.name.normalize('NFC').toLocaleLowerCase('vi'));

  const categoryRows = await queryRows<{ id: string; vi: string; en: string; ko: string }>(
    db,
    sql`SELECT c.id, c.name_vi AS vi, c.name_en AS en, c.name_ko AS ko
        FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
        WHERE c.is_visible AND (parent.id IS NULL OR parent.is_visible)
          AND to_tsvector('simple', vn_fold(c.name_vi || ' ' || c.name_en || ' ' || c.name_ko))
              @@ to_tsquery('simple', ${match})
        ORDER BY c.parent_id NULLS FIRST, c.position, c.id
        LIMIT ${max}`,
  );
  // Shop names: the words side by side anywhere in the folded name (pg_trgm index on vn_fold(name)).
  const shopRows = await queryRows<{ id: string; name: string; logo_key: string | null }>(
    db,
    sql`SELECT id, name, logo_key FROM shops
        WHERE status = 'approved' AND NOT is_paused AND vn_fold(name) LIKE ${`%${typed}%`}
        ORDER BY follower_count DESC, id
        LIMIT ${max}`,
  );
  return {
    queries,
    categories: categoryRows.map((c) => ({ id: c.id, name: { vi: c.vi, en: c.en, ko: c.ko } })),
    shops: shopRows.map((s) => ({
      id: s.id,
      name: s.name,
      logoUrl: imageUrl(ctx.storage.urlOf, s.logo_key, 200),
    })),
  };
}
