import { LIMITS } from '../constants/limits';
import { effectiveSort, type SearchParams, searchParamsSchema } from './search-params';

/** The search page (SPEC.md section 2). Its query string is the whole state of a search. */
export const SEARCH_PATH = '/tim-kiem';

type Field = keyof SearchParams;

/** Query-string order: the query, then filters, then sort and page, so equal searches give equal URLs. */
const FIELDS = Object.keys(searchParamsSchema.shape) as Field[];

export interface ParsedSearchUrl {
  params: SearchParams;
  /** Fields present in the address but unusable (bad values, priceMin above priceMax): ignored. */
  dropped: Field[];
}

function isField(key: PropertyKey | undefined): key is Field {
  return typeof key === 'string' && (FIELDS as string[]).includes(key);
}

/**
 * Reads a search from the address bar without ever failing: people edit, truncate and share
 * these links, so a bad value drops that one filter (and is reported) instead of the page.
 * Empty values count as absent; a repeated key keeps its first value.
 */
export function parseSearchUrl(query: URLSearchParams): ParsedSearchUrl {
  const raw: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const value = query.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value;
  }
  const dropped: Field[] = [];
  // Each round removes the fields the schema complained about; the object-level price check
  // only runs once the fields themselves pass, so a few rounds may be needed.
  for (let round = 0; round <= FIELDS.length; round++) {
    const result = searchParamsSchema.safeParse(raw);
    if (result.success) return { params: result.data, dropped };
    const bad = new Set(result.error.issues.map((issue) => issue.path[0]).filter(isField));
    if (bad.size === 0) break;
    for (const field of bad) {
      delete raw[field];
      dropped.push(field);
    }
  }
  return {
    params: searchParamsSchema.parse({}),
    dropped: [...dropped, ...FIELDS.filter((f) => raw[f] !== undefined)],
  };
}

/** A search to write: any subset of the parsed shape (defaults may be left out). */
export type SearchState = Partial<SearchParams>;

/**
 * The query string of a search, with empty and default values left out (SPEC.md section 7):
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
    if (field === 'pageSize' && value === LIMITS.search.pageSizeDefault) continue;
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
  return Math.min(LIMITS.search.pageMax, Math.max(1, Math.ceil(total / Math.max(1, pageSize))));
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
