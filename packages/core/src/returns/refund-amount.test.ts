import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidPerLine, refundAmount, refundBreakdown, shareInProportion, splitRefund } from './refund-amount';

const order = {
  lines: [
    { id: 'a', quantity: 2, lineTotal: 300_000 },
    { id: 'b', quantity: 1, lineTotal: 100_000 },
  ],
  shopDiscount: 30_000,
  platformDiscount: 10_000,
};

describe('refund amounts (product.md §9)', () => {
  it('refunds 100% of what was paid for poor quality, after the vouchers', () => {
    // 40,000 of vouchers shared 3:1 -> line a paid 270,000, line b 90,000.
    expect(paidPerLine(order)).toEqual(
      new Map([
        ['a', 270_000],
        ['b', 90_000],
      ]),
    );
    expect(refundBreakdown(order, [{ id: 'a', quantity: 1 }], 'poor_quality')).toEqual({
      ok: true,
      breakdown: { itemsPaid: 135_000, ratePercent: 100, compensation: 0, policyAmount: 135_000 },
    });
  });

  it('refunds 200% for fake goods, the second half as compensation', () => {
    expect(refundBreakdown(order, [{ id: 'b', quantity: 1 }], 'fake_goods')).toEqual({
      ok: true,
      breakdown: { itemsPaid: 90_000, ratePercent: 200, compensation: 90_000, policyAmount: 180_000 },
    });
  });

  it('refuses empty, unknown, duplicated or over-quantity lines', () => {
    expect(refundBreakdown(order, [], 'damaged')).toEqual({ ok: false, problem: 'no_items' });
    expect(refundBreakdown(order, [{ id: 'z', quantity: 1 }], 'damaged')).toEqual({
      ok: false,
      problem: 'unknown_line',
    });
    expect(refundBreakdown(order, [{ id: 'a', quantity: 3 }], 'damaged')).toEqual({
      ok: false,
      problem: 'bad_quantity',
    });
    expect(
      refundBreakdown(
        order,
        [
          { id: 'a', quantity: 1 },
          { id: 'a', quantity: 1 },
        ],
        'damaged',
      ),
    ).toEqual({ ok: false, problem: 'duplicate_line' });
  });

  it('pays what the buyer asks up to the policy, never more', () => {
    expect(refundAmount(100_000, null)).toBe(100_000);
    expect(refundAmount(100_000, 60_000)).toBe(60_000);
    expect(refundAmount(100_000, 100_001)).toBeNull();
    expect(refundAmount(100_000, 0)).toBeNull();
  });

  it('sends the part beyond the payment to a bank transfer', () => {
    expect(splitRefund(180_000, 500_000)).toEqual({ provider: 180_000, bankTransfer: 0 });
    expect(splitRefund(180_000, 90_000)).toEqual({ provider: 90_000, bankTransfer: 90_000 });
    expect(splitRefund(50_000, 0)).toEqual({ provider: 0, bankTransfer: 50_000 });
  });
});

describe('refund amount properties', () => {
  const lines = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      lineTotal: fc.integer({ min: 1_000, max: 5_000_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  );

  it('shares add up exactly and never go negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1 }),
        (amount, weights) => {
          const shares = shareInProportion(amount, weights);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
          for (const share of shares) expect(share).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('returning everything at 100% gives back exactly what was paid for the goods; 200% exactly twice', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100 }), (raw, discountPercent) => {
        const withIds = raw.map((line, i) => ({ ...line, id: `l${i}` }));
        const goods = withIds.reduce((s, l) => s + l.lineTotal, 0);
        const discount = Math.floor((goods * discountPercent) / 100);
        const o = { lines: withIds, shopDiscount: discount, platformDiscount: 0 };
        const all = withIds.map((l) => ({ id: l.id, quantity: l.quantity }));
        const full = refundBreakdown(o, all, 'poor_quality');
        const fake = refundBreakdown(o, all, 'fake_goods');
        if (!full.ok || !fake.ok) throw new Error('refused');
        expect(full.breakdown.policyAmount).toBe(goods - discount);
        expect(fake.breakdown.policyAmount).toBe(2 * (goods - discount));
        // Any part of the goods refunds no more than the whole.
        const part = refundBreakdown(o, [{ id: 'l0', quantity: 1 }], 'wrong_item');
        if (!part.ok) throw new Error(`one unit refused: ${part.problem}`);
        expect(part.breakdown.policyAmount).toBeLessThanOrEqual(full.breakdown.policyAmount);
      }),
    );
  });
});
