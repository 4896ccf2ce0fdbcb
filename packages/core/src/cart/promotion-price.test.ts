import { describe, expect, it } from 'vitest';
import { bestPromotion, type PromotionOffer, promotionItemPrice, unitPriceOf } from './promotion-price';

const offer = (overrides: Partial<PromotionOffer> = {}): PromotionOffer => ({
  promotionItemId: 'p1',
  discountedPrice: 99_000,
  remaining: 10,
  perOrderLimit: 2,
  perUserLimit: null,
  ...overrides,
});

const variant = { price: 200_000, salePrice: 150_000 };

describe('unitPriceOf', () => {
  it('charges the sale price, else the regular price, without a promotion', () => {
    expect(unitPriceOf(variant, [])).toEqual({ unitPrice: 150_000, originalPrice: 200_000, promotion: null });
    expect(unitPriceOf({ price: 200_000, salePrice: null }, [])).toEqual({
      unitPrice: 200_000,
      originalPrice: 200_000,
      promotion: null,
    });
  });

  it('charges the promotion price while the program has units, and carries its limits', () => {
    expect(unitPriceOf(variant, [offer({ perUserLimit: 3 })])).toEqual({
      unitPrice: 99_000,
      originalPrice: 200_000,
      promotion: { promotionItemId: 'p1', remaining: 10, perOrderLimit: 2, perUserLimit: 3 },
    });
  });

  it('falls back to the sale price once the program is sold out', () => {
    expect(unitPriceOf(variant, [offer({ remaining: 0 })])).toEqual({
      unitPrice: 150_000,
      originalPrice: 200_000,
      promotion: null,
    });
    expect(unitPriceOf(variant, [offer({ remaining: -1 })]).promotion).toBeNull();
  });

  it('ignores a program price that is not below what the buyer pays anyway', () => {
    expect(unitPriceOf(variant, [offer({ discountedPrice: 150_000 })]).unitPrice).toBe(150_000);
    expect(unitPriceOf(variant, [offer({ discountedPrice: 160_000 })]).promotion).toBeNull();
    expect(
      unitPriceOf({ price: 200_000, salePrice: null }, [offer({ discountedPrice: 160_000 })]).unitPrice,
    ).toBe(160_000);
  });
});

describe('bestPromotion', () => {
  it('takes the lowest price', () => {
    const picked = bestPromotion(variant, [
      offer({ promotionItemId: 'a', discountedPrice: 120_000 }),
      offer({ promotionItemId: 'b', discountedPrice: 90_000 }),
      offer({ promotionItemId: 'c', discountedPrice: 110_000 }),
    ]);
    expect(picked?.promotionItemId).toBe('b');
  });

  it('on equal prices takes the one with most units left, then the smaller id', () => {
    const same = [
      offer({ promotionItemId: 'a', remaining: 3 }),
      offer({ promotionItemId: 'b', remaining: 8 }),
      offer({ promotionItemId: 'c', remaining: 8 }),
    ];
    expect(bestPromotion(variant, same)?.promotionItemId).toBe('b');
    expect(bestPromotion(variant, [...same].reverse())?.promotionItemId).toBe('b');
  });

  it('skips a cheaper program that is sold out for the next one with units', () => {
    const picked = bestPromotion(variant, [
      offer({ promotionItemId: 'cheap', discountedPrice: 50_000, remaining: 0 }),
      offer({ promotionItemId: 'next', discountedPrice: 99_000, remaining: 1 }),
    ]);
    expect(picked?.promotionItemId).toBe('next');
  });

  it('answers null without offers', () => {
    expect(bestPromotion(variant, [])).toBeNull();
  });
});

describe('promotionItemPrice', () => {
  // A 30% program on 200,000 ₫: the program price is 140,000 ₫, a discount of 60,000 ₫.
  const thirty = { discountedPrice: 140_000 };

  it('charges the program price without a cap', () => {
    expect(promotionItemPrice(200_000, thirty)).toBe(140_000);
    expect(promotionItemPrice(200_000, { ...thirty, maxDiscount: null })).toBe(140_000);
  });

  it('takes the cap off when it is below the discount (1 ₫ below included)', () => {
    expect(promotionItemPrice(200_000, { ...thirty, maxDiscount: 50_000 })).toBe(150_000);
    expect(promotionItemPrice(200_000, { ...thirty, maxDiscount: 59_999 })).toBe(140_001);
    expect(promotionItemPrice(200_000, { ...thirty, maxDiscount: 1 })).toBe(199_999);
  });

  it('charges the program price when the cap is at or above the discount', () => {
    expect(promotionItemPrice(200_000, { ...thirty, maxDiscount: 60_000 })).toBe(140_000);
    expect(promotionItemPrice(200_000, { ...thirty, maxDiscount: 60_001 })).toBe(140_000);
  });

  it('takes a percent off, rounding the discount down to the whole dong', () => {
    expect(promotionItemPrice(200_000, { discountedPrice: 0, discountPercent: 30 })).toBe(140_000);
    // 30% of 99,999 is 29,999.7: the discount is 29,999, the price 70,000.
    expect(promotionItemPrice(99_999, { discountedPrice: 0, discountPercent: 30 })).toBe(70_000);
    expect(
      promotionItemPrice(200_000, { discountedPrice: 0, discountPercent: 30, maxDiscount: 59_999 }),
    ).toBe(140_001);
    expect(
      promotionItemPrice(200_000, { discountedPrice: 0, discountPercent: 30, maxDiscount: 60_000 }),
    ).toBe(140_000);
    expect(
      promotionItemPrice(200_000, { discountedPrice: 0, discountPercent: 30, maxDiscount: 60_001 }),
    ).toBe(140_000);
  });

  it('applies the discount to the price the variant has now (a dearer variant of a whole-product item)', () => {
    expect(promotionItemPrice(250_000, { ...thirty, maxDiscount: 50_000 })).toBe(200_000);
    expect(promotionItemPrice(250_000, thirty)).toBe(140_000);
  });

  it('never goes above the base price nor below 0', () => {
    expect(promotionItemPrice(100_000, { discountedPrice: 120_000 })).toBe(100_000);
    expect(promotionItemPrice(100_000, { discountedPrice: 0, discountPercent: 150 })).toBe(0);
    expect(promotionItemPrice(100_000, { discountedPrice: 0 })).toBe(0);
  });
});

describe('unitPriceOf with a cap', () => {
  it('charges the capped price and ranks offers by it', () => {
    const capped = offer({ promotionItemId: 'capped', discountedPrice: 100_000, maxDiscount: 20_000 });
    const plain = offer({ promotionItemId: 'plain', discountedPrice: 120_000 });
    // 150,000 - min(50,000, 20,000) = 130,000: the plain 120,000 is cheaper.
    expect(unitPriceOf(variant, [capped]).unitPrice).toBe(130_000);
    expect(unitPriceOf(variant, [capped, plain]).promotion?.promotionItemId).toBe('plain');
    expect(bestPromotion(variant, [capped, plain])?.promotionItemId).toBe('plain');
  });
});
