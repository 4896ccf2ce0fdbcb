import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { AppContext } from '../app/app-context';
import { recordSearch, type SearchActor } from './search-activity';
import { searchCacheKey, searchCachesOf } from './search-cache';
import { searchProducts } from './search-products';

// Identical searches arriving together share one database run (per context).
const inFlight = new WeakMap<AppContext, Map<string, Promise<SearchResultView>>>();

function runShared(ctx: AppContext, key: string, run: () => Promise<SearchResultView>) {
  let running = inFlight.get(ctx);
  if (!running) {
    running = new Map();
    inFlight.set(ctx, running);
  }
  const existing = running.get(key);
  if (existing) return existing;
  const map = running;
  const promise = run().finally(() => map.delete(key));
  map.set(key, promise);
  return promise;
}

/**
 * A search as the API answers it: from the result cache when it is on (search-cache.ts),
 * else from the database; then noted for trending and the buyer's recent searches (the first
 * page of a query with words only: turning pages is not searching again). A query whose words
 * found nothing counts as fruitless even when a correction found something.
 */
export async function runSearch(
  ctx: AppContext,
  params: SearchParams,
  actor: SearchActor,
): Promise<SearchResultView> {
  const caches = searchCachesOf(ctx);
  const search = () =>
    searchProducts(ctx.database.db, params, {
      now: ctx.now(),
      urlOf: ctx.storage.urlOf,
    });
  let result: SearchResultView;
  if (caches.enabled) {
    const key = searchCacheKey(params);
    const cached = caches.results.get(key);
    if (cached) {
      result = cached;
    } else {
      result = await runShared(ctx, key, search);
      caches.results.set(key, result);
    }
  } else {
    result = await search();
  }
  if (params.q !== '' && params.page === 1) {
    recordSearch(ctx, { q: params.q, actor, resultCount: result.correctedQuery ? 0 : result.total });
  }
  return result;
}
