import { provinceRegion } from './province-regions';

/** How far a parcel travels, the axis of every Vietnamese carrier's price list. */
export const SHIPPING_ZONES = ['same_province', 'same_region', 'other_region'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

/**
 * The zone between two provinces of one country, or null when a Vietnamese code is unknown.
 * Korea has no region table: a parcel between two Korean provinces counts as same region
 * (only self-shipping serves Korea, and the country is a day's drive across).
 */
export function shippingZone(
  country: 'VN' | 'KO',
  fromProvinceCode: string,
  toProvinceCode: string,
): ShippingZone | null {
  if (country === 'KO') return fromProvinceCode === toProvinceCode ? 'same_province' : 'same_region';
  const fromRegion = provinceRegion(fromProvinceCode);
  const toRegion = provinceRegion(toProvinceCode);
  if (!fromRegion || !toRegion) return null;
  if (fromProvinceCode === toProvinceCode) return 'same_province';
  return fromRegion === toRegion ? 'same_region' : 'other_region';
}
