import { describe, expect, it } from 'vitest';
import { looksLikeSize, purchaseLabelParts } from './purchase-label';

describe('purchase label', () => {
  it('knows letter and number sizes from colours', () => {
    for (const size of ['S', 'm', 'XL', 'XXL', '2XL', 'Free size', '38', '27.5']) {
      expect(looksLikeSize(size)).toBe(true);
    }
    for (const other of ['Đen', 'Trắng kem', 'Slim', '']) expect(looksLikeSize(other)).toBe(false);
  });

  it('splits a variant label and marks its size', () => {
    expect(purchaseLabelParts('Đen, M')).toEqual([
      { value: 'Đen', isSize: false },
      { value: 'M', isSize: true },
    ]);
    expect(purchaseLabelParts('')).toEqual([]);
  });
});
