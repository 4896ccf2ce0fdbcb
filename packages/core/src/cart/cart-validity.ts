import type { ProductStatus, ShopStatus } from '../catalog/catalog-states';
import { LIMITS } from '../constants/limits';
import type { AppliedPromotion } from './promotion-price';

/**
 * Whether a cart line can be bought now, and how many units it may hold (product.md §3,
 * Cart: items become invalid). The cart shows invalid lines in their own
 * section with the reason in words, and the checkout refuses them.
 */

/** Why a line cannot be bought, most fundamental first. */
export const INVALID_REASONS = [
  'product_unavailable',
  'shop_paused',
  'variant_unavailable',
  'sold_out',
] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

export interface LineFacts {
  productStatus: ProductStatus;
  shopStatus: ShopStatus;
  shopPaused: boolean;
  variantActive: boolean;
  stock: number;
}

/**
 * The reason a line cannot be bought, or null when it can. A product not approved (hidden by
 * the seller, in review, rejected) or whose shop is not approved is unavailable; a paused shop
 * (the owner's vacation mode) comes back, so it gets its own words; then the variant itself:
 * switched off, or no stock.
 */
export function invalidReasonOf(facts: LineFacts): InvalidReason | null {
  if (facts.productStatus !== 'approved' || facts.shopStatus !== 'approved') return 'product_unavailable';
  if (facts.shopPaused) return 'shop_paused';
  if (!facts.variantActive) return 'variant_unavailable';
  if (facts.stock <= 0) return 'sold_out';
  return null;
}

/**
 * The most units a line may hold: the stock, the cart's line limit and, while the promotion
 * price applies, the promotion's per-order limit. 0 for a line that cannot be bought.
 */
export function maxQuantityOf(input: {
  invalidReason: InvalidReason | null;
  stock: number;
  promotion: Pick<AppliedPromotion, 'perOrderLimit'> | null;
}): number {
  if (input.invalidReason) return 0;
  const limits = [input.stock, LIMITS.cart.lineQuantityMax];
  if (input.promotion?.perOrderLimit != null) limits.push(input.promotion.perOrderLimit);
  return Math.max(0, Math.min(...limits));
}

/**
 * The cap of a line when a guest's cart joins an account's at login: its max quantity, or for
 * a line that cannot be bought (max 0) just the cart's line limit, so the line moves over
 * (and shows why it is invalid) instead of vanishing.
 */
export function mergeCapOf(maxQuantity: number): number {
  return maxQuantity > 0 ? maxQuantity : LIMITS.cart.lineQuantityMax;
}
