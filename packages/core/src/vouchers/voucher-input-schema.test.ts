import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { voucherInputSchema } from './voucher-input-schema';

const base = {
  name: 'Giảm 50k cho đơn từ 299k',
  code: 'shop50k',
  kind: 'shop',
  discountType: 'price',
  value: 50_000,
  minOrderValue: 299_000,
  startsAt: '2026-11-21T00:00:00Z',
  endsAt: '2026-11-30T00:00:00Z',
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = voucherInputSchema.safeParse({ ...base, ...input });
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
};

describe('voucher input (product.md §3, 5 and 9)', () => {
  it('accepts a plain shop voucher and stores the code upper-case', () => {
    const parsed = voucherInputSchema.parse(base);
    expect(parsed.code).toBe('SHOP50K');
    expect(parsed).toMatchObject({ saveLimit: null, usageLimit: null, perUserPerDay: null, display: 'all' });
  });

  it('keeps the name to 40 characters and the code to 9 letters and digits', () => {
    expect(errorsOf({ name: 'x'.repeat(40) })).toEqual([]);
    expect(errorsOf({ name: 'x'.repeat(41) })).toEqual(['name:validation.tooLong']);
    expect(errorsOf({ code: 'ABCDEFGHI' })).toEqual([]);
    expect(errorsOf({ code: 'ABCDEFGHIJ' })).toEqual(['code:validation.tooLong']);
    expect(errorsOf({ code: 'SALE-10' })).toEqual(['code:validation.voucher.codeChars']);
  });

  it('caps a percent discount with a maximum and never above 100%', () => {
    expect(errorsOf({ discountType: 'percent', value: 10 })).toEqual(['maxDiscount:validation.required']);
    expect(errorsOf({ discountType: 'percent', value: 10, maxDiscount: 40_000 })).toEqual([]);
    expect(errorsOf({ discountType: 'percent', value: 101, maxDiscount: 40_000 })).toEqual([
      'value:validation.voucher.percentMax',
    ]);
  });

  it('needs a window that ends after it starts', () => {
    expect(errorsOf({ endsAt: base.startsAt })).toEqual(['endsAt:validation.voucher.endAfterStart']);
  });

  it('limits saves, uses and uses per day to positive counts or unlimited', () => {
    expect(errorsOf({ saveLimit: 100, usageLimit: 50, perUserPerDay: 1 })).toEqual([]);
    expect(errorsOf({ perUserPerDay: 0 })).toEqual(['perUserPerDay:validation.tooSmall']);
  });

  it('needs products for a product scope, and a budget that covers one discount', () => {
    expect(errorsOf({ scope: 'products' })).toEqual(['productIds:validation.required']);
    expect(errorsOf({ budget: 10_000 })).toEqual(['budget:validation.voucher.budgetBelowValue']);
  });

  it('takes discount_by_range_price entries that ascend and touch', () => {
    const ok = [
      { from: 0, to: 300_000, value: 20_000 },
      { from: 300_000, to: null, value: 50_000 },
    ];
    expect(errorsOf({ ranges: ok })).toEqual([]);
    expect(
      errorsOf({
        ranges: [
          { from: 0, to: 300_000, value: 1 },
          { from: 200_000, to: null, value: 2 },
        ],
      }),
    ).toEqual(['ranges:validation.voucher.rangeOrder']);
  });

  it('keeps conditions to known payment and shipping methods', () => {
    expect(
      errorsOf({ conditions: { paymentMethods: ['EWALLET'], firstPurchaseOnly: true, appOnly: true } }),
    ).toEqual([]);
    expect(errorsOf({ conditions: { paymentMethods: ['BITCOIN'] } })).toHaveLength(1);
  });
});
