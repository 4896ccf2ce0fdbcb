import { describe, expect, it } from 'vitest';
import { productSlug, slugify } from './product-slug';

describe('slugify', () => {
  it('drops Vietnamese accents and maps đ to d', () => {
    expect(slugify('Áo thun cotton form rộng unisex')).toBe('ao-thun-cotton-form-rong-unisex');
    expect(slugify('Đầm maxi hoa nhí đi biển')).toBe('dam-maxi-hoa-nhi-di-bien');
    expect(slugify('Kem chống nắng SPF50+ PA++++')).toBe('kem-chong-nang-spf50-pa');
  });

  it('cuts long names at a word boundary hyphen-free end', () => {
    expect(slugify('Áo sơ mi nam dài tay', 12)).toBe('ao-so-mi-nam');
  });

  it('makes product slugs unique with the id', () => {
    expect(productSlug('Son kem lì', '3f2a9c1e-0000-4000-8000-000000000000')).toBe('son-kem-li-3f2a9c1e');
  });
});
