import { z } from 'zod';
import { SHOP_COUNTRIES } from '../catalog/catalog-states';
import { PRODUCT_GENDERS } from '../catalog/product-genders';
import { LIMITS } from '../constants/limits';
import { clampQuery, SEARCH_SORTS } from './search-query';

/**
 * The contract of product search and listings (GET /api/v1/public/products/search, the
 * /tim-kiem page, category, shop and collection listings): one schema read from the query
 * string by the API and written by the pages. Values arrive as strings; empty ones are
 * dropped by the client (product.md §7), so every filter is optional.
 */

const { search } = LIMITS;
const money = z.coerce.number().int().min(0).max(search.priceMax);
const flag = z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true');
const attributeValue = z.string().trim().min(1).max(60);

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
