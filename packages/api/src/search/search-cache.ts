import { TtlLruCache } from '@cho-dep/core/cache/ttl-lru-cache';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { AppContext } from '../app/app-context';
import type { PopularQuery } from './search-activity';

/**
 * A small in-process cache of search answers: the same popular searches arrive many times a
 * minute, and a 30-second-old answer is as good as a fresh one. Least recently used entries
 * leave first; at most LIMITS.search.cacheMaxEntries are kept.
 *
 * Switch: SEARCH_CACHE=off (or 0 / false) turns it off, SEARCH_CACHE=on forces it on; unset,
 * it is on except under NODE_ENV=test (API tests write products and search straight after).
 * The benchmark reports both modes through this variable.
 */
export function isSearchCacheEnabled(nodeEnv: string, setting: string | undefined): boolean {
  const value = setting?.trim().toLowerCase();
  if (value === 'off' || value === '0' || value === 'false') return false;
  if (value === 'on' || value === '1' || value === 'true') return true;
  return nodeEnv !== 'test';
}

/** The key of a search: its words as searched (folded terms) and every other parameter, sorted. */
export function searchCacheKey(params: SearchParams): string {
  const { q, ...rest } = params;
  const sorted = Object.keys(rest)
    .sort()
    .map((key) => [key, rest[key as keyof typeof rest]] as const)
    .filter(([, value]) => value !== undefined);
  // Words typed but none searchable must not share the key of "no words".
  return JSON.stringify([searchTermsOf(q).join(' '), q !== '' && searchTermsOf(q).length === 0, sorted]);
}

export interface SearchCaches {
  enabled: boolean;
  results: TtlLruCache<SearchResultView>;
  /** Popular queries of the trending window, for suggestions and trending (one entry). */
  popular: TtlLruCache<PopularQuery[]>;
}

// One cache per application context (tests build several in one process; no module singleton state).
const byContext = new WeakMap<AppContext, SearchCaches>();

export function searchCachesOf(ctx: AppContext): SearchCaches {
  let caches = byContext.get(ctx);
  if (!caches) {
    const { cacheMaxEntries, cacheTtlSeconds } = LIMITS.search;
    caches = {
      enabled: isSearchCacheEnabled(ctx.config.NODE_ENV, ctx.config.SEARCH_CACHE),
      results: new TtlLruCache<SearchResultView>(cacheMaxEntries, cacheTtlSeconds * 1000),
      popular: new TtlLruCache<PopularQuery[]>(1, cacheTtlSeconds * 1000),
    };
    byContext.set(ctx, caches);
  }
  return caches;
}
