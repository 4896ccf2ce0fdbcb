import type { QuoteRequest } from './carrier';
import { GHN_PRICE_LIST } from './ghn-price-list';

/**
 * The request GHN's fee API takes (POST {gateway}/shiip/public-api/v2/shipping-order/fee, with
 * the Token and ShopId headers the transport adds). Quotes are computed locally from
 * GHN_PRICE_LIST for now; going live is sending this and reading data.total back.
 */
export const GHN_FEE_PATH = '/shiip/public-api/v2/shipping-order/fee';

/** GHN service types: 1 Express, 2 e-commerce standard ("hàng nhẹ"). (verify) */
export const GHN_SERVICE_TYPE = { express: 1, standard: 2 } as const;

/**
 * GHN's own ids for both addresses, from its master-data API (province, district, ward).
 * Our addresses carry the 2025 two-level codes, which GHN does not take directly, so the
 * transport looks these up. (verify whether GHN accepts the new codes by now)
 */
export interface GhnPlaceIds {
  fromDistrictId: number;
  fromWardCode: string;
  toDistrictId: number;
  toWardCode: string;
}

export interface GhnFeeBody {
  service_type_id: number;
  from_district_id: number;
  from_ward_code: string;
  to_district_id: number;
  to_ward_code: string;
  /** Grams. GHN also takes length/width/height in cm for volumetric weight; we have none. */
  weight: number;
  /** Declared value in dong, which GHN caps. */
  insurance_value: number;
  coupon: string | null;
}

export interface GhnFeeRequest {
  method: 'POST';
  path: typeof GHN_FEE_PATH;
  body: GhnFeeBody;
}

export function ghnFeeRequest(req: QuoteRequest, place: GhnPlaceIds): GhnFeeRequest {
  return {
    method: 'POST',
    path: GHN_FEE_PATH,
    body: {
      service_type_id: req.express ? GHN_SERVICE_TYPE.express : GHN_SERVICE_TYPE.standard,
      from_district_id: place.fromDistrictId,
      from_ward_code: place.fromWardCode,
      to_district_id: place.toDistrictId,
      to_ward_code: place.toWardCode,
      weight: req.weightGrams,
      insurance_value: Math.min(req.goodsValue, GHN_PRICE_LIST.insurance.maxDeclaredValue),
      coupon: null,
    },
  };
}
