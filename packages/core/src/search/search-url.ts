import { type SearchParams, searchParamsSchema } from './search-params';
import { SEARCH_FIELDS, type SearchField } from './search-query';

/** Reading a search back from an address, with the schema. Writing links: search-href.ts. */

type Field = SearchField;
const FIELDS = SEARCH_FIELDS;

function isField(key: PropertyKey | undefined): key is Field {
  return typeof key === 'string' && (FIELDS as readonly string[]).includes(key);
}

export interface ParsedSearchUrl {
  params: SearchParams;
  /** Fields present in the address but unusable (bad values, priceMin above priceMax): ignored. */
  dropped: Field[];
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
