import type { Carrier, EtaDays, QuoteRequest, QuoteResult } from './carrier';
import { assertParcel } from './price-list';
import { type ShippingZone, shippingZone } from './shipping-zone';

/**
 * The shop delivers itself (product.md §3: "self-shipping"): a flat fee per zone whatever
 * the weight, within the shop's own country (a Korean shop to Korean buyers too). Platform
 * defaults until shops set their own (verify). Dong.
 */
export const SELF_SHIPPING_RATES: Record<ShippingZone, { fee: number; etaDays: EtaDays }> = {
  same_province: { fee: 15_000, etaDays: { min: 2, max: 3 } },
  same_region: { fee: 25_000, etaDays: { min: 2, max: 5 } },
  other_region: { fee: 35_000, etaDays: { min: 3, max: 7 } },
};

/**
 * A Korea-based shop sending to a buyer in Vietnam (the Korean-market variant): this quote is
 * the domestic leg, from the cross-border forwarder's hub in Vietnam to the buyer, one flat fee
 * nationwide (verify against the forwarders shops use). The cross-border leg is priced by the
 * checkout apart (core shipping/international-shipping.ts), so orders keep the two fees apart.
 * The Korean pickup address is a street line, so no province code is needed. product.md §9
 * keeps expected shipping within 2–7 days.
 */
export const CROSS_BORDER_RATE = {
  domesticFee: 30_000,
  etaDays: { min: 5, max: 7 },
} as const;

function quoteCrossBorder(req: QuoteRequest): QuoteResult {
  if (req.express) return { ok: false, reason: 'express_not_available' };
  return { ok: true, fee: CROSS_BORDER_RATE.domesticFee, etaDays: CROSS_BORDER_RATE.etaDays };
}

/** No express: a shop's own delivery has no faster service to sell. */
export function quoteSelfShipping(req: QuoteRequest): QuoteResult {
  assertParcel(req);
  if (req.from.country === 'KO' && req.to.country === 'VN') return quoteCrossBorder(req);
  if (req.from.country !== req.to.country) return { ok: false, reason: 'address_not_served' };
  if (!req.from.provinceCode) return { ok: false, reason: 'missing_pickup_address' };
  const zone = shippingZone(req.to.country, req.from.provinceCode, req.to.provinceCode);
  if (!zone) return { ok: false, reason: 'address_not_served' };
  if (req.express) return { ok: false, reason: 'express_not_available' };
  const rate = SELF_SHIPPING_RATES[zone];
  return { ok: true, fee: rate.fee, etaDays: rate.etaDays };
}

export function createSelfShippingCarrier(): Carrier {
  return {
    method: 'self',
    async quote(req) {
      return quoteSelfShipping(req);
    },
  };
}
