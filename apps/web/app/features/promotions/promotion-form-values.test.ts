import { promotionInputSchema } from '@cho-dep/core/marketing/promotion-input-schema';
import { describe, expect, it } from 'vitest';
import { emptyPromotionValues, itemsFromPicker, promotionInputOf } from './promotion-form-values';

const product = {
  id: '5b0f7d4e-7a4b-4c6a-9a55-1b1f2a3c4d5e',
  name: 'Áo thun',
  image: null,
  price: 150_000,
  stock: 25,
  variants: [
    { id: '6c1f7d4e-7a4b-4c6a-9a55-1b1f2a3c4d5e', label: 'Đen / M', price: 150_000, stock: 20 },
    { id: '7d2f7d4e-7a4b-4c6a-9a55-1b1f2a3c4d5e', label: 'Trắng / L', price: 200_000, stock: 5 },
  ],
};

describe('promotion form values', () => {
  it('adds one line per variant by variant, one per product by product', () => {
    expect(
      itemsFromPicker('variant', product).map((i) => [i.variantId, i.originalPrice, i.available]),
    ).toEqual([
      [product.variants[0]?.id, 150_000, 20],
      [product.variants[1]?.id, 200_000, 5],
    ]);
    expect(itemsFromPicker('product', product)).toMatchObject([
      { variantId: null, originalPrice: 150_000, available: 25 },
    ]);
  });

  it('reads the boxes into what the shared schema takes, and empty required boxes are refused', () => {
    const values = emptyPromotionValues('variant', new Date('2026-11-21T03:10:00Z'));
    expect(values.startsAt).toBe('2026-11-21T12:00');
    const [line] = itemsFromPicker('variant', product);
    const filled = {
      ...values,
      name: 'Sale',
      items: [{ ...line!, discountedPrice: '120.000', stock: '10', perOrderLimit: '' }],
    };
    const parsed = promotionInputSchema.safeParse(promotionInputOf(filled));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.items[0]).toMatchObject({ discountedPrice: 120_000, stock: 10, perOrderLimit: null });
    const empty = promotionInputSchema.safeParse(promotionInputOf({ ...filled, items: [{ ...line! }] }));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['items.0.discountedPrice', 'items.0.stock']),
    );
  });
});
