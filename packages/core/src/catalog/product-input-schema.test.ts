import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import {
  productDraftSchema,
  productInputSchema,
  productStrengthFor,
  productUpdateSchema,
} from './product-input-schema';

const base = {
  name: 'Áo thun cotton form rộng',
  categoryId: randomUUID(),
  description: 'd'.repeat(100),
  images: ['products/shop/a'],
  options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }, { value: 'Trắng' }] }],
  variants: [
    { optionValues: [{ name: 'Màu sắc', value: 'Đen' }], price: 100_000, stock: 1 },
    { optionValues: [{ name: 'Màu sắc', value: 'Trắng' }], price: 100_000, stock: 1 },
  ],
  weightGrams: 10,
  preparationDays: 1,
  returnDays: 1,
  returnConditions: ['defective'],
};

const paths = (schema: typeof productInputSchema | typeof productDraftSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error).map((f) => `${f.path}:${f.message}`);
};

describe('product input schema', () => {
  it('accepts a complete product at its lower bounds', () => {
    expect(paths(productInputSchema, base)).toEqual([]);
  });

  it('needs 1 to 9 pictures, unique, and stored keys (never URLs)', () => {
    expect(paths(productInputSchema, { ...base, images: [] })).toEqual([
      'images:validation.product.imagesMissing',
    ]);
    const nine = Array.from({ length: 9 }, (_, i) => `products/shop/${i}`);
    expect(paths(productInputSchema, { ...base, images: nine })).toEqual([]);
    expect(paths(productInputSchema, { ...base, images: [...nine, 'products/shop/x'] })).toEqual([
      'images:validation.tooBig',
    ]);
    expect(paths(productInputSchema, { ...base, images: ['https://evil.example/a.png'] })).toContain(
      'images.0:validation.product.mediaKey',
    );
    expect(paths(productInputSchema, { ...base, images: ['products/../secrets'] })).toContain(
      'images.0:validation.product.mediaKey',
    );
    expect(paths(productInputSchema, { ...base, images: ['products/a', 'products/a'] })).toContain(
      'images.1:validation.product.imageDuplicate',
    );
  });

  it('prepares a product in stock in 1-3 days and a pre-order product in 5-30', () => {
    const prep = (preparationDays: number, isPreOrder: boolean) =>
      paths(productInputSchema, { ...base, preparationDays, isPreOrder });
    expect(prep(1, false)).toEqual([]);
    expect(prep(3, false)).toEqual([]);
    expect(prep(4, false)).toEqual(['preparationDays:validation.product.preparationInStock']);
    expect(prep(11, false)).toEqual(['preparationDays:validation.product.preparationInStock']);
    expect(prep(4, true)).toEqual(['preparationDays:validation.product.preparationPreOrder']);
    expect(prep(5, true)).toEqual([]);
    expect(prep(30, true)).toEqual([]);
    expect(prep(31, true)).toContain('preparationDays:validation.tooBig');
    // A draft may leave it empty or below a pre-order's minimum, never above what it may promise.
    const draft = (preparationDays: number | null, isPreOrder: boolean) =>
      paths(productDraftSchema, { name: 'Áo', categoryId: base.categoryId, preparationDays, isPreOrder });
    expect(draft(null, false)).toEqual([]);
    expect(draft(2, true)).toEqual([]);
    expect(draft(11, false)).toEqual(['preparationDays:validation.product.preparationInStock']);
  });

  it('keeps videos and pictures apart', () => {
    expect(paths(productInputSchema, { ...base, videoKey: 'products/shop/v.mp4' })).toEqual([]);
    expect(paths(productInputSchema, { ...base, videoKey: 'products/shop/picture' })).toEqual([
      'videoKey:validation.product.mediaKey',
    ]);
    expect(paths(productInputSchema, { ...base, images: ['products/shop/v.MOV'] })).toEqual([
      'images.0:validation.product.mediaKey',
    ]);
  });

  it('allows 0 stock on an existing product, not on a new one', () => {
    const zero = { ...base, variants: base.variants.map((v) => ({ ...v, stock: 0 })) };
    expect(paths(productInputSchema, zero)).toContain('variants.0.stock:validation.product.quantityMin');
    expect(paths(productUpdateSchema, zero)).toEqual([]);
  });

  it('refuses duplicate option values and more than 2 classifications', () => {
    const dup = { ...base, options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }, { value: 'đen ' }] }] };
    expect(paths(productInputSchema, dup)).toContain(
      'options.0.values.1.value:validation.product.optionValueDuplicate',
    );
    const three = {
      ...base,
      options: ['Màu sắc', 'Kích cỡ', 'Chất liệu'].map((name) => ({ name, values: [{ value: 'A' }] })),
    };
    expect(paths(productInputSchema, three)).toContain('options:validation.tooBig');
  });

  it('checks the link and the sensitive words', () => {
    expect(paths(productInputSchema, { ...base, link: 'javascript:alert(1)' })).toContain(
      'link:validation.product.link',
    );
    expect(paths(productInputSchema, { ...base, link: 'https://shop.example.vn/ao' })).toEqual([]);
    expect(paths(productInputSchema, { ...base, name: 'Súng hơi đồ chơi' })).toContain(
      'name:validation.product.sensitiveContent',
    );
  });

  it('a draft needs a name and a category; every maximum still applies', () => {
    expect(paths(productDraftSchema, { name: 'Váy', categoryId: randomUUID() })).toEqual([]);
    expect(paths(productDraftSchema, { categoryId: randomUUID() })).toEqual(['name:validation.required']);
    expect(
      paths(productDraftSchema, { name: 'Váy', categoryId: randomUUID(), weightGrams: 1_000_001 }),
    ).toEqual(['weightGrams:validation.tooBig']);
    expect(paths(productDraftSchema, { name: 'v'.repeat(201), categoryId: randomUUID() })).toEqual([
      'name:validation.tooLong',
    ]);
    expect(
      paths(productDraftSchema, {
        name: 'Váy',
        categoryId: randomUUID(),
        options: [{ name: 'Mà', values: [{ value: 'A' }] }],
      }),
    ).toContain('options.0.name:validation.product.optionNameMin');
  });

  it('picks the rules from the product state and submit', () => {
    expect(productStrengthFor({ status: null, submit: false })).toBe('draft');
    expect(productStrengthFor({ status: null, submit: true })).toBe('create');
    expect(productStrengthFor({ status: 'rejected', submit: true })).toBe('create');
    expect(productStrengthFor({ status: 'draft', submit: false })).toBe('draft');
    for (const status of ['pending', 'approved', 'hidden'] as const) {
      expect(productStrengthFor({ status, submit: false })).toBe('update');
    }
  });
});
