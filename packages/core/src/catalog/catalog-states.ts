/**
 * The closed sets of the catalog (product.md §3 and §4). Tables, schemas and screens read
 * them from here so a status is never spelled twice.
 */

/** Product: a seller's draft, waiting for review (2–3 days), approved, rejected, or hidden by the seller. */
export const PRODUCT_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Shop application: submitted, then pending approval (reply within 48 h), then approved or rejected. */
export const SHOP_STATUSES = ['submitted', 'pending', 'approved', 'rejected'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** Where a shop sells from (product.md §3, Area). */
export const SHOP_COUNTRIES = ['VN', 'KO'] as const;
export type ShopCountry = (typeof SHOP_COUNTRIES)[number];

/** Personal/household business or registered enterprise. */
export const BUSINESS_TYPES = ['personal', 'enterprise'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * Return conditions a seller offers (product.md §5: at least one must be chosen). Codes,
 * so every language words them (i18n catalog.returnConditions).
 */
export const RETURN_CONDITIONS = [
  'defective',
  'wrong_item',
  'not_as_described',
  'damaged_in_transit',
] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The two top-level trades of the marketplace. */
export const CATEGORY_KINDS = ['fashion', 'cosmetics'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * Whether buyers may see a product in listings, search and on the home page: the product is
 * approved and its shop is approved and not paused by its owner.
 */
export function isProductListed(input: {
  productStatus: ProductStatus;
  shopStatus: ShopStatus;
  shopPaused: boolean;
}): boolean {
  return input.productStatus === 'approved' && input.shopStatus === 'approved' && !input.shopPaused;
}
