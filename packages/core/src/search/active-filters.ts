import { changeSearch, type SearchState } from './search-href';
import { FILTERABLE_ATTRIBUTES, type FilterableAttribute } from './search-query';

/** The filters one chip stands for; `price` is the pair priceMin / priceMax. */
export type FilterKey =
  | 'category'
  | 'shop'
  | 'price'
  | 'brand'
  | 'gender'
  | FilterableAttribute
  | 'ratingMin'
  | 'country'
  | 'freeShipping'
  | 'onPromotion';

export type ActiveFilter =
  | { key: 'price'; min: number | undefined; max: number | undefined }
  | { key: 'ratingMin'; value: number }
  | { key: 'freeShipping' | 'onPromotion' }
  | { key: Exclude<FilterKey, 'price' | 'ratingMin' | 'freeShipping' | 'onPromotion'>; value: string };

/** The order of the filter panel, which the chips follow. */
const ORDER: readonly FilterKey[] = [
  'category',
  'shop',
  'country',
  'brand',
  'price',
  'ratingMin',
  'freeShipping',
  'onPromotion',
  'gender',
  ...FILTERABLE_ATTRIBUTES,
];

/**
 * The filters in force, in the order the filter panel lists them: what the removable chips
 * show and what the "Lọc (3)" button counts. The query, sort and page are not filters.
 */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const key of ORDER) {
    if (key === 'price') {
      if (state.priceMin !== undefined || state.priceMax !== undefined) {
        out.push({ key, min: state.priceMin, max: state.priceMax });
      }
    } else if (key === 'ratingMin') {
      if (state.ratingMin !== undefined) out.push({ key, value: state.ratingMin });
    } else if (key === 'freeShipping' || key === 'onPromotion') {
      if (state[key]) out.push({ key });
    } else {
      const value = state[key];
      if (value) out.push({ key, value });
    }
  }
  return out;
}

/** The search without one filter (back to page 1). */
export function withoutFilter(state: SearchState, key: FilterKey): SearchState {
  if (key === 'price') return changeSearch(state, { priceMin: undefined, priceMax: undefined });
  return changeSearch(state, { [key]: undefined });
}

/** "Xoá tất cả": the same words and sort, no filters, page 1. */
export function withoutFilters(state: SearchState): SearchState {
  return { q: state.q, sort: state.sort, pageSize: state.pageSize };
}
