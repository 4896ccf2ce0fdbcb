/**
 * Size charts (product.md §3): rows carry a size name and measured values, each value
 * tagged with one of ten attribute kinds that have fixed ids. Measurements are in
 * centimetres, given as a range [min, max] (a single measure has min = max).
 */
export const SIZE_ATTRIBUTES = [
  { id: 1, key: 'chest' },
  { id: 2, key: 'upperWaist' },
  { id: 3, key: 'lowerWaist' },
  { id: 4, key: 'shoulderWidth' },
  { id: 5, key: 'shirtLength' },
  { id: 6, key: 'hip' },
  { id: 7, key: 'trouserLength' },
  { id: 8, key: 'trouserLegWidth' },
  { id: 9, key: 'bustCup' },
  { id: 10, key: 'length' },
] as const;

export type SizeAttributeKey = (typeof SIZE_ATTRIBUTES)[number]['key'];
export type SizeAttributeId = (typeof SIZE_ATTRIBUTES)[number]['id'];

/** What a chart is for; it decides which attributes the seller fills in. */
export const SIZE_CHART_TYPES = ['top', 'bottom', 'dress', 'underwear', 'shoes', 'other'] as const;
export type SizeChartType = (typeof SIZE_CHART_TYPES)[number];

export interface SizeValue {
  attributeId: SizeAttributeId;
  /** Centimetres, inclusive range. */
  min: number;
  max: number;
}

export interface SizeChartRow {
  sizeName: string;
  values: SizeValue[];
}

/** Which size fits which body (product.md §5: size details need height and weight). */
export interface SizeDetail {
  sizeName: string;
  heightMinCm: number;
  heightMaxCm: number;
  weightMinKg: number;
  weightMaxKg: number;
}
