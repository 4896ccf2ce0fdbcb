/**
 * Search's limits, apart from the rest of LIMITS (which holds them as LIMITS.search) because
 * the header's search box is on every page: its first download carries these numbers and not
 * the whole table.
 */
export const SEARCH_LIMITS = {
  /** Longer queries are cut here (on a word boundary), never refused: a 1,000-character paste still gets results. */
  queryMaxChars: 120,
  queryMaxWords: 12,
  pageSizeDefault: 20,
  pageSizeMax: 60,
  /** Deep pages are refused like Shopee-class stores do; nobody reads page 101. */
  pageMax: 100,
  /** Totals above this are shown as "1000+" so counting never scans every match. */
  totalCountCap: 1000,
  priceMax: 1_000_000_000,
  suggestionsMax: 8,
  recentMax: 10,
  trendingMax: 10,
  trendingWindowDays: 7,
  /** Brands and categories offered as filters beside the results (most common first). */
  facetValuesMax: 20,
  /** search_log rows (trending keywords) older than this are deleted. */
  logKeptDays: 30,
  /** The in-process result cache: answers live this long, and at most this many are kept. */
  cacheTtlSeconds: 30,
  cacheMaxEntries: 1000,
} as const;
