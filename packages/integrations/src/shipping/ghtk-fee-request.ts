import type { QuoteRequest } from './carrier';

/**
 * The request GHTK's fee API takes (GET {gateway}/services/shipment/fee?..., with the Token
 * header the transport adds). Quotes are computed locally from GHTK_PRICE_LIST for now;
 * going live is sending this and reading fee.fee back.
 */
export const GHTK_FEE_PATH = '/services/shipment/fee';

/**
 * GHTK matches addresses by name, not code: the transport reads the province and ward names
 * of both addresses from our administrative units. The older API also wanted pick_district
 * and district, which the 2025 two-level addresses no longer have. (verify)
 */
export interface GhtkPlaceNames {
  pickProvince: string;
  pickWard: string | null;
  province: string;
  ward: string | null;
}

/** Query parameters, as strings because that is how they travel. */
export interface GhtkFeeQuery {
  pick_province: string;
  pick_ward?: string;
  province: string;
  ward?: string;
  /** Grams. */
  weight: string;
  /** Declared value in dong (GHTK's insurance base). */
  value: string;
  transport: 'road';
  /** 'xteam' is GHTK's fast in-province service; 'none' the standard one. */
  deliver_option: 'xteam' | 'none';
}

export interface GhtkFeeRequest {
  method: 'GET';
  path: typeof GHTK_FEE_PATH;
  query: GhtkFeeQuery;
}

export function ghtkFeeRequest(req: QuoteRequest, place: GhtkPlaceNames): GhtkFeeRequest {
  const query: GhtkFeeQuery = {
    pick_province: place.pickProvince,
    province: place.province,
    weight: String(req.weightGrams),
    value: String(req.goodsValue),
    transport: 'road',
    deliver_option: req.express ? 'xteam' : 'none',
  };
  if (place.pickWard) query.pick_ward = place.pickWard;
  if (place.ward) query.ward = place.ward;
  return { method: 'GET', path: GHTK_FEE_PATH, query };
}
