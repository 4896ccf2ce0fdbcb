import { z } from 'zod';
import { PRODUCT_GENDERS } from './product-genders';

/**
 * The descriptive attributes of a product (product.md §3): all optional, stored as one
 * jsonb document so new attributes need no migration. Values are short free texts chosen by
 * the seller from suggestions; `gender` is a closed set because listings filter on it.
 */

const attributeText = z.string().trim().min(1).max(60);

export const productAttributesSchema = z.object({
  gender: z.enum(PRODUCT_GENDERS).optional(),
  brand: attributeText.optional(),
  style: attributeText.optional(),
  pattern: attributeText.optional(),
  collar: attributeText.optional(),
  season: attributeText.optional(),
  bodyShape: attributeText.optional(),
  origin: attributeText.optional(),
  material: attributeText.optional(),
  sleeveStyle: attributeText.optional(),
});

export type ProductAttributes = z.infer<typeof productAttributesSchema>;

/** One chosen value of a classification on a variant, e.g. { name: 'Màu sắc', value: 'Đen' }. */
export interface VariantOptionValue {
  name: string;
  value: string;
  /** Storage key of the image shown for this value, when the seller gave one. */
  image: string | null;
}

/** A classification of a product (Màu sắc, Kích cỡ) with its values. */
export interface ProductOptionValue {
  value: string;
  image: string | null;
}
