import { describe, expect, it } from 'vitest';
import { assertParcel, basisPointsOf, type PriceList, priceFromList } from './price-list';

const LIST: PriceList = {
  stepGrams: 500,
  zones: {
    same_province: { baseFee: 10_000, baseWeightGrams: 1_000, stepFee: 1_000, etaDays: { min: 2, max: 3 } },
    same_region: { baseFee: 20_000, baseWeightGrams: 1_000, stepFee: 2_000, etaDays: { min: 3, max: 4 } },
    other_region: { baseFee: 30_000, baseWeightGrams: 1_000, stepFee: 3_000, etaDays: { min: 4, max: 6 } },
  },
  express: { same_province: { surcharge: 5_000, etaDays: { min: 1, max: 1 } } },
  insurance: { freeUpTo: 100_000, rateBasisPoints: 50, maxDeclaredValue: 1_000_000 },
};

const parcel = (weightGrams: number, goodsValue = 0, express = false) => ({
  weightGrams,
  goodsValue,
  express,
});

describe('basisPointsOf', () => {
  it('rounds to whole dong, halves up', () => {
    expect(basisPointsOf(1_234_567, 50)).toBe(6_173); // 6,172.835
    expect(basisPointsOf(1_000_100, 50)).toBe(5_001); // 5,000.5
    expect(basisPointsOf(1_000_099, 50)).toBe(5_000); // 5,000.495
    expect(basisPointsOf(0, 50)).toBe(0);
  });
});

describe('priceFromList', () => {
  it('charges the base fee up to the base weight and one step per started step above it', () => {
    const fee = (grams: number) => priceFromList(LIST, 'same_region', parcel(grams));
    expect(fee(1)).toEqual({ ok: true, fee: 20_000, etaDays: { min: 3, max: 4 } });
    expect(fee(1_000)).toMatchObject({ fee: 20_000 });
    expect(fee(1_001)).toMatchObject({ fee: 22_000 });
    expect(fee(1_500)).toMatchObject({ fee: 22_000 });
    expect(fee(1_501)).toMatchObject({ fee: 24_000 });
  });

  it('adds the express surcharge and takes the express delivery time where offered', () => {
    expect(priceFromList(LIST, 'same_province', parcel(1_200, 0, true))).toEqual({
      ok: true,
      fee: 16_000,
      etaDays: { min: 1, max: 1 },
    });
    expect(priceFromList(LIST, 'same_region', parcel(1_200, 0, true))).toEqual({
      ok: false,
      reason: 'express_not_available',
    });
  });

  it('insures only values above the free amount, counted up to the cap', () => {
    const fee = (value: number) => priceFromList(LIST, 'same_province', parcel(500, value));
    expect(fee(100_000)).toMatchObject({ fee: 10_000 });
    expect(fee(100_100)).toMatchObject({ fee: 10_501 }); // 500.5 rounds up
    expect(fee(1_000_000)).toMatchObject({ fee: 15_000 });
    expect(fee(50_000_000)).toMatchObject({ fee: 15_000 });
  });
});

describe('assertParcel', () => {
  it('refuses weights and values that are not whole and positive', () => {
    expect(() => assertParcel({ weightGrams: 0, goodsValue: 0 })).toThrow(RangeError);
    expect(() => assertParcel({ weightGrams: 10.5, goodsValue: 0 })).toThrow(RangeError);
    expect(() => assertParcel({ weightGrams: Number.NaN, goodsValue: 0 })).toThrow(RangeError);
    expect(() => assertParcel({ weightGrams: 10, goodsValue: -1 })).toThrow(RangeError);
    expect(() => assertParcel({ weightGrams: 10, goodsValue: 0.5 })).toThrow(RangeError);
    expect(() => assertParcel({ weightGrams: 10, goodsValue: 0 })).not.toThrow();
  });
});
