import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const L = LIMITS.shopCategories;

/**
 * A shop category as the seller centre's form and the API send it. product.md §5 reads
 * "at least 5 characters" in one place and "longer than 5" in another: we take at least 5
 * (docs/decisions), counted after trimming. Product ids are the shop's own, in display order;
 * the server checks they belong to the shop.
 */
export const shopCategoryInputSchema = z.object({
  title: z.string().trim().min(L.titleMin, 'validation.shopCategory.titleMin').max(L.titleMax),
  productIds: z
    .array(z.uuid())
    .max(L.productsMax)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.shopCategory.duplicateProduct')
    .default([]),
});

export type ShopCategoryInput = z.infer<typeof shopCategoryInputSchema>;

/** Showing or hiding a category (product.md §4: toggled after a confirmation). */
export const shopCategoryVisibilitySchema = z.object({ visible: z.boolean() });
