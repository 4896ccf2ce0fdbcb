import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { instantSchema } from '../validation/date-fields';

const P = LIMITS.promotion;

/**
 * One product (or variant) in a seller's promotion program (product.md §3, Promotion
 * program; section 5, Promotion): the discount is above 0 and at most 80%; the maximum
 * discount is above 0 and not above the discount itself; the product limit cannot be 0
 * ('Product limit is 0'). Money in whole dong.
 */
export const promotionItemInputSchema = z
  .object({
    productId: z.uuid(),
    variantId: z.uuid().nullable().default(null),
    originalPrice: z.number().int().min(1),
    discountedPrice: z.number().int().min(0),
    /** Caps what one unit may lose, in dong; null = the discount itself. */
    maxDiscount: z.number().int().min(1).nullable().default(null),
    /** Units sold at the program price (the "product limit"). */
    stock: z.number().int().min(1, 'validation.promotion.productLimitZero'),
    perOrderLimit: z.number().int().min(1).nullable().default(null),
    perUserLimit: z.number().int().min(1).nullable().default(null),
  })
  .superRefine((item, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const discount = item.originalPrice - item.discountedPrice;
    if (discount <= 0) issue('discountedPrice', 'validation.promotion.discountPositive');
    // At most 80% off: the discounted price keeps at least 20% of the original.
    if (discount * 100 > item.originalPrice * P.discountPercentMax) {
      issue('discountedPrice', 'validation.promotion.discountMax');
    }
    if (item.maxDiscount !== null && discount > 0 && item.maxDiscount > discount) {
      issue('maxDiscount', 'validation.promotion.maxDiscountAboveDiscount');
    }
    if (item.perOrderLimit !== null && item.perOrderLimit > item.stock) {
      issue('perOrderLimit', 'validation.promotion.perOrderAboveStock');
    }
  });

/** A promotion program: name, time window and its items. */
export const promotionInputSchema = z
  .object({
    name: z.string().trim().min(1).max(P.programNameMax),
    kind: z.enum(['product', 'variant']),
    /** The program cover (product.md §3), a key from the cover upload; null = none. */
    coverKey: z.string().min(1).max(200).nullable().default(null),
    startsAt: instantSchema(),
    endsAt: instantSchema(),
    items: z.array(promotionItemInputSchema).min(1).max(200),
  })
  .superRefine((p, ctx) => {
    if (p.endsAt <= p.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.voucher.endAfterStart' });
    }
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** The discount percent a price pair shows ("-35%"), rounded to a whole percent. */
export function discountPercentOf(originalPrice: number, discountedPrice: number): number {
  if (originalPrice <= 0) return 0;
  return Math.round(((originalPrice - discountedPrice) * 100) / originalPrice);
}
