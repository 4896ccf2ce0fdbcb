import type { BodyMeasurements } from '../profile/profile-schemas';
import { SIZE_ATTRIBUTES, type SizeAttributeKey, type SizeChartRow, type SizeDetail } from './size-chart';

/**
 * Size help: from the buyer's body measurements and the product's size chart
 * (and/or its size details of height and weight), the size to pick and why, as data the page
 * words in each language ("Ngực 88 cm vừa size M").
 *
 * The rule: for every measure both sides know, the size needed is the smallest one whose range
 * reaches the buyer's value (a roomier size can be worn, a tighter one cannot). The pick is the
 * largest of those, so every measure has room. When a measure then falls under the picked
 * size's range (in the gap between two sizes, or because another measure needs the bigger
 * size) the answer says "between" and names the smaller size too.
 */

/** The measures compared: chart attributes a body measurement matches, plus height and weight. */
export const FIT_MEASURES = [
  'chest',
  'upperWaist',
  'lowerWaist',
  'hip',
  'shoulderWidth',
  'shirtLength',
  'trouserLength',
  'height',
  'weight',
] as const;
export type FitMeasure = (typeof FIT_MEASURES)[number];

/** Which body measurement (profile) each measure reads; `hip` falls back to buttocks. */
const BODY_SOURCE: Record<FitMeasure, readonly (keyof BodyMeasurements)[]> = {
  chest: ['chest'],
  upperWaist: ['upperWaist'],
  lowerWaist: ['lowerWaist'],
  hip: ['hip', 'buttocks'],
  shoulderWidth: ['shoulder'],
  shirtLength: ['topLength'],
  trouserLength: ['pantsLength'],
  height: ['height'],
  weight: ['weight'],
};

const CHART_MEASURES = new Set<string>(FIT_MEASURES);
const ATTRIBUTE_KEY = new Map<number, SizeAttributeKey>(SIZE_ATTRIBUTES.map((a) => [a.id, a.key]));

export interface SizeReason {
  attribute: FitMeasure;
  /** The buyer's value: cm, or kg for weight. */
  value: number;
  /** The recommended size's range for this measure. */
  range: [number, number];
  /** within: inside the range; below: under it (the size is roomy); above: over it (too tight). */
  fit: 'within' | 'below' | 'above';
}

export type SizeRecommendation =
  /** Every measure is inside the size's ranges. */
  | { kind: 'fits'; size: string; reasons: SizeReason[] }
  /** Between `smaller` and `size`: the larger one is suggested. */
  | { kind: 'between'; size: string; smaller: string; reasons: SizeReason[] }
  /** Smaller than the smallest size: it is the closest, and may be loose. */
  | { kind: 'smallest'; size: string; reasons: SizeReason[] }
  /** Larger than the largest size (`size`): no size of the chart fits. */
  | { kind: 'tooLarge'; size: string; reasons: SizeReason[] };

export type RecommendSizeResult =
  | SizeRecommendation
  | { kind: 'none'; why: 'noChart' | 'noMeasurements' | 'noCommonMeasures' };

interface SizeRow {
  sizeName: string;
  ranges: Map<FitMeasure, [number, number]>;
}

function range(min: number, max: number): [number, number] | null {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  // An empty cell is stored as 0: it says nothing about the size.
  return high > 0 ? [low, high] : null;
}

/** Chart rows and size details merged by size name, chart order first. */
function sizeRows(chart: readonly SizeChartRow[], details: readonly SizeDetail[]): SizeRow[] {
  const rows: SizeRow[] = [];
  const rowOf = (name: string): SizeRow => {
    const key = name.trim();
    let row = rows.find((r) => r.sizeName === key);
    if (!row) {
      row = { sizeName: key, ranges: new Map() };
      rows.push(row);
    }
    return row;
  };
  for (const chartRow of chart) {
    const row = rowOf(chartRow.sizeName);
    for (const value of chartRow.values) {
      const key = ATTRIBUTE_KEY.get(value.attributeId);
      const r = range(value.min, value.max);
      if (key && CHART_MEASURES.has(key) && r) row.ranges.set(key as FitMeasure, r);
    }
  }
  for (const detail of details) {
    const row = rowOf(detail.sizeName);
    const height = range(detail.heightMinCm, detail.heightMaxCm);
    const weight = range(detail.weightMinKg, detail.weightMaxKg);
    if (height && !row.ranges.has('height')) row.ranges.set('height', height);
    if (weight && !row.ranges.has('weight')) row.ranges.set('weight', weight);
  }
  return rows.filter((row) => row.sizeName !== '' && row.ranges.size > 0);
}

function bodyValue(body: BodyMeasurements, measure: FitMeasure): number | undefined {
  for (const key of BODY_SOURCE[measure]) {
    const value = body[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  return undefined;
}

/**
 * Sizes from small to large: by the middle of the first measure every row has (sellers
 * usually list S, M, L, but not always); kept in the seller's order when no measure is shared.
 */
function sortRows(rows: SizeRow[]): SizeRow[] {
  const shared = FIT_MEASURES.find((m) => rows.every((row) => row.ranges.has(m)));
  if (!shared) return rows;
  const middle = (row: SizeRow) => {
    const [min, max] = row.ranges.get(shared) ?? [0, 0];
    return (min + max) / 2;
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => middle(a.row) - middle(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

function fitOf(value: number, [min, max]: [number, number]): SizeReason['fit'] {
  if (value < min) return 'below';
  if (value > max) return 'above';
  return 'within';
}

export function recommendSize(input: {
  measurements: BodyMeasurements | null | undefined;
  chart: readonly SizeChartRow[] | null | undefined;
  details?: readonly SizeDetail[] | null;
}): RecommendSizeResult {
  const rows = sortRows(sizeRows(input.chart ?? [], input.details ?? []));
  if (rows.length === 0) return { kind: 'none', why: 'noChart' };
  const body = input.measurements ?? {};
  const known = FIT_MEASURES.filter((m) => bodyValue(body, m) !== undefined);
  if (known.length === 0) return { kind: 'none', why: 'noMeasurements' };
  const common = known.filter((m) => rows.some((row) => row.ranges.has(m)));
  if (common.length === 0) return { kind: 'none', why: 'noCommonMeasures' };

  const reasonsFor = (row: SizeRow): SizeReason[] =>
    common.flatMap((attribute) => {
      const r = row.ranges.get(attribute);
      const value = bodyValue(body, attribute) ?? 0;
      return r ? [{ attribute, value, range: r, fit: fitOf(value, r) }] : [];
    });

  // For each measure, the index of the smallest size whose range reaches the buyer's value.
  const needed = new Map<FitMeasure, number>();
  for (const measure of common) {
    const value = bodyValue(body, measure) ?? 0;
    needed.set(
      measure,
      rows.findIndex((row) => {
        const r = row.ranges.get(measure);
        return r !== undefined && r[1] >= value;
      }),
    );
  }
  const largest = rows[rows.length - 1] as SizeRow;
  if ([...needed.values()].includes(-1)) {
    return { kind: 'tooLarge', size: largest.sizeName, reasons: reasonsFor(largest) };
  }
  // The first size that leaves room for every measure (a chart whose columns do not all grow
  // with the size may need one above the largest "needed" index).
  const pick = rows.findIndex((row, index) =>
    common.every((measure) => {
      const r = row.ranges.get(measure);
      return r ? r[1] >= (bodyValue(body, measure) ?? 0) : index >= (needed.get(measure) ?? 0);
    }),
  );
  if (pick === -1) return { kind: 'tooLarge', size: largest.sizeName, reasons: reasonsFor(largest) };

  const row = rows[pick] as SizeRow;
  const reasons = reasonsFor(row);
  if (reasons.every((reason) => reason.fit === 'within'))
    return { kind: 'fits', size: row.sizeName, reasons };
  if (pick === 0) return { kind: 'smallest', size: row.sizeName, reasons };
  const smaller = rows[pick - 1] as SizeRow;
  return { kind: 'between', size: row.sizeName, smaller: smaller.sizeName, reasons };
}
