import { describe, expect, it } from 'vitest';
import { internationalShippingFee } from './international-shipping';

const fromKorea = (weightGrams: number) =>
  internationalShippingFee({ shopCountry: 'KO', buyerCountry: 'VN', weightGrams });

describe('the international shipping leg', () => {
  it('prices a Korean parcel to Vietnam by its first kilogram and each started 500 g', () => {
    expect(fromKorea(1)).toBe(90_000);
    expect(fromKorea(1_000)).toBe(90_000);
    expect(fromKorea(1_001)).toBe(115_000);
    expect(fromKorea(1_500)).toBe(115_000);
    expect(fromKorea(2_000)).toBe(140_000);
    expect(fromKorea(5_200)).toBe(90_000 + 9 * 25_000);
  });

  it('is nothing for a Vietnamese shop, or a parcel that stays in Korea', () => {
    expect(internationalShippingFee({ shopCountry: 'VN', buyerCountry: 'VN', weightGrams: 3_000 })).toBe(0);
    expect(internationalShippingFee({ shopCountry: 'KO', buyerCountry: 'KO', weightGrams: 3_000 })).toBe(0);
  });
});
