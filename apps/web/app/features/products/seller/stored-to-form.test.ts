import { describe, expect, it } from 'vitest';
import { toProductBody } from './product-form-body';
import type { StoredProduct } from './products-api';
import { storedToForm } from './stored-to-form';

const stored: StoredProduct = {
  name: 'Áo thun cotton basic unisex',
  categoryId: '6f1c2b1e-8d6a-4f7e-9a51-2c0b6f0e9d11',
  description: 'Mô tả',
  attributes: { gender: 'female', material: 'Cotton' },
  brand: 'Chợ Đẹp',
  images: ['products/s/a', 'products/s/b'],
  videoKey: null,
  descriptionImageKeys: [],
  options: [
    {
      name: 'Màu sắc',
      values: [
        { value: 'Đen', image: 'products/s/c' },
        { value: 'Trắng', image: null },
      ],
    },
    { name: 'Kích cỡ', values: [{ value: 'M', image: null }] },
  ],
  variants: [
    {
      id: 'v-white',
      optionValues: [
        { name: 'Màu sắc', value: 'Trắng' },
        { name: 'Kích cỡ', value: 'M' },
      ],
      sku: null,
      price: 200000,
      salePrice: null,
      stock: 0,
    },
    {
      id: 'v-black',
      optionValues: [
        { name: 'Màu sắc', value: 'Đen' },
        { name: 'Kích cỡ', value: 'M' },
      ],
      sku: 'BLK-M',
      price: 200000,
      salePrice: 150000,
      stock: 3,
    },
  ],
  weightGrams: 300,
  packageLengthCm: null,
  packageWidthCm: null,
  packageHeightCm: null,
  sizeDetails: [],
  sizeChartId: null,
  preparationDays: null,
  returnDays: 7,
  returnConditions: ['defective'],
  isPreOrder: false,
  link: null,
};

describe('storedToForm', () => {
  const mediaUrls = { 'products/s/a': '/a.webp', 'products/s/b': '/b.webp', 'products/s/c': '/c.webp' };

  it('ties each stored variant to its option values and keeps its id', () => {
    const form = storedToForm({ product: stored, mediaUrls });
    const black = form.options[0]?.values[0]?.key;
    const m = form.options[1]?.values[0]?.key;
    expect(form.variants[1]).toMatchObject({
      id: 'v-black',
      valueKeys: [black, m],
      price: '200.000',
      salePrice: '150.000',
      stock: '3',
      sku: 'BLK-M',
    });
    expect(form.options[0]?.values[0]?.image).toEqual({ key: 'products/s/c', url: '/c.webp' });
    expect(form.images.map((i) => i.url)).toEqual(['/a.webp', '/b.webp']);
    expect(form.preparationDays).toBe('');
    expect(form.attributes.brand).toBe('Chợ Đẹp');
    expect(form.gender).toBe('female');
  });

  it('sends back what it loaded', () => {
    const body = toProductBody(storedToForm({ product: stored, mediaUrls }), true);
    // The brand lives in its column only here: the attributes go back unchanged (no review).
    expect(body.attributes).toEqual(stored.attributes);
    expect(body.brand).toBe('Chợ Đẹp');
    expect(body.options).toEqual(stored.options);
    expect(body.variants).toEqual(stored.variants.map(({ id: _id, ...variant }) => variant));
    expect(body.images).toEqual(stored.images);
  });

  it('keeps the brand in the attributes when the stored product has it there', () => {
    const withBrand = { ...stored, attributes: { ...stored.attributes, brand: 'Chợ Đẹp' } };
    const body = toProductBody(storedToForm({ product: withBrand, mediaUrls }), false);
    expect(body.attributes).toEqual(withBrand.attributes);
  });
});
