import { describe, expect, it } from 'vitest';
import { needsReview, sellerProductTab } from './seller-product-tabs';

describe('seller product tabs', () => {
  it('splits approved products by stock and keeps the other statuses', () => {
    expect(sellerProductTab({ status: 'approved', stock: 1 })).toBe('available');
    expect(sellerProductTab({ status: 'approved', stock: 0 })).toBe('soldOut');
    expect(sellerProductTab({ status: 'hidden', stock: 5 })).toBe('hidden');
    expect(sellerProductTab({ status: 'draft', stock: 5 })).toBe('draft');
    expect(sellerProductTab({ status: 'pending', stock: 0 })).toBe('pending');
    expect(sellerProductTab({ status: 'rejected', stock: 3 })).toBe('rejected');
  });

  it('sends content edits to review but not price or stock edits', () => {
    const before = {
      name: 'Áo thun cotton',
      attributes: { style: 'Basic', material: 'Cotton' },
      weightGrams: 200,
    };
    expect(needsReview(before, { ...before, weightGrams: 300 })).toBe(false);
    expect(needsReview(before, { ...before, attributes: { material: 'Cotton', style: 'Basic' } })).toBe(
      false,
    );
    expect(needsReview(before, { ...before, name: 'Áo thun cotton mới' })).toBe(true);
    expect(needsReview(before, { ...before, attributes: { style: 'Basic' } })).toBe(true);
  });
});
