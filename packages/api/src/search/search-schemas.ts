import { SEARCH_SORTS } from '@cho-dep/core/search/search-query';
import type { SearchResultView, SearchSuggestionView } from '@cho-dep/core/search/search-result';
import { z } from '@hono/zod-openapi';
import { productCardSchema } from '../products/product-detail-schema';

/**
 * Response schemas of the search endpoints, for the OpenAPI document; each is typed against
 * the core view it describes, so the document cannot drift from what is answered.
 */
const names = z.object({ vi: z.string(), en: z.string(), ko: z.string() });

export const searchResultSchema: z.ZodType<SearchResultView> = z
  .object({
    items: z.array(productCardSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().openapi({ description: 'Matches, counted up to LIMITS.search.totalCountCap' }),
    totalIsCapped: z
      .boolean()
      .openapi({ description: 'true: there are more matches than `total` ("1000+")' }),
    sort: z.enum(SEARCH_SORTS),
    correctedQuery: z
      .string()
      .nullable()
      .openapi({ description: 'Set when the words as typed found nothing and a corrected query did' }),
    facets: z.object({
      brands: z.array(z.object({ value: z.string(), count: z.number().int() })),
      categories: z.array(z.object({ id: z.string(), name: names, count: z.number().int() })),
    }),
  })
  .openapi('SearchResult');

export const searchSuggestionSchema: z.ZodType<SearchSuggestionView> = z
  .object({
    queries: z.array(z.string()),
    categories: z.array(z.object({ id: z.string(), name: names })),
    shops: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() })),
  })
  .openapi('SearchSuggestions');

export const keywordsSchema = z.object({ keywords: z.array(z.string()) }).openapi('TrendingKeywords');
export const recentSchema = z.object({ queries: z.array(z.string()) }).openapi('RecentSearches');
