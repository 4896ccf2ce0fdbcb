import { LIMITS } from '@cho-dep/core/constants/limits';
import { describe, expect, it } from 'vitest';
import { GHN_PRICE_LIST } from './ghn-price-list';
import { GHTK_PRICE_LIST } from './ghtk-price-list';
import { createPriceListCarrier, quoteFromPriceList } from './price-list-carrier';
import { BUSAN, DA_NANG, HA_NOI, HAI_PHONG, HO_CHI_MINH, quoteRequest, SEOUL } from './shipping-test-data';
import { SHIPPING_ZONES } from './shipping-zone';

const TO = { same_province: HA_NOI, same_region: HAI_PHONG, other_region: HO_CHI_MINH } as const;

/** The fee from Hà Nội for a standard parcel, with the goods under the insurance threshold. */
function fee(list: typeof GHN_PRICE_LIST, zone: keyof typeof TO, weightGrams: number, express = false) {
  const result = quoteFromPriceList(
    list,
    quoteRequest({ to: { provinceCode: TO[zone] }, weightGrams, express }),
  );
  return result.ok ? result.fee : result.reason;
}

describe('GHN price list', () => {
  it.each([
    // zone, grams, fee: 2 kg included, then one step per started 500 g
    ['same_province', 10, 16_500],
    ['same_province', 2_000, 16_500],
    ['same_province', 2_001, 19_000],
    ['same_province', 2_500, 19_000],
    ['same_province', 2_501, 21_500],
    ['same_province', 5_000, 31_500],
    ['same_region', 2_000, 29_000],
    ['same_region', 2_001, 34_000],
    ['same_region', 3_000, 39_000],
    ['other_region', 2_000, 35_000],
    ['other_region', 2_001, 40_000],
    ['other_region', 10_000, 115_000],
  ] as const)('%s, %i g -> %i ₫', (zone, grams, expected) => {
    expect(fee(GHN_PRICE_LIST, zone, grams)).toBe(expected);
  });

  it('offers express within a region only, 1–2 days', () => {
    expect(fee(GHN_PRICE_LIST, 'same_province', 2_000, true)).toBe(26_500);
    expect(fee(GHN_PRICE_LIST, 'same_region', 2_600, true)).toBe(59_000);
    expect(fee(GHN_PRICE_LIST, 'other_region', 2_000, true)).toBe('express_not_available');
    const express = quoteFromPriceList(GHN_PRICE_LIST, quoteRequest({ express: true }));
    expect(express).toMatchObject({ ok: true, etaDays: { min: 1, max: 2 } });
  });

  it('insures declared values above 1,000,000 ₫ at 0.5%, up to 5,000,000 ₫, in whole dong', () => {
    const insured = (goodsValue: number) => quoteFromPriceList(GHN_PRICE_LIST, quoteRequest({ goodsValue }));
    expect(insured(1_000_000)).toMatchObject({ fee: 16_500 });
    expect(insured(1_234_567)).toMatchObject({ fee: 16_500 + 6_173 }); // 6,172.835
    expect(insured(1_000_100)).toMatchObject({ fee: 16_500 + 5_001 }); // 5,000.5 rounds up
    expect(insured(9_000_000)).toMatchObject({ fee: 16_500 + 25_000 });
  });
});

describe('GHTK price list', () => {
  it.each([
    // zone, grams, fee: 500 g included, then one step per started 500 g
    ['same_province', 10, 22_000],
    ['same_province', 500, 22_000],
    ['same_province', 501, 24_500],
    ['same_province', 1_000, 24_500],
    ['same_province', 1_001, 27_000],
    ['same_region', 500, 30_000],
    ['same_region', 501, 32_500],
    ['same_region', 2_000, 37_500],
    ['other_region', 500, 32_000],
    ['other_region', 501, 37_000],
    ['other_region', 1_500, 42_000],
  ] as const)('%s, %i g -> %i ₫', (zone, grams, expected) => {
    expect(fee(GHTK_PRICE_LIST, zone, grams)).toBe(expected);
  });

  it("offers express ('xteam') in the same province only", () => {
    expect(fee(GHTK_PRICE_LIST, 'same_province', 500, true)).toBe(37_000);
    expect(fee(GHTK_PRICE_LIST, 'same_province', 1_200, true)).toBe(42_000);
    expect(fee(GHTK_PRICE_LIST, 'same_region', 500, true)).toBe('express_not_available');
    expect(fee(GHTK_PRICE_LIST, 'other_region', 500, true)).toBe('express_not_available');
  });

  it('insures declared values above 1,000,000 ₫ at 0.5%, up to 20,000,000 ₫', () => {
    const insured = (goodsValue: number) => quoteFromPriceList(GHTK_PRICE_LIST, quoteRequest({ goodsValue }));
    expect(insured(1_000_000)).toMatchObject({ fee: 22_000 });
    expect(insured(2_345_678)).toMatchObject({ fee: 22_000 + 11_728 }); // 11,728.39
    expect(insured(30_000_000)).toMatchObject({ fee: 22_000 + 100_000 });
  });
});

describe.each([
  ['GHN', GHN_PRICE_LIST],
  ['GHTK', GHTK_PRICE_LIST],
])('%s service rules', (_name, list) => {
  it('keeps every standard delivery time within the expected 2–7 days and express within 1–2', () => {
    for (const zone of SHIPPING_ZONES) {
      const { min, max } = list.zones[zone].etaDays;
      expect(min).toBeGreaterThanOrEqual(LIMITS.shipping.expectedDaysMin);
      expect(max).toBeLessThanOrEqual(LIMITS.shipping.expectedDaysMax);
      expect(min).toBeLessThanOrEqual(max);
      const express = list.express[zone];
      if (express) expect(express.etaDays).toEqual({ min: 1, max: 2 });
    }
  });

  it('serves Vietnam only: a Korean address or a Korea-based shop is not served', () => {
    const korean = { country: 'KO', provinceCode: SEOUL } as const;
    expect(quoteFromPriceList(list, quoteRequest({ to: korean }))).toEqual({
      ok: false,
      reason: 'address_not_served',
    });
    expect(quoteFromPriceList(list, quoteRequest({ from: korean }))).toEqual({
      ok: false,
      reason: 'address_not_served',
    });
    expect(
      quoteFromPriceList(list, quoteRequest({ from: korean, to: { country: 'KO', provinceCode: BUSAN } })),
    ).toEqual({ ok: false, reason: 'address_not_served' });
    // A Korean shop without a pickup address is still first of all out of reach.
    expect(quoteFromPriceList(list, quoteRequest({ from: { country: 'KO', provinceCode: null } }))).toEqual({
      ok: false,
      reason: 'address_not_served',
    });
  });

  it('asks for the pickup address before anything else about the parcel', () => {
    const noPickup = quoteRequest({
      from: { provinceCode: null, wardCode: null },
      to: { provinceCode: DA_NANG },
      express: true,
    });
    expect(quoteFromPriceList(list, noPickup)).toEqual({ ok: false, reason: 'missing_pickup_address' });
  });

  it('does not serve a province code that is not one of the 34', () => {
    expect(quoteFromPriceList(list, quoteRequest({ to: { provinceCode: '02' } }))).toEqual({
      ok: false,
      reason: 'address_not_served',
    });
  });

  it('answers whole dong for every zone, weight and value', () => {
    for (const zone of SHIPPING_ZONES) {
      for (const weightGrams of [1, 499, 777, 2_345, 31_999]) {
        for (const goodsValue of [0, 1_000_001, 1_333_333, 7_654_321]) {
          const result = quoteFromPriceList(
            list,
            quoteRequest({ to: { provinceCode: TO[zone] }, weightGrams, goodsValue }),
          );
          expect(result.ok && Number.isSafeInteger(result.fee) && result.fee > 0).toBe(true);
        }
      }
    }
  });
});

describe('createPriceListCarrier', () => {
  it('quotes through the Carrier interface', async () => {
    const carrier = createPriceListCarrier('ghtk', GHTK_PRICE_LIST);
    expect(carrier.method).toBe('ghtk');
    await expect(carrier.quote(quoteRequest({ weightGrams: 501 }))).resolves.toEqual({
      ok: true,
      fee: 24_500,
      etaDays: { min: 2, max: 3 },
    });
  });
});
