import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { invalidReasonOf, type LineFacts, maxQuantityOf, mergeCapOf } from './cart-validity';

const facts = (overrides: Partial<LineFacts> = {}): LineFacts => ({
  productStatus: 'approved',
  shopStatus: 'approved',
  shopPaused: false,
  variantActive: true,
  stock: 5,
  ...overrides,
});

describe('invalidReasonOf', () => {
  it('lets an approved, active, stocked line through', () => {
    expect(invalidReasonOf(facts())).toBeNull();
  });

  it('calls a product that is not approved, or whose shop is not, unavailable', () => {
    for (const productStatus of ['hidden', 'pending', 'rejected', 'draft'] as const) {
      expect(invalidReasonOf(facts({ productStatus }))).toBe('product_unavailable');
    }
    expect(invalidReasonOf(facts({ shopStatus: 'pending' }))).toBe('product_unavailable');
  });

  it('names a paused shop, an inactive variant and a sold-out variant', () => {
    expect(invalidReasonOf(facts({ shopPaused: true }))).toBe('shop_paused');
    expect(invalidReasonOf(facts({ variantActive: false }))).toBe('variant_unavailable');
    expect(invalidReasonOf(facts({ stock: 0 }))).toBe('sold_out');
    expect(invalidReasonOf(facts({ stock: -2 }))).toBe('sold_out');
  });

  it('gives the most fundamental reason when several apply', () => {
    expect(invalidReasonOf(facts({ productStatus: 'hidden', shopPaused: true, stock: 0 }))).toBe(
      'product_unavailable',
    );
    expect(invalidReasonOf(facts({ shopPaused: true, variantActive: false, stock: 0 }))).toBe('shop_paused');
    expect(invalidReasonOf(facts({ variantActive: false, stock: 0 }))).toBe('variant_unavailable');
  });
});

describe('maxQuantityOf', () => {
  it('is the stock, within the line limit', () => {
    expect(maxQuantityOf({ invalidReason: null, stock: 7, promotion: null })).toBe(7);
    expect(maxQuantityOf({ invalidReason: null, stock: 50_000, promotion: null })).toBe(
      LIMITS.cart.lineQuantityMax,
    );
  });

  it('is bounded by the per-order limit while the promotion price applies', () => {
    expect(maxQuantityOf({ invalidReason: null, stock: 7, promotion: { perOrderLimit: 2 } })).toBe(2);
    expect(maxQuantityOf({ invalidReason: null, stock: 1, promotion: { perOrderLimit: 2 } })).toBe(1);
    expect(maxQuantityOf({ invalidReason: null, stock: 7, promotion: { perOrderLimit: null } })).toBe(7);
  });

  it('is 0 for a line that cannot be bought', () => {
    expect(maxQuantityOf({ invalidReason: 'shop_paused', stock: 7, promotion: null })).toBe(0);
    expect(maxQuantityOf({ invalidReason: 'sold_out', stock: 0, promotion: null })).toBe(0);
  });
});

describe('mergeCapOf', () => {
  it('caps a merged line at its max, or at the line limit when it cannot be bought', () => {
    expect(mergeCapOf(4)).toBe(4);
    expect(mergeCapOf(0)).toBe(LIMITS.cart.lineQuantityMax);
  });
});
