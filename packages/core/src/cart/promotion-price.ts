/**
 * What a buyer pays for one unit of a variant (SPEC.md section 3, Promotion program; issue 4
 * scope 3): the price of the best running promotion that still has units, else the variant's
 * own sale price, else its regular price. The cart shows it and the checkout charges it, so
 * both call this one function. Pure: the caller loads the running promotion items (product-wide
 * ones and those of this very variant) and says nothing about time here.
 */

/** A running promotion item covering the variant (its product as a whole, or this variant). */
export interface PromotionOffer {
  promotionItemId: string;
  discountedPrice: number;
  /** Units still sold at the program price: the item's stock minus its sold count. */
  remaining: number;
  /** Units one order may buy at the program price; null = no limit. */
  perOrderLimit: number | null;
  /** Units one buyer may buy at the program price over all their orders; null = no limit. */
  perUserLimit: number | null;
}

/** The promotion a line gets, as the cart and the checkout carry it. */
export interface AppliedPromotion {
  promotionItemId: string;
  remaining: number;
  perOrderLimit: number | null;
  perUserLimit: number | null;
}

export interface UnitPrice {
  /** What one unit costs the buyer now, in dong. */
  unitPrice: number;
  /** The variant's regular price (struck through when higher than unitPrice). */
  originalPrice: number;
  promotion: AppliedPromotion | null;
}

/**
 * Picks the offer the buyer gets: among the offers with units left and a price below what
 * the buyer would pay without them (a "promotion" that costs more is no promotion), the
 * lowest price; on equal prices the one with most units left (it lasts longest), then the
 * smaller id so the choice never depends on the order the database returned rows in.
 */
export function bestPromotion(
  variant: { price: number; salePrice: number | null },
  offers: readonly PromotionOffer[],
): PromotionOffer | null {
  const regular = variant.salePrice ?? variant.price;
  let best: PromotionOffer | null = null;
  for (const offer of offers) {
    if (offer.remaining <= 0 || offer.discountedPrice >= regular) continue;
    if (
      !best ||
      offer.discountedPrice < best.discountedPrice ||
      (offer.discountedPrice === best.discountedPrice &&
        (offer.remaining > best.remaining ||
          (offer.remaining === best.remaining && offer.promotionItemId < best.promotionItemId)))
    ) {
      best = offer;
    }
  }
  return best;
}

/** The unit price of a variant given the running offers that cover it. */
export function unitPriceOf(
  variant: { price: number; salePrice: number | null },
  offers: readonly PromotionOffer[],
): UnitPrice {
  const offer = bestPromotion(variant, offers);
  if (!offer) {
    return { unitPrice: variant.salePrice ?? variant.price, originalPrice: variant.price, promotion: null };
  }
  return {
    unitPrice: offer.discountedPrice,
    originalPrice: variant.price,
    promotion: {
      promotionItemId: offer.promotionItemId,
      remaining: offer.remaining,
      perOrderLimit: offer.perOrderLimit,
      perUserLimit: offer.perUserLimit,
    },
  };
}
