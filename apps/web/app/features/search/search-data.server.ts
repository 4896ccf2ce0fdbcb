import { listCategoryTree } from '@cho-dep/api/products/catalog/catalog-queries';
import { runSearch } from '@cho-dep/api/search/search-service';
import { trendingKeywords } from '@cho-dep/api/search/suggestions';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { ServerContext } from '../../server-context';

/**
 * The search page reads the search service in-process: the same cached search the API
 * answers (GET /api/v1/public/products/search), noted the same way for trending keywords and
 * the signed-in buyer's recent searches.
 */
export function loadSearchResult(
  { app, info, user }: ServerContext,
  params: SearchParams,
): Promise<SearchResultView> {
  return runSearch(app, params, {
    userId: user?.userId,
    sessionId: info.sessionId,
    deviceId: info.deviceId,
    ip: info.ip,
  });
}

/** Trending keywords for the overlay's chips and the empty state's ideas. */
export function loadTrending({ app }: ServerContext): Promise<string[]> {
  return trendingKeywords(app);
}

/**
 * The name of the category filtered on, for its chip and the filter list when the facets do
 * not name it (nothing matched, or a shared link). Null for an unknown id.
 */
export async function loadCategoryName(
  { app, info }: ServerContext,
  id: string | undefined,
): Promise<string | null> {
  if (!id) return null;
  const tree = await listCategoryTree(app.database.db, app.storage.urlOf);
  const node = tree.flatMap((root) => [root, ...root.children]).find((category) => category.id === id);
  return node ? node.name[info.language] || node.name.vi : null;
}
