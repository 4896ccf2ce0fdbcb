import { describe, expect, it } from 'vitest';
import { isProductListed } from './catalog-states';
import { discountPercentOf as discountPercent } from './product-card';
import { effectivePrice, summariseVariants } from './variant-summary';

describe('summariseVariants', () => {
  it('sums stock and takes the lowest prices of active variants', () => {
    const summary = summariseVariants([
      { price: 199_000, salePrice: 159_000, stock: 5, isActive: true },
      { price: 189_000, salePrice: null, stock: 7, isActive: true },
      { price: 99_000, salePrice: 49_000, stock: 100, isActive: false },
    ]);
    expect(summary).toEqual({ stock: 12, price: 189_000, salePrice: 159_000, soldOut: false });
  });

  it('has no sale price when no active variant is discounted', () => {
    const summary = summariseVariants([{ price: 250_000, salePrice: 250_000, stock: 0, isActive: true }]);
    expect(summary).toEqual({ stock: 0, price: 250_000, salePrice: null, soldOut: true });
  });

  it('treats a product without active variants as sold out', () => {
    expect(summariseVariants([]).soldOut).toBe(true);
  });
});

describe('prices', () => {
  it('pays the sale price only when it is lower', () => {
    expect(effectivePrice({ price: 100_000, salePrice: 80_000 })).toBe(80_000);
    expect(effectivePrice({ price: 100_000, salePrice: 120_000 })).toBe(100_000);
    expect(effectivePrice({ price: 100_000, salePrice: null })).toBe(100_000);
  });

  it('rounds the discount badge down', () => {
    expect(discountPercent(299_000, 199_000)).toBe(33);
    expect(discountPercent(100_000, null)).toBe(0);
    expect(discountPercent(100_000, 100_000)).toBe(0);
  });
});

describe('isProductListed', () => {
  it('lists only approved products of approved, open shops', () => {
    expect(isProductListed({ productStatus: 'approved', shopStatus: 'approved', shopPaused: false })).toBe(
      true,
    );
    expect(isProductListed({ productStatus: 'pending', shopStatus: 'approved', shopPaused: false })).toBe(
      false,
    );
    expect(isProductListed({ productStatus: 'approved', shopStatus: 'pending', shopPaused: false })).toBe(
      false,
    );
    expect(isProductListed({ productStatus: 'approved', shopStatus: 'approved', shopPaused: true })).toBe(
      false,
    );
  });
});
