import { describe, expect, it } from 'vitest';
import { bestPromotion, type PromotionOffer, unitPriceOf } from './promotion-price';

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
