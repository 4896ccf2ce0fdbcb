import { describe, expect, it } from 'vitest';
import { errorTree, flatErrors, productResolver } from './product-form-errors';
import { emptyProductForm } from './product-form-values';

const t = (key: string) => `«${key}»`;
const resolve = (strength: 'create' | 'update' | 'draft', values = emptyProductForm()) =>
  productResolver(t, () => strength)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the product form resolver', () => {
  it('checks the request body with the schema of the pressed button, messages translated', async () => {
    const created = await resolve('create');
    const messages = flatErrors(created.errors);
    expect(messages.name).toBe('«validation.required»');
    expect(messages.images).toBe('«validation.product.imagesMissing»');
    expect(messages.returnConditions).toBe('«validation.product.returnConditions»');
    // A draft only needs a name and a category.
    const draft = flatErrors((await resolve('draft')).errors);
    expect(Object.keys(draft).sort()).toEqual(['categoryId', 'name']);
  });

  it('hands over the request body once the schema accepts it', async () => {
    const values = {
      ...emptyProductForm(),
      name: 'Áo thun',
      categoryId: '6f1c2b1e-8d6a-4f7e-9a51-2c0b6f0e9d11',
      weightGrams: '1.200',
    };
    const result = await resolve('draft', values);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Áo thun', weightGrams: 1200, variants: [] });
  });
});

describe('the error tree', () => {
  it('keeps a list message beside its items, the first message of a path only', () => {
    const tree = errorTree([
      { path: 'variants.1.price', message: 'price' },
      { path: 'variants', message: 'missing' },
      { path: 'variants.1.price', message: 'second' },
      { path: 'options.0.values.2.value', message: 'duplicate' },
    ]);
    expect(flatErrors(tree)).toEqual({
      variants: 'missing',
      'variants.1.price': 'price',
      'options.0.values.2.value': 'duplicate',
    });
  });
});
