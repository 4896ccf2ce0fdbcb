import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { discountPercentOf, promotionInputSchema, promotionItemInputSchema } from './promotion-input-schema';

const item = {
  productId: '5d1e7a3c-1c2b-4a5e-9f00-000000000001',
  originalPrice: 200_000,
  discountedPrice: 150_000,
  stock: 50,
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = promotionItemInputSchema.safeParse({ ...item, ...input });
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
};

describe('promotion program input (product.md §5, Promotion)', () => {
  it('takes a discount above 0 and at most 80%', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ discountedPrice: 40_000 })).toEqual([]); // exactly 80%
    expect(errorsOf({ discountedPrice: 39_999 })).toEqual([
      'discountedPrice:validation.promotion.discountMax',
    ]);
    expect(errorsOf({ discountedPrice: 200_000 })).toEqual([
      'discountedPrice:validation.promotion.discountPositive',
    ]);
  });

  it('keeps the maximum discount above 0 and not above the discount', () => {
    expect(errorsOf({ maxDiscount: 50_000 })).toEqual([]);
    expect(errorsOf({ maxDiscount: 50_001 })).toEqual([
      'maxDiscount:validation.promotion.maxDiscountAboveDiscount',
    ]);
    expect(errorsOf({ maxDiscount: 0 })).toEqual(['maxDiscount:validation.tooSmall']);
  });

  it('refuses a product limit of 0 ("Product limit is 0") and a per-order limit above it', () => {
    expect(errorsOf({ stock: 0 })).toEqual(['stock:validation.promotion.productLimitZero']);
    expect(errorsOf({ perOrderLimit: 51 })).toEqual([
      'perOrderLimit:validation.promotion.perOrderAboveStock',
    ]);
  });

  it('keeps the program name to 150 characters and its window in order', () => {
    const program = {
      name: 'x'.repeat(150),
      kind: 'product',
      startsAt: '2026-11-21',
      endsAt: '2026-11-22',
      items: [item],
    };
    expect(promotionInputSchema.safeParse(program).success).toBe(true);
    expect(promotionInputSchema.safeParse({ ...program, name: 'x'.repeat(151) }).success).toBe(false);
    expect(promotionInputSchema.safeParse({ ...program, endsAt: '2026-11-20' }).success).toBe(false);
  });

  it('shows the discount as a whole percent', () => {
    expect(discountPercentOf(200_000, 150_000)).toBe(25);
    expect(discountPercentOf(299_000, 199_000)).toBe(33);
  });
});
