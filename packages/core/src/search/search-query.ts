import { SEARCH_LIMITS } from '../constants/search-limits';

const search = SEARCH_LIMITS;

/**
 * The parts of the search contract that pages need on every route (the header's search box,
 * sort tabs, links), kept free of zod so they do not bring the validation library with them.
 * The schema itself is in search-params.ts.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'best_selling', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The free-text attributes a buyer can filter on (gender is the closed set PRODUCT_GENDERS). */
export const FILTERABLE_ATTRIBUTES = [
  'style',
  'pattern',
  'collar',
  'season',
  'bodyShape',
  'origin',
  'material',
  'sleeveStyle',
] as const;
export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** The query-string fields of a search, in the order links write them (the schema's order). */
export const SEARCH_FIELDS = [
  'q',
  'category',
  'shop',
  'priceMin',
  'priceMax',
  'brand',
  'gender',
  'style',
  'pattern',
  'collar',
  'season',
  'bodyShape',
  'origin',
  'material',
  'sleeveStyle',
  'ratingMin',
  'country',
  'freeShipping',
  'onPromotion',
  'sort',
  'page',
  'pageSize',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Keeps a query usable whatever was pasted: at most queryMaxChars, cut at a word boundary. */
export function clampQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= search.queryMaxChars) return collapsed;
  const cut = collapsed.slice(0, search.queryMaxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The sort actually used: relevance only makes sense with words to rank by. */
export function effectiveSort(params: { q: string; sort?: SearchSort | undefined }): SearchSort {
  if (params.sort && !(params.sort === 'relevance' && params.q === '')) return params.sort;
  return params.q === '' ? 'best_selling' : 'relevance';
}
