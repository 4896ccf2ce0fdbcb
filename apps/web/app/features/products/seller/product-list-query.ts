import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  PRODUCT_SORTS,
  PRODUCT_TABS,
  type ProductListQuery,
  type ProductSort,
  type ProductTab,
} from './products-api';

export const PRODUCT_LIST_PATH = '/ban-hang/quan-ly-san-pham';

/**
 * The list's view as the address carries it: ?tab=&q=&sort=&page=. Read leniently: a link
 * edited by hand shows the list with the bad part dropped (the API refuses bad input itself).
 */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  const tab = params.get('tab') ?? 'all';
  const sort = params.get('sort') ?? 'newest';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    tab: (PRODUCT_TABS as readonly string[]).includes(tab) ? (tab as ProductTab) : 'all',
    q: (params.get('q') ?? '').trim().slice(0, LIMITS.product.sellerSearchMax),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'newest',
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list URL for `query` with `changes`; changing anything but the page goes back to page 1. */
export function productListHref(query: ProductListQuery, changes: Partial<ProductListQuery> = {}): string {
  const next = { ...query, ...changes };
  if (!('page' in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.tab !== 'all') params.set('tab', next.tab);
  if (next.q) params.set('q', next.q);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return `${PRODUCT_LIST_PATH}${search ? `?${search}` : ''}`;
}
