import { z } from 'zod';
import { SHOP_COUNTRIES } from '../catalog/catalog-states';
import { PRODUCT_GENDERS } from '../catalog/product-attributes';
import { LIMITS } from '../constants/limits';

/**
 * The contract of product search and listings (GET /api/v1/public/products/search, the
 * /tim-kiem page, category, shop and collection listings): one schema read from the query
 * string by the API and written by the pages. Values arrive as strings; empty ones are
 * dropped by the client (SPEC.md section 7), so every filter is optional.
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

const { search } = LIMITS;
const money = z.coerce.number().int().min(0).max(search.priceMax);
const flag = z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true');
const attributeValue = z.string().trim().min(1).max(60);

/** Keeps a query usable whatever was pasted: at most queryMaxChars, cut at a word boundary. */
export function clampQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= search.queryMaxChars) return collapsed;
  const cut = collapsed.slice(0, search.queryMaxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

export const searchParamsSchema = z
  .object({
    q: z.string().optional().default('').transform(clampQuery),
    category: z.uuid().optional(),
    shop: z.uuid().optional(),
    priceMin: money.optional(),
    priceMax: money.optional(),
    brand: attributeValue.optional(),
    gender: z.enum(PRODUCT_GENDERS).optional(),
    style: attributeValue.optional(),
    pattern: attributeValue.optional(),
    collar: attributeValue.optional(),
    season: attributeValue.optional(),
    bodyShape: attributeValue.optional(),
    origin: attributeValue.optional(),
    material: attributeValue.optional(),
    sleeveStyle: attributeValue.optional(),
    /** Products rated at least this many stars. */
    ratingMin: z.coerce.number().int().min(1).max(5).optional(),
    country: z.enum(SHOP_COUNTRIES).optional(),
    freeShipping: flag.optional(),
    onPromotion: flag.optional(),
    /** Default: relevance with a query, best-selling without one. */
    sort: z.enum(SEARCH_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(search.pageMax).optional().default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(search.pageSizeMax)
      .optional()
      .default(search.pageSizeDefault),
  })
  .refine((p) => p.priceMin === undefined || p.priceMax === undefined || p.priceMin <= p.priceMax, {
    path: ['priceMax'],
    message: 'validation.search.priceRange',
  });

export type SearchParams = z.output<typeof searchParamsSchema>;
export type SearchParamsInput = z.input<typeof searchParamsSchema>;

/** The sort actually used: relevance only makes sense with words to rank by. */
export function effectiveSort(params: Pick<SearchParams, 'q' | 'sort'>): SearchSort {
  if (params.sort && !(params.sort === 'relevance' && params.q === '')) return params.sort;
  return params.q === '' ? 'best_selling' : 'relevance';
}
