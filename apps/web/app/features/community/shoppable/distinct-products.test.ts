import { describe, expect, it } from 'vitest';
import { distinctProducts } from './shop-the-look-button';

describe('the shop-the-look count', () => {
  it('counts a product pinned on two pictures once, as the cart receives it', () => {
    expect(distinctProducts([{ productId: 'a' }, { productId: 'b' }, { productId: 'a' }])).toBe(2);
    expect(distinctProducts([])).toBe(0);
  });
});
