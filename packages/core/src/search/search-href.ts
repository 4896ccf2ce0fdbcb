import { SEARCH_LIMITS } from '../constants/search-limits';
import type { SearchParams } from './search-params';
import { effectiveSort, SEARCH_FIELDS } from './search-query';

/**
 * Writing searches as links (no zod here: the header, sort tabs and pagers use these on every
 * route). Reading them back from an address, with the schema, is search-url.ts.
 */
/** The search page (product.md §2). Its query string is the whole state of a search. */
export const SEARCH_PATH = '/tim-kiem';

const FIELDS = SEARCH_FIELDS;

/** A search to write: any subset of the parsed shape (defaults may be left out). */
export type SearchState = Partial<SearchParams>;

/**
 * The query string of a search, with empty and default values left out (product.md §7):
 * no `q=`, no `page=1`, no default page size, no sort equal to the default one, no false flag.
 */
export function toSearchQuery(state: SearchState): string {
  const out = new URLSearchParams();
  const q = state.q?.trim() ?? '';
  for (const field of FIELDS) {
    const value = state[field];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (field === 'q' && q === '') continue;
    if (field === 'page' && value === 1) continue;
    if (field === 'pageSize' && value === SEARCH_LIMITS.pageSizeDefault) continue;
    if (field === 'sort' && value === effectiveSort({ q, sort: undefined })) continue;
    out.set(field, value === true ? '1' : String(field === 'q' ? q : value));
  }
  return out.toString();
}

/** The link to a search, e.g. `/tim-kiem?q=%C3%A1o+thun&sort=price_asc`. */
export function searchHref(state: SearchState): string {
  const query = toSearchQuery(state);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * A search with some fields changed. Anything but a page change starts again at page 1:
 * page 7 of the old filters means nothing under the new ones.
 */
export function changeSearch(state: SearchState, patch: SearchState): SearchState {
  const next: SearchState = { ...state, ...patch };
  if (!('page' in patch)) delete next.page;
  for (const field of FIELDS) if (field in patch && patch[field] === undefined) delete next[field];
  return next;
}

/** Pages a result fills: at least one, never more than the deepest page the API serves. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.min(SEARCH_LIMITS.pageMax, Math.max(1, Math.ceil(total / Math.max(1, pageSize))));
}

/**
 * The page numbers to show around the current one, with null for a gap:
 * 1 … 4 5 [6] 7 8 … 20. Always the first and last page; `around` neighbours each side.
 */
export function paginationItems(page: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const p of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous === 2) items.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push(null);
    items.push(p);
  }
  return items;
}
