import { describe, expect, it } from 'vitest';
import { allocateSellerDiscount, WITHHOLDING_RATES, withholdingForLines } from './withholding';

describe('WITHHOLDING_RATES', () => {
  it('holds the rates of Decree 117/2025', () => {
    expect(WITHHOLDING_RATES).toEqual({
      goods: { vatBasisPoints: 100, pitBasisPoints: 50 },
      services: { vatBasisPoints: 500, pitBasisPoints: 200 },
      transport: { vatBasisPoints: 300, pitBasisPoints: 150 },
    });
  });
});

describe('withholdingForLines', () => {
  it('withholds VAT 1% and PIT 0.5% on goods of a household seller', () => {
    expect(withholdingForLines('personal', [{ lineId: 'a', revenue: 1_000_000 }])).toEqual([
      { lineId: 'a', vat: 10_000, pit: 5_000 },
    ]);
  });

  it('uses the services and transport rates when the line says so', () => {
    expect(
      withholdingForLines('personal', [
        { lineId: 'goods', revenue: 200_000, kind: 'goods' },
        { lineId: 'service', revenue: 200_000, kind: 'services' },
        { lineId: 'transport', revenue: 200_000, kind: 'transport' },
      ]),
    ).toEqual([
      { lineId: 'goods', vat: 2_000, pit: 1_000 },
      { lineId: 'service', vat: 10_000, pit: 4_000 },
      { lineId: 'transport', vat: 6_000, pit: 3_000 },
    ]);
  });

  it('rounds each line to whole dong, half up', () => {
    expect(
      withholdingForLines('personal', [
        { lineId: 'down', revenue: 123_449 }, // VAT 1,234.49, PIT 617.245
        { lineId: 'half', revenue: 150 }, // VAT 1.5, PIT 0.75
        { lineId: 'pit-half', revenue: 100 }, // VAT 1, PIT 0.5
        { lineId: 'tiny', revenue: 99 }, // VAT 0.99, PIT 0.495
        { lineId: 'zero', revenue: 0 },
      ]),
    ).toEqual([
      { lineId: 'down', vat: 1_234, pit: 617 },
      { lineId: 'half', vat: 2, pit: 1 },
      { lineId: 'pit-half', vat: 1, pit: 1 },
      { lineId: 'tiny', vat: 1, pit: 0 },
      { lineId: 'zero', vat: 0, pit: 0 },
    ]);
    expect(withholdingForLines('personal', [{ lineId: 's', revenue: 12_345, kind: 'transport' }])).toEqual([
      { lineId: 's', vat: 370, pit: 185 }, // 370.35 and 185.175
    ]);
  });

  it('stays exact where revenue × rate passes 2^53', () => {
    // VAT 90,071,992,547,403.49; plain number arithmetic would answer ...404.
    expect(withholdingForLines('personal', [{ lineId: 'big', revenue: 9_007_199_254_740_349 }])).toEqual([
      { lineId: 'big', vat: 90_071_992_547_403, pit: 45_035_996_273_702 },
    ]);
  });

  it('withholds nothing for an enterprise, and still answers every line', () => {
    expect(
      withholdingForLines('enterprise', [
        { lineId: 'a', revenue: 1_000_000 },
        { lineId: 'b', revenue: 500_000, kind: 'services' },
      ]),
    ).toEqual([
      { lineId: 'a', vat: 0, pit: 0 },
      { lineId: 'b', vat: 0, pit: 0 },
    ]);
  });

  it('refuses revenues that are not whole, non-negative dong', () => {
    expect(() => withholdingForLines('personal', [{ lineId: 'a', revenue: -1 }])).toThrow(RangeError);
    expect(() => withholdingForLines('personal', [{ lineId: 'a', revenue: 10.5 }])).toThrow(RangeError);
    expect(() => withholdingForLines('enterprise', [{ lineId: 'a', revenue: Number.NaN }])).toThrow(
      RangeError,
    );
  });
});

describe('allocateSellerDiscount', () => {
  const revenues = (result: { revenue: number }[]) => result.map((line) => line.revenue);

  it('spreads the discount in proportion to the lines', () => {
    const result = allocateSellerDiscount(
      [
        { lineId: 'a', amount: 300_000 },
        { lineId: 'b', amount: 100_000 },
      ],
      40_000,
    );
    expect(result).toEqual([
      { lineId: 'a', revenue: 270_000 },
      { lineId: 'b', revenue: 90_000 },
    ]);
  });

  it('gives the dong left over by rounding to the largest line', () => {
    // Exact shares 3,333.33 / 3,333.37 / 3,333.30 round down to 3,333 each: 1 ₫ is left.
    const result = allocateSellerDiscount(
      [
        { lineId: 'a', amount: 100_000 },
        { lineId: 'b', amount: 100_001 },
        { lineId: 'c', amount: 99_999 },
      ],
      10_000,
    );
    // The largest line (b) takes it: 100,001 - 3,334.
    expect(revenues(result)).toEqual([96_667, 96_667, 96_666]);
    expect(300_000 - revenues(result).reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('picks the first of equally large lines', () => {
    const result = allocateSellerDiscount(
      [
        { lineId: 'a', amount: 100 },
        { lineId: 'b', amount: 100 },
        { lineId: 'c', amount: 100 },
      ],
      100,
    );
    expect(revenues(result)).toEqual([66, 67, 67]);
  });

  it('never makes a line negative, even when the remainder is more than the largest line can take', () => {
    // Shares round down to 0 each; 2 ₫ left, but a 1 ₫ line can only give 1.
    const result = allocateSellerDiscount(
      [
        { lineId: 'a', amount: 1 },
        { lineId: 'b', amount: 1 },
        { lineId: 'c', amount: 1 },
      ],
      2,
    );
    expect(revenues(result)).toEqual([0, 0, 1]);
  });

  it('caps a discount larger than the lines at their total', () => {
    const result = allocateSellerDiscount(
      [
        { lineId: 'a', amount: 30_000 },
        { lineId: 'b', amount: 20_000 },
      ],
      80_000,
    );
    expect(revenues(result)).toEqual([0, 0]);
  });

  it('leaves the lines alone without a discount, and copes with no lines or zero amounts', () => {
    expect(allocateSellerDiscount([{ lineId: 'a', amount: 5_000 }], 0)).toEqual([
      { lineId: 'a', revenue: 5_000 },
    ]);
    expect(allocateSellerDiscount([], 10_000)).toEqual([]);
    expect(
      revenues(
        allocateSellerDiscount(
          [
            { lineId: 'free', amount: 0 },
            { lineId: 'paid', amount: 10_000 },
          ],
          3_000,
        ),
      ),
    ).toEqual([0, 7_000]);
  });

  it('sums to the discount exactly for awkward figures and huge amounts', () => {
    const lines = [
      { lineId: 'a', amount: 4_000_000_000_001 },
      { lineId: 'b', amount: 2_999_999_999_999 },
      { lineId: 'c', amount: 7 },
    ];
    const discount = 1_234_567_891;
    const result = allocateSellerDiscount(lines, discount);
    const given = lines.reduce((sum, line, index) => sum + line.amount - result[index]!.revenue, 0);
    expect(given).toBe(discount);
    for (const line of result) expect(line.revenue).toBeGreaterThanOrEqual(0);
    expect(result[2]!.revenue).toBe(7); // 7 × 1,234,567,891 / 7,000,000,000,007 rounds to 0
  });

  it('feeds withholding: a 100,000 ₫ shop voucher over two lines', () => {
    const revenue = allocateSellerDiscount(
      [
        { lineId: 'shirt', amount: 350_000 },
        { lineId: 'cap', amount: 150_000 },
      ],
      100_000,
    );
    expect(withholdingForLines('personal', revenue)).toEqual([
      { lineId: 'shirt', vat: 2_800, pit: 1_400 }, // on 280,000
      { lineId: 'cap', vat: 1_200, pit: 600 }, // on 120,000
    ]);
  });

  it('refuses amounts and discounts that are not whole, non-negative dong', () => {
    expect(() => allocateSellerDiscount([{ lineId: 'a', amount: 100 }], -1)).toThrow(RangeError);
    expect(() => allocateSellerDiscount([{ lineId: 'a', amount: 100 }], 0.5)).toThrow(RangeError);
    expect(() => allocateSellerDiscount([{ lineId: 'a', amount: -100 }], 10)).toThrow(RangeError);
  });
});
