import { describe, expect, it } from 'vitest';
import { groupBuyProgramInputSchema } from './group-buy-input-schema';

const item = {
  productId: '00000000-0000-4000-8000-000000000001',
  variantId: null,
  originalPrice: 100_000,
  discountedPrice: 70_000,
  stock: 30,
};
const program = {
  name: 'Mua chung cuối tuần',
  kind: 'product',
  startsAt: '2026-11-28T10:00:00Z',
  endsAt: '2026-12-05T10:00:00Z',
  teamSize: 3,
  items: [item],
};
const messages = (input: unknown) => {
  const result = groupBuyProgramInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('group-buy program input', () => {
  it('accepts a program and defaults the window to 24 hours', () => {
    const parsed = groupBuyProgramInputSchema.parse(program);
    expect(parsed.windowHours).toBe(24);
    expect(parsed.items[0]?.discountedPrice).toBe(70_000);
  });

  it('keeps a team between 2 and 10 buyers', () => {
    expect(messages({ ...program, teamSize: 1 })).toHaveLength(1);
    expect(messages({ ...program, teamSize: 11 })).toHaveLength(1);
    expect(messages({ ...program, teamSize: 10 })).toEqual([]);
  });

  it('applies the promotion rules of section 5 to the team price', () => {
    expect(messages({ ...program, items: [{ ...item, discountedPrice: 100_000 }] })).toContain(
      'items.0.discountedPrice:validation.promotion.discountPositive',
    );
    expect(messages({ ...program, items: [{ ...item, discountedPrice: 19_000 }] })).toContain(
      'items.0.discountedPrice:validation.promotion.discountMax',
    );
    expect(messages({ ...program, items: [{ ...item, maxDiscount: 40_000 }] })).toContain(
      'items.0.maxDiscount:validation.promotion.maxDiscountAboveDiscount',
    );
    expect(messages({ ...program, items: [{ ...item, stock: 0 }] })).toContain(
      'items.0.stock:validation.promotion.productLimitZero',
    );
    expect(messages({ ...program, name: 'x'.repeat(151) })).toHaveLength(1);
  });

  it('needs the end after the start, and a variant on every item of a variant program', () => {
    expect(messages({ ...program, endsAt: program.startsAt })).toContain(
      'endsAt:validation.voucher.endAfterStart',
    );
    expect(messages({ ...program, kind: 'variant' })).toContain('items:validation.required');
  });
});
