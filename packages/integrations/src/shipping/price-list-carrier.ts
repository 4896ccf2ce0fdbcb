import type { Carrier, QuoteRequest, QuoteResult } from './carrier';
import { assertParcel, type PriceList, priceFromList } from './price-list';
import { shippingZone } from './shipping-zone';

/**
 * A shipping company quoted from its price list: GHN and GHTK deliver inside Vietnam only, so
 * a Korean address or a Korea-based shop is not served.
 */
export function quoteFromPriceList(list: PriceList, req: QuoteRequest): QuoteResult {
  assertParcel(req);
  if (req.from.country !== 'VN' || req.to.country !== 'VN')
    return { ok: false, reason: 'address_not_served' };
  if (!req.from.provinceCode) return { ok: false, reason: 'missing_pickup_address' };
  const zone = shippingZone('VN', req.from.provinceCode, req.to.provinceCode);
  if (!zone) return { ok: false, reason: 'address_not_served' };
  return priceFromList(list, zone, req);
}

/**
 * A carrier answering from a local price list. Going live means a carrier with the same
 * method whose quote sends ghnFeeRequest / ghtkFeeRequest instead; callers do not change.
 */
export function createPriceListCarrier(method: 'ghn' | 'ghtk', list: PriceList): Carrier {
  return {
    method,
    async quote(req) {
      return quoteFromPriceList(list, req);
    },
  };
}
