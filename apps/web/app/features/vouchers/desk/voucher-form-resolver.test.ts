import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { voucherResolver } from './voucher-form-resolver';
import { emptyVoucherValues, type VoucherFormValues } from './voucher-form-values';

const t = (key: string) => `t:${key}`;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<VoucherFormValues>;
const boxes = (over: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...emptyVoucherValues(new Date('2026-12-01T00:00:00Z')),
  name: 'Giảm 20K',
  code: 'sale20',
  value: '20.000',
  ...over,
});

describe('voucherResolver', () => {
  it('hands over the body the schema parsed from the boxes', async () => {
    const result = await voucherResolver(t, null)(boxes({}), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ code: 'SALE20', value: 20_000, usageLimit: null });
  });

  it("puts the schema's refusals under the body's paths, in the user's words", async () => {
    const result = await voucherResolver(t, null)(
      boxes({ discountType: 'percent', value: '120', scope: 'products' }),
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      value: { message: 't:validation.voucher.percentMax' },
      maxDiscount: { message: 't:validation.required' },
      productIds: { message: 't:validation.required' },
    });
  });
});
