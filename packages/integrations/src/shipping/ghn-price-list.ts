import type { PriceList } from './price-list';

/**
 * GHN's e-commerce ("hàng nhẹ", service_type_id 2) price list, simulated because no GHN
 * gateway is reachable from here. Shaped like GHN's published table: one price up to 2 kg,
 * then a price per started 500 g. Every figure is a plausible stand-in to check against the
 * current GHN table before going live (verify). Dong.
 */
export const GHN_PRICE_LIST: PriceList = {
  stepGrams: 500,
  zones: {
    same_province: { baseFee: 16_500, baseWeightGrams: 2_000, stepFee: 2_500, etaDays: { min: 2, max: 3 } }, // (verify)
    same_region: { baseFee: 29_000, baseWeightGrams: 2_000, stepFee: 5_000, etaDays: { min: 2, max: 4 } }, // (verify)
    other_region: { baseFee: 35_000, baseWeightGrams: 2_000, stepFee: 5_000, etaDays: { min: 3, max: 5 } }, // (verify)
  },
  // GHN Express (service_type_id 1) runs within a region only; across regions it is not offered. (verify)
  express: {
    same_province: { surcharge: 10_000, etaDays: { min: 1, max: 2 } }, // (verify)
    same_region: { surcharge: 20_000, etaDays: { min: 1, max: 2 } }, // (verify)
  },
  // 0.5% of the declared value above 1,000,000; GHN accepts insurance_value up to 5,000,000. (verify)
  insurance: { freeUpTo: 1_000_000, rateBasisPoints: 50, maxDeclaredValue: 5_000_000 },
};
