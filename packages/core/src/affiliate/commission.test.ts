import { describe, expect, it } from 'vitest';
import {
  approvalDueAt,
  baseAfterRefund,
  commissionBases,
  commissionOf,
  effectiveRate,
  productRateHistory,
  rateAt,
  rateInForce,
} from './commission';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('rateInForce', () => {
  const lowered = [
    { bp: 1000, effectiveAt: day(0) },
    { bp: 500, effectiveAt: day(40) },
  ];

  it('reads the history at an instant, 0 before the first setting', () => {
    expect(rateAt(lowered, day(-1))).toBe(0);
    expect(rateAt(lowered, day(39))).toBe(1000);
    expect(rateAt(lowered, day(40))).toBe(500);
  });

  it('keeps a KOL promoting before a cut on the old rate for 30 days after it', () => {
    expect(rateInForce(lowered, day(10), day(41))).toBe(1000);
    expect(rateInForce(lowered, day(10), day(69))).toBe(1000);
    // 30 days after the cut the protection ends.
    expect(rateInForce(lowered, day(10), day(70))).toBe(500);
    expect(rateInForce(lowered, day(10), day(71))).toBe(500);
  });

  it('gives a KOL who started after the cut the new rate at once', () => {
    expect(rateInForce(lowered, day(41), day(42))).toBe(500);
  });

  it('counts a raise at once and keeps the highest of several changes within the stretch', () => {
    const history = [
      { bp: 500, effectiveAt: day(0) },
      { bp: 2000, effectiveAt: day(50) },
      { bp: 300, effectiveAt: day(55) },
    ];
    expect(rateInForce(history, day(1), day(50))).toBe(2000);
    expect(rateInForce(history, day(1), day(60))).toBe(2000);
    expect(rateInForce(history, day(1), day(86))).toBe(300);
  });
});

describe('effectiveRate', () => {
  it('prefers the product rate over the shop rate, and a higher campaign over both', () => {
    expect(effectiveRate({ product: null, shop: 500, campaign: null })).toBe(500);
    expect(effectiveRate({ product: 0, shop: 500, campaign: null })).toBe(0);
    expect(effectiveRate({ product: 800, shop: 500, campaign: 1500 })).toBe(1500);
    expect(effectiveRate({ product: 800, shop: 500, campaign: 600 })).toBe(800);
  });
});

describe('commission on the price paid', () => {
  it('takes the vouchers off the lines in proportion and keeps whole dong', () => {
    const bases = commissionBases(
      [
        { lineId: 'a', lineTotal: 300_000 },
        { lineId: 'b', lineTotal: 100_000 },
      ],
      { shop: 20_000, platform: 20_000 },
    );
    expect(bases).toEqual([
      { lineId: 'a', base: 270_000 },
      { lineId: 'b', base: 90_000 },
    ]);
    expect(commissionOf(270_000, 1000)).toBe(27_000);
    expect(commissionOf(99_999, 250)).toBe(2_499);
  });

  it('never makes a base negative when the vouchers exceed the goods', () => {
    expect(commissionBases([{ lineId: 'a', lineTotal: 10_000 }], { shop: 0, platform: 50_000 })).toEqual([
      { lineId: 'a', base: 0 },
    ]);
  });

  it('keeps the unrefunded units of a partly refunded line', () => {
    expect(baseAfterRefund(300_000, 3, 0)).toBe(300_000);
    expect(baseAfterRefund(300_000, 3, 1)).toBe(200_000);
    expect(baseAfterRefund(100_000, 3, 1)).toBe(66_666);
    expect(baseAfterRefund(300_000, 3, 3)).toBe(0);
    expect(baseAfterRefund(300_000, 3, 9)).toBe(0);
  });
});

describe('approvalDueAt', () => {
  it('waits for the longest return period counted from delivery, or the completion if later', () => {
    expect(approvalDueAt({ deliveredAt: day(0), completedAt: day(3), returnDays: 7 })).toEqual(day(7));
    expect(approvalDueAt({ deliveredAt: day(0), completedAt: day(3), returnDays: 1 })).toEqual(day(3));
    expect(approvalDueAt({ deliveredAt: null, completedAt: day(3), returnDays: 2 })).toEqual(day(5));
  });
});

describe('productRateHistory', () => {
  it("follows the product's own rate while it has one and the shop's otherwise", () => {
    const shop = [
      { bp: 500, effectiveAt: day(0) },
      { bp: 300, effectiveAt: day(20) },
    ];
    const product = [
      { bp: 1200, effectiveAt: day(5) },
      { bp: null, effectiveAt: day(10) },
    ];
    const history = productRateHistory(shop, product);
    expect(rateAt(history, day(1))).toBe(500);
    expect(rateAt(history, day(6))).toBe(1200);
    expect(rateAt(history, day(11))).toBe(500);
    expect(rateAt(history, day(21))).toBe(300);
    // Going back to the shop's lower rate is a cut like any other: promoters keep 12 % a while.
    expect(rateInForce(history, day(6), day(12))).toBe(1200);
  });
});
