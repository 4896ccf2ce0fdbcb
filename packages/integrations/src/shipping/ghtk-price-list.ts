import type { PriceList } from './price-list';

/**
 * GHTK's road ("đường bộ") price list, simulated because no GHTK gateway is reachable from
 * here. Shaped like GHTK's published table: one price for the first 500 g, then a price per
 * started 500 g. Every figure is a plausible stand-in to check against the current GHTK table
 * before going live (verify). Dong.
 */
export const GHTK_PRICE_LIST: PriceList = {
  stepGrams: 500,
  zones: {
    same_province: { baseFee: 22_000, baseWeightGrams: 500, stepFee: 2_500, etaDays: { min: 2, max: 3 } }, // (verify)
    same_region: { baseFee: 30_000, baseWeightGrams: 500, stepFee: 2_500, etaDays: { min: 2, max: 4 } }, // (verify)
    other_region: { baseFee: 32_000, baseWeightGrams: 500, stepFee: 5_000, etaDays: { min: 4, max: 7 } }, // (verify)
  },
  // XTeam (deliver_option 'xteam') is GHTK's fast service within one province only. (verify)
  express: {
    same_province: { surcharge: 15_000, etaDays: { min: 1, max: 2 } }, // (verify)
  },
  // 0.5% of the declared value above 1,000,000, counted up to 20,000,000. (verify)
  insurance: { freeUpTo: 1_000_000, rateBasisPoints: 50, maxDeclaredValue: 20_000_000 },
};
