import { describe, expect, it } from 'vitest';
import { campaignInputSchema, nominationInputSchema } from './campaign-input-schema';

const valid = {
  name: '11.11 Siêu sale thời trang',
  description: 'Giảm sâu toàn sàn',
  registrationStartsAt: '2026-11-01T00:00:00Z',
  registrationEndsAt: '2026-11-08T00:00:00Z',
  startsAt: '2026-11-11T00:00:00Z',
  endsAt: '2026-11-12T00:00:00Z',
  minDiscountPercent: 10,
  maxProductsPerShop: 20,
};
const problems = (input: unknown) => {
  const r = campaignInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('campaignInputSchema', () => {
  it('takes a well-formed campaign', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('name 5 and 120 characters taken, 4 and 121 refused', () => {
    expect(problems({ ...valid, name: 'a'.repeat(5) })).toEqual([]);
    expect(problems({ ...valid, name: 'a'.repeat(120) })).toEqual([]);
    expect(problems({ ...valid, name: 'a'.repeat(4) })).toHaveLength(1);
    expect(problems({ ...valid, name: 'a'.repeat(121) })).toHaveLength(1);
  });

  it('minimum discount 1..80 %', () => {
    expect(problems({ ...valid, minDiscountPercent: 0 })).toHaveLength(1);
    expect(problems({ ...valid, minDiscountPercent: 1 })).toEqual([]);
    expect(problems({ ...valid, minDiscountPercent: 80 })).toEqual([]);
    expect(problems({ ...valid, minDiscountPercent: 81 })).toHaveLength(1);
  });

  it('registration closes at the latest when the sale starts; windows end after they start', () => {
    expect(problems({ ...valid, registrationEndsAt: valid.startsAt })).toEqual([]);
    expect(problems({ ...valid, registrationEndsAt: '2026-11-11T00:00:01Z' })).toEqual([
      'startsAt:validation.campaign.saleBeforeRegistrationEnd',
    ]);
    expect(problems({ ...valid, endsAt: valid.startsAt })).toEqual([
      'endsAt:validation.voucher.endAfterStart',
    ]);
    expect(problems({ ...valid, registrationEndsAt: valid.registrationStartsAt })).toEqual([
      'registrationEndsAt:validation.voucher.endAfterStart',
    ]);
  });
});

describe('nominationInputSchema', () => {
  it('stock 0 refused with the product-limit message, 1 taken', () => {
    const base = { productId: crypto.randomUUID(), campaignPrice: 100_000 };
    expect(nominationInputSchema.safeParse({ ...base, stock: 1 }).success).toBe(true);
    const zero = nominationInputSchema.safeParse({ ...base, stock: 0 });
    expect(zero.error?.issues[0]?.message).toBe('validation.promotion.productLimitZero');
  });
});
