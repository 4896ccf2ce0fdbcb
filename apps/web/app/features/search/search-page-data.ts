import type { Language } from '@cho-dep/core/locale/locales';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';

/** What the /tim-kiem loader gives the page. */
export interface SearchPageData {
  params: SearchParams;
  /** Null when the search failed: the page shows its error state, not a 500. */
  result: SearchResultView | null;
  /** Trending keywords for the overlay and the empty state (may be empty). */
  trending: string[];
  /** The name of the category filtered on (the facets may not list it). */
  categoryName: string | null;
  signedIn: boolean;
  language: Language;
}
