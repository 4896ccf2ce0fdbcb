import { describe, expect, it } from 'vitest';
import {
  buildBulkEdit,
  countChanges,
  emptyDrafts,
  errorsByProduct,
  formatAmount,
  type ProductRow,
  parseAmount,
} from './bulk-edit-drafts';

const P = '11111111-1111-4111-8111-111111111111';
const V = '22222222-2222-4222-8222-222222222222';
const rows: ProductRow[] = [
  {
    id: P,
    name: 'Áo',
    status: 'approved',
    imageUrl: null,
    priceLock: { applies: true, allowed: true, allowedFrom: null, changesLeft: 3 },
    variants: [
      { id: V, label: 'Màu sắc: Đen', sku: null, price: 100000, salePrice: 90000, stock: 5, isActive: true },
    ],
  },
];

describe('bulk edit drafts', () => {
  it('shows amounts grouped and reads them back', () => {
    expect(formatAmount(150000)).toBe('150.000');
    expect(parseAmount(formatAmount(1234567))).toBe(1234567);
    expect(formatAmount(null)).toBe('');
  });

  it('reads amounts typed with grouping', () => {
    expect(parseAmount('150.000')).toBe(150000);
    expect(parseAmount(' 1 200 000 ')).toBe(1200000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12a')).toBe('invalid');
  });

  it('sends only changed cells with the values the seller saw', () => {
    const drafts = {
      cells: { [`${V}.price`]: '120.000', [`${V}.stock`]: '5', [`${V}.salePrice`]: '' },
      visible: {},
    };
    expect(countChanges(rows, drafts)).toBe(2);
    expect(buildBulkEdit(rows, drafts)).toEqual({
      body: {
        items: [
          {
            productId: P,
            expectedStatus: 'approved',
            visible: undefined,
            variants: [
              {
                variantId: V,
                expected: { price: 100000, salePrice: 90000, stock: 5 },
                price: 120000,
                salePrice: null,
              },
            ],
          },
        ],
      },
    });
  });

  it('sends a visibility switch alone, and nothing when nothing changed', () => {
    expect(buildBulkEdit(rows, emptyDrafts())).toEqual({ empty: true });
    expect(buildBulkEdit(rows, { cells: {}, visible: { [P]: true } })).toEqual({ empty: true });
    const hide = buildBulkEdit(rows, { cells: {}, visible: { [P]: false } });
    expect(hide).toMatchObject({ body: { items: [{ productId: P, visible: false, variants: [] }] } });
  });

  it('stops at cells that are not amounts', () => {
    expect(buildBulkEdit(rows, { cells: { [`${V}.stock`]: 'nhiều' }, visible: {} })).toEqual({
      invalid: [`${P}.${V}.stock`],
    });
    expect(buildBulkEdit(rows, { cells: { [`${V}.price`]: '' }, visible: {} })).toEqual({
      invalid: [`${P}.${V}.price`],
    });
  });

  it('groups server errors by product and cell', () => {
    expect(
      errorsByProduct([
        { path: `${P}.${V}.stock`, message: 'a' },
        { path: `${P}.price`, message: 'b' },
        { path: P, message: 'c' },
      ]),
    ).toEqual({
      [P]: [
        { variantId: V, field: 'stock', message: 'a' },
        { variantId: null, field: 'price', message: 'b' },
        { variantId: null, field: null, message: 'c' },
      ],
    });
  });
});
