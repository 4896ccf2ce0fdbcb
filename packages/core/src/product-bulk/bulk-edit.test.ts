import { describe, expect, it } from 'vitest';
import { bulkEditSchema, planBulkEdit } from './bulk-edit';

const P = '11111111-1111-4111-8111-111111111111';
const V = '22222222-2222-4222-8222-222222222222';
const seen = { price: 100000, salePrice: null, stock: 5 };
const current = (status: 'approved' | 'hidden' | 'draft', now = seen) => ({
  status,
  variants: new Map([[V, now]]),
});
const item = (over: Record<string, unknown> = {}) =>
  bulkEditSchema.parse({
    items: [
      { productId: P, expectedStatus: 'approved', variants: [{ variantId: V, expected: seen, ...over }] },
    ],
  }).items[0] as never;

describe('bulk edit plan', () => {
  it('keeps only the fields that change', () => {
    expect(planBulkEdit(item({ price: 100000, stock: 9 }), current('approved'))).toEqual({
      status: null,
      variants: [{ variantId: V, stock: 9 }],
    });
    expect(planBulkEdit(item({ stock: 5 }), current('approved'))).toEqual({ status: null, variants: [] });
  });

  it('refuses a field changed since the seller loaded it (no lost update)', () => {
    const plan = planBulkEdit(item({ stock: 9 }), current('approved', { ...seen, stock: 4 }));
    expect(plan).toEqual([{ path: `${P}.${V}.stock`, message: 'productBulk.edit.errors.changedMeanwhile' }]);
  });

  it('checks the sale price against the resulting price', () => {
    expect(planBulkEdit(item({ salePrice: 100000 }), current('approved'))).toEqual([
      { path: `${P}.${V}.salePrice`, message: 'validation.product.salePriceBelowPrice' },
    ]);
    expect(planBulkEdit(item({ price: 200000, salePrice: 150000 }), current('approved'))).toMatchObject({
      variants: [{ variantId: V, price: 200000, salePrice: 150000 }],
    });
  });

  it('hides and shows only live products', () => {
    const hide = { ...(item() as object), visible: false } as never;
    expect(planBulkEdit(hide, current('approved'))).toMatchObject({ status: 'hidden' });
    const show = { ...(item() as object), expectedStatus: 'hidden', visible: true } as never;
    expect(planBulkEdit(show, current('hidden'))).toMatchObject({ status: 'approved' });
    const draft = { ...(item() as object), expectedStatus: 'draft', visible: true } as never;
    expect(planBulkEdit(draft, current('draft'))).toEqual([
      { path: `${P}.visible`, message: 'productBulk.edit.errors.visibilityNotAllowed' },
    ]);
  });

  it('refuses a product whose status changed meanwhile', () => {
    expect(planBulkEdit(item({ stock: 1 }), current('hidden'))).toEqual([
      { path: P, message: 'productBulk.edit.errors.changedMeanwhile' },
    ]);
  });

  it('bounds the request by the schema', () => {
    expect(bulkEditSchema.safeParse({ items: [] }).success).toBe(false);
    expect(
      bulkEditSchema.safeParse({
        items: [
          {
            productId: P,
            expectedStatus: 'approved',
            variants: [{ variantId: V, expected: seen, price: 0 }],
          },
        ],
      }).success,
    ).toBe(false);
  });
});
