import type { ProductCardView } from '../catalog/product-card';
import type { SearchSort } from './search-query';

/** The answer of product search and listings (data of GET /api/v1/public/products/search). */
export interface SearchResultView {
  items: ProductCardView[];
  page: number;
  pageSize: number;
  /** Matches counted up to LIMITS.search.totalCountCap; `totalIsCapped` says there are more. */
  total: number;
  totalIsCapped: boolean;
  sort: SearchSort;
  /** The query with typos corrected when the words as typed found nothing ("dam maxy" -> "dam maxi"). */
  correctedQuery: string | null;
  /** Filter choices present among the matches (brands, categories), most common first. */
  facets: {
    brands: { value: string; count: number }[];
    categories: { id: string; name: { vi: string; en: string; ko: string }; count: number }[];
  };
}

export interface SearchSuggestionView {
  /** Completions of what was typed, from popular searches and product names. */
  queries: string[];
  categories: { id: string; name: { vi: string; en: string; ko: string } }[];
  shops: { id: string; name: string; logoUrl: string | null }[];
}
