import { toSearchQuery } from '@cho-dep/core/search/search-href';
import type { SearchSort } from '@cho-dep/core/search/search-query';

/** The address of a category page with a sort and page (defaults left out, like search links). */
export function categoryHref(
  categoryId: string,
  state: { sort?: SearchSort; page?: number; pageSize?: number } = {},
): string {
  const query = toSearchQuery({ q: '', ...state });
  return query ? `/nganh-hang/${categoryId}?${query}` : `/nganh-hang/${categoryId}`;
}
