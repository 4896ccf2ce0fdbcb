/**
 * What a buyer pays for one unit of a variant (product.md §3, Promotion
 * program): the price of the best running promotion that still has units, else the variant's
 * own sale price, else its regular price. The cart shows it and the checkout charges it, so
 * both call this one function. Pure: the caller loads the running promotion items (product-wide
 * ones and those of this very variant) and says nothing about time here.
 */

/**
 * What a promotion item says about price, as stored in promotion_items: the program price
 * the seller set (for the price the variant had then), an optional cap on the discount of one
 * unit, and, for rows that store a percent instead (campaigns), that percent.
 */
export interface PromotionTerms {
  /** The program price, in dong. Ignored when discountPercent is given. */
  discountedPrice: number;
  /** The most one unit may lose, in dong; null or absent = no cap. */
  maxDiscount?: number | null;
  /** Percent off the buyer's price (1-100); null or absent = use discountedPrice. */
  discountPercent?: number | null;
}

/**
 * The unit price a promotion item gives a variant whose buyer would otherwise pay `basePrice`
 * (its sale price, else its price), in whole dong (product.md §3, "discount, max discount"):
 * `basePrice - min(discount, maxDiscount)`, where the discount is `basePrice - discountedPrice`
 * or, for a percent, `floor(basePrice * percent / 100)`. Rounding: a percent discount is
 * rounded down to the whole dong, so the buyer's price is rounded up and a program never gives
 * more than its percent; a price-based discount is already whole dong. The discount is never
 * negative and never more than the base price, so the answer lies in [0, basePrice]. The cart,
 * the checkout, the product page, the flash sale strip and /uu-dai all price through this.
 */
export function promotionItemPrice(basePrice: number, terms: PromotionTerms): number {
  const discount =
    terms.discountPercent !== null && terms.discountPercent !== undefined
      ? Math.floor((basePrice * terms.discountPercent) / 100)
      : basePrice - terms.discountedPrice;
  const capped =
    terms.maxDiscount !== null && terms.maxDiscount !== undefined
      ? Math.min(discount, terms.maxDiscount)
      : discount;
  return basePrice - Math.min(basePrice, Math.max(0, capped));
}

/** A running promotion item covering the variant (its product as a whole, or this variant). */
export interface PromotionOffer extends PromotionTerms {
  promotionItemId: string;
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
 * lowest price (each offer priced by promotionItemPrice, so with its cap); on equal prices the one with most units left (it lasts longest), then the
 * smaller id so the choice never depends on the order the database returned rows in.
 */
export function bestPromotion(
  variant: { price: number; salePrice: number | null },
  offers: readonly PromotionOffer[],
): PromotionOffer | null {
  return bestOffer(variant, offers)?.offer ?? null;
}

function bestOffer(
  variant: { price: number; salePrice: number | null },
  offers: readonly PromotionOffer[],
): { offer: PromotionOffer; price: number } | null {
  const regular = variant.salePrice ?? variant.price;
  let best: { offer: PromotionOffer; price: number } | null = null;
  for (const offer of offers) {
    const price = promotionItemPrice(regular, offer);
    if (offer.remaining <= 0 || price >= regular) continue;
    if (
      !best ||
      price < best.price ||
      (price === best.price &&
        (offer.remaining > best.offer.remaining ||
          (offer.remaining === best.offer.remaining && offer.promotionItemId < best.offer.promotionItemId)))
    ) {
      best = { offer, price };
    }
  }
  return best;
}

/** The unit price of a variant given the running offers that cover it. */
export function unitPriceOf(
  variant: { price: number; salePrice: number | null },
  offers: readonly PromotionOffer[],
): UnitPrice {
  const best = bestOffer(variant, offers);
  if (!best) {
    return { unitPrice: variant.salePrice ?? variant.price, originalPrice: variant.price, promotion: null };
  }
  const { offer } = best;
  return {
    unitPrice: best.price,
    originalPrice: variant.price,
    promotion: {
      promotionItemId: offer.promotionItemId,
      remaining: offer.remaining,
      perOrderLimit: offer.perOrderLimit,
      perUserLimit: offer.perUserLimit,
    },
  };
}
