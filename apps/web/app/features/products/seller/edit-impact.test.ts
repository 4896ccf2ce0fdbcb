import { describe, expect, it } from 'vitest';
import { editImpact } from './edit-impact';
import { emptyProductForm, type ProductFormValues } from './product-form-values';

const live = (): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Áo thun cotton basic unisex',
  description: 'Mô tả',
  variants: [{ valueKeys: [], id: 'v1', price: '199.000', salePrice: '', stock: '5', sku: '' }],
});

describe('editImpact', () => {
  it('finds nothing when nothing changed, even if a price is retyped without dots', () => {
    const after = live();
    after.variants = after.variants.map((row) => ({ ...row, price: '199000' }));
    expect(editImpact(live(), after)).toEqual({ review: false, price: false });
  });

  it('stock and logistics stay live', () => {
    const after = { ...live(), weightGrams: '300' };
    after.variants = after.variants.map((row) => ({ ...row, stock: '50', sku: 'X' }));
    expect(editImpact(live(), after)).toEqual({ review: false, price: false });
  });

  it('a new name goes back to review', () => {
    expect(editImpact(live(), { ...live(), name: 'Áo thun cotton basic unisex mới' }).review).toBe(true);
  });

  it('a new sale price is a price change', () => {
    const after = live();
    after.variants = after.variants.map((row) => ({ ...row, salePrice: '150.000' }));
    expect(editImpact(live(), after)).toEqual({ review: false, price: true });
  });
});
