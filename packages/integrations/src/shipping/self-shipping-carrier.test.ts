import { describe, expect, it } from 'vitest';
import { createSelfShippingCarrier, quoteSelfShipping } from './self-shipping-carrier';
import { BUSAN, DA_NANG, HA_NOI, HAI_PHONG, quoteRequest, SEOUL } from './shipping-test-data';

describe('quoteSelfShipping', () => {
  it('charges a flat fee per zone, whatever the weight and value', () => {
    for (const weightGrams of [10, 500, 30_000]) {
      for (const goodsValue of [0, 9_999_999]) {
        const at = (provinceCode: string) =>
          quoteSelfShipping(quoteRequest({ to: { provinceCode }, weightGrams, goodsValue }));
        expect(at(HA_NOI)).toEqual({ ok: true, fee: 15_000, etaDays: { min: 2, max: 3 } });
        expect(at(HAI_PHONG)).toEqual({ ok: true, fee: 25_000, etaDays: { min: 2, max: 5 } });
        expect(at(DA_NANG)).toEqual({ ok: true, fee: 35_000, etaDays: { min: 3, max: 7 } });
      }
    }
  });

  it('lets a Korean shop deliver to Korean buyers', () => {
    const inKorea = (provinceCode: string) =>
      quoteSelfShipping(
        quoteRequest({
          from: { country: 'KO', provinceCode: SEOUL, wardCode: null },
          to: { country: 'KO', provinceCode, wardCode: null },
        }),
      );
    expect(inKorea(SEOUL)).toMatchObject({ ok: true, fee: 15_000 });
    expect(inKorea(BUSAN)).toMatchObject({ ok: true, fee: 25_000 });
  });

  it('does not send from Vietnam abroad', () => {
    expect(quoteSelfShipping(quoteRequest({ to: { country: 'KO', provinceCode: SEOUL } }))).toEqual({
      ok: false,
      reason: 'address_not_served',
    });
  });

  it("carries a Korean shop's parcel inside Vietnam for one flat fee, without express and without a province code", () => {
    const fromKorea = (weightGrams: number, express = false) =>
      quoteSelfShipping(
        quoteRequest({ from: { country: 'KO', provinceCode: null, wardCode: null }, weightGrams, express }),
      );
    // The cross-border leg is the checkout's (international-shipping.ts), apart from this fee.
    expect(fromKorea(800)).toEqual({ ok: true, fee: 30_000, etaDays: { min: 5, max: 7 } });
    expect(fromKorea(2_000)).toMatchObject({ fee: 30_000 });
    expect(fromKorea(800, true)).toEqual({ ok: false, reason: 'express_not_available' });
  });

  it('has no express service', () => {
    expect(quoteSelfShipping(quoteRequest({ express: true }))).toEqual({
      ok: false,
      reason: 'express_not_available',
    });
  });

  it('needs the pickup address, and a known province', () => {
    expect(quoteSelfShipping(quoteRequest({ from: { provinceCode: null }, express: true }))).toEqual({
      ok: false,
      reason: 'missing_pickup_address',
    });
    expect(quoteSelfShipping(quoteRequest({ to: { provinceCode: '99' } }))).toEqual({
      ok: false,
      reason: 'address_not_served',
    });
  });

  it('is the carrier of method self', async () => {
    const carrier = createSelfShippingCarrier();
    expect(carrier.method).toBe('self');
    await expect(carrier.quote(quoteRequest())).resolves.toMatchObject({ ok: true, fee: 15_000 });
  });
});
