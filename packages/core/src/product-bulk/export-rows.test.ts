import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportRowsOf, optionsFromLabel, optionsLabel } from './export-rows';

const words = { status: (s: string) => `S:${s}`, yes: 'Có', no: 'Không' };
const product = {
  id: 'p1',
  name: 'Áo thun',
  status: 'approved' as const,
  categoryName: 'Áo',
  soldCount: 7,
  weightGrams: 250,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  variants: [
    {
      id: 'v1',
      optionValues: [
        { name: 'Màu sắc', value: 'Đen' },
        { name: 'Kích cỡ', value: 'M' },
      ],
      sku: 'A-1',
      price: 150000,
      salePrice: 120000,
      stock: 3,
      isActive: true,
    },
    { id: 'v2', optionValues: [], sku: null, price: 90000, salePrice: null, stock: 0, isActive: false },
  ],
};

describe('export rows', () => {
  it('writes one row per variant in column order, product columns repeated', () => {
    const rows = exportRowsOf(product, words);
    expect(rows).toHaveLength(2);
    const first = Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, rows[0]?.[i]]));
    expect(first).toEqual({
      productId: 'p1',
      variantId: 'v1',
      name: 'Áo thun',
      status: 'S:approved',
      category: 'Áo',
      options: 'Màu sắc: Đen; Kích cỡ: M',
      sku: 'A-1',
      price: 150000,
      salePrice: 120000,
      stock: 3,
      sold: 7,
      weightGrams: 250,
      active: 'Có',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(rows[1]?.[EXPORT_COLUMNS.indexOf('active')]).toBe('Không');
  });

  it('keeps a product without variants as one row', () => {
    const rows = exportRowsOf({ ...product, variants: [] }, words);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[EXPORT_COLUMNS.indexOf('price')]).toBeNull();
  });

  it('splits an options label back', () => {
    const values = [
      { name: 'Màu sắc', value: 'Đen' },
      { name: 'Kích cỡ', value: 'XL' },
    ];
    expect(optionsFromLabel(optionsLabel(values))).toEqual(values);
    expect(optionsFromLabel('')).toEqual([]);
  });
});
