/**
 * Kinds of first- and second-level administrative units. Vietnam since 1 July 2025: 34
 * provinces (6 centrally run cities + 28 provinces) and wards, communes and special zones,
 * with no district level. Korea: 17 first-level divisions; districts are free text.
 */
export const PROVINCE_TYPES = [
  'municipality',
  'province',
  'special_city',
  'metropolitan_city',
  'special_self_governing_city',
  'special_self_governing_province',
] as const;
export type ProvinceType = (typeof PROVINCE_TYPES)[number];

export const WARD_TYPES = ['ward', 'commune', 'special_zone'] as const;
export type WardType = (typeof WARD_TYPES)[number];

/** The source data names a province's kind in Vietnamese ("Thành phố Trung Ương", "Tỉnh"). */
export function vietnamProvinceType(placeType: string): ProvinceType {
  return placeType.normalize('NFC').trim().toLowerCase().startsWith('thành phố')
    ? 'municipality'
    : 'province';
}

/** A ward's kind is the first words of its official name: Phường, Xã or Đặc khu. */
export function vietnamWardType(name: string): WardType {
  const lower = name.normalize('NFC').trim().toLowerCase();
  if (lower.startsWith('phường')) return 'ward';
  if (lower.startsWith('đặc khu')) return 'special_zone';
  return 'commune';
}
