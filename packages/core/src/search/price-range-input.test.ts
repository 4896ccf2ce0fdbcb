import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { readPriceRange } from './price-range-input';

describe('readPriceRange', () => {
  it('reads prices typed with separators and currency signs', () => {
    expect(readPriceRange('150.000', '1,200,000đ')).toEqual({
      priceMin: 150_000,
      priceMax: 1_200_000,
      errors: {},
    });
  });

  it('treats blank boxes as no bound', () => {
    expect(readPriceRange(' ', '')).toEqual({ priceMin: undefined, priceMax: undefined, errors: {} });
    expect(readPriceRange('', '300000').priceMax).toBe(300_000);
  });

  it('refuses text that is not an amount', () => {
    expect(readPriceRange('abc', '').errors.priceMin?.message).toBe('validation.invalidType');
  });

  it('says min above max with the schema message, on the max box', () => {
    const { errors } = readPriceRange('500000', '100000');
    expect(errors.priceMax?.message).toBe('validation.search.priceRange');
    expect(errors.priceMin).toBeUndefined();
  });

  it('applies the schema bounds', () => {
    expect(readPriceRange('-5', '').errors.priceMin?.message).toBe('validation.tooSmall');
    expect(readPriceRange('', String(LIMITS.search.priceMax + 1)).errors.priceMax).toMatchObject({
      message: 'validation.tooBig',
      params: { max: LIMITS.search.priceMax },
    });
  });
});
