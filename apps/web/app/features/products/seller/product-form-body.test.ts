import { productDraftSchema, productInputSchema } from '@cho-dep/core/catalog/product-input-schema';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { describe, expect, it } from 'vitest';
import { toProductBody } from './product-form-body';
import { emptyProductForm, type ProductFormValues } from './product-form-values';
import { buildVariantRows, type OptionDraft } from './variant-rows';

const CATEGORY = '6f1c2b1e-8d6a-4f7e-9a51-2c0b6f0e9d11';

function filledForm(): ProductFormValues {
  const colour: OptionDraft = {
    key: 'o1',
    name: 'Màu sắc',
    values: [
      {
        key: 'v1',
        value: 'Đen',
        image: { key: 'products/u/black.webp', url: '/media/products/u/black.webp' },
      },
      { key: 'v2', value: 'Trắng', image: null },
      { key: 'v3', value: '  ', image: null },
    ],
  };
  const rows = buildVariantRows([colour], []).map((row, i) => ({
    ...row,
    price: '150.000',
    salePrice: i === 0 ? '120,000' : '',
    stock: '10',
    sku: i === 0 ? 'AT-DEN' : '',
  }));
  return {
    ...emptyProductForm(),
    images: [{ key: 'products/u/a.webp', url: '/media/products/u/a.webp' }],
    name: 'Áo thun cotton basic unisex',
    categoryId: CATEGORY,
    gender: 'unisex',
    attributes: { ...emptyProductForm().attributes, brand: ' Chợ Đẹp ', material: 'Cotton' },
    description:
      'Áo thun cotton 100%, thấm hút mồ hôi, form rộng thoải mái, phù hợp đi học, đi làm và đi chơi cuối tuần cùng bạn bè.',
    options: [colour],
    variants: rows,
    weightGrams: '250',
    packageLengthCm: '30',
    preparationDays: '2',
    returnDays: '7',
    returnConditions: ['defective'],
    sizeDetails: [
      {
        key: 's1',
        sizeName: 'M',
        heightMinCm: '160',
        heightMaxCm: '170',
        weightMinKg: '50',
        weightMaxKg: '60',
      },
    ],
  };
}

const errorPaths = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : toFieldErrors(result.error as never).map((e) => e.path);

describe('toProductBody', () => {
  it('turns a filled form into a body the create schema accepts', () => {
    const body = toProductBody(filledForm(), false);
    const result = productInputSchema.safeParse(body);
    expect(errorPaths(result)).toEqual([]);
    expect(body.options).toEqual([
      {
        name: 'Màu sắc',
        values: [
          { value: 'Đen', image: 'products/u/black.webp' },
          { value: 'Trắng', image: null },
        ],
      },
    ]);
    expect(body.variants?.[0]).toEqual({
      optionValues: [{ name: 'Màu sắc', value: 'Đen' }],
      sku: 'AT-DEN',
      price: 150000,
      salePrice: 120000,
      stock: 10,
    });
    expect(body.brand).toBe('Chợ Đẹp');
    expect(body.attributes).toEqual({ gender: 'unisex', brand: 'Chợ Đẹp', material: 'Cotton' });
    expect(body.packageWidthCm).toBeNull();
  });

  it('lets a draft leave numbers and the variant table empty', () => {
    const values = { ...emptyProductForm(), name: 'Áo', categoryId: CATEGORY };
    const body = toProductBody(values, true);
    expect(body.variants).toEqual([]);
    expect(body.weightGrams).toBeNull();
    expect(errorPaths(productDraftSchema.safeParse(body))).toEqual([]);
  });

  it('sends a mistyped number as typed so the schema names that box', () => {
    const values = filledForm();
    values.variants = values.variants.map((row, i) => (i === 1 ? { ...row, stock: 'mười' } : row));
    values.weightGrams = '';
    const paths = errorPaths(productInputSchema.safeParse(toProductBody(values, false)));
    expect(paths).toContain('variants.1.stock');
    expect(paths).toContain('weightGrams');
  });
});
