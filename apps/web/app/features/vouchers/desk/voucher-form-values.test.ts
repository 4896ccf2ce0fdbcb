import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import { voucherInputSchema } from '@cho-dep/core/vouchers/voucher-input-schema';
import { describe, expect, it } from 'vitest';
import { emptyVoucherValues, voucherInputOf } from './voucher-form-values';

describe('voucher form values', () => {
  it('shows and reads times in Vietnam time (UTC+7), across midnight', () => {
    expect(toVietnamLocal('2026-12-01T17:30:00.000Z')).toBe('2026-12-02T00:30');
    expect(fromVietnamLocal('2026-12-02T00:30')).toBe('2026-12-01T17:30:00.000Z');
    expect(fromVietnamLocal('')).toBe('');
  });

  it('turns boxes into the shared schema input: empty limits are unlimited, dotted amounts are read', () => {
    const values = {
      ...emptyVoucherValues(new Date('2026-12-01T00:00:00Z')),
      name: 'Giảm 20K',
      code: 'sale20',
      value: '20.000',
      minOrderValue: '200.000',
    };
    const parsed = voucherInputSchema.safeParse(voucherInputOf(values, null));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      code: 'SALE20',
      value: 20_000,
      minOrderValue: 200_000,
      usageLimit: null,
    });
  });

  it('leaves letters in an amount for the schema to refuse, and drops the cap of a fixed discount', () => {
    const values = {
      ...emptyVoucherValues(new Date()),
      name: 'A',
      code: 'A1',
      value: '20k',
      maxDiscount: '5',
    };
    const input = voucherInputOf(values, null);
    expect(input.maxDiscount).toBeNull();
    const parsed = voucherInputSchema.safeParse(input);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['value']);
  });

  it('sends a platform voucher kind and its methods, and keeps buyer and shop lists set through the API', () => {
    const values = {
      ...emptyVoucherValues(new Date('2026-12-01T00:00:00Z'), 'free_shipping'),
      name: 'Freeship 30K',
      code: 'ship30',
      value: '30.000',
      paymentMethods: ['VNPAYQR'],
      shippingMethods: ['ghn', 'ghtk'],
    };
    const kept = {
      firstPurchaseOnly: false,
      appOnly: false,
      paymentMethods: ['CASH'],
      shippingMethods: [],
      userIds: ['0b8f7a3e-6a1c-4c39-9d0e-1f2a3b4c5d6e'],
      shopIds: [],
    };
    const parsed = voucherInputSchema.safeParse(voucherInputOf(values, kept));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      kind: 'free_shipping',
      conditions: {
        paymentMethods: ['VNPAYQR'],
        shippingMethods: ['ghn', 'ghtk'],
        userIds: kept.userIds,
      },
    });
    expect(parsed.data?.conditions).not.toHaveProperty('shopIds');
    expect(emptyVoucherValues(new Date()).kind).toBe('shop');
  });
});
