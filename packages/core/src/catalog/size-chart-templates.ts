import { SIZE_ATTRIBUTES, type SizeAttributeId, type SizeChartRow, type SizeChartType } from './size-chart';

/**
 * The system templates a seller starts a size chart from (/ban-hang/quan-ly-size-chart/tao?type=).
 * `allowed` is every measure that makes sense for the kind of garment (the chart may use only
 * these); `columns` the ones the template fills in, with typical Vietnamese sizing in cm.
 * Bust cup is the bust minus underbust difference in cm; shoe `length` is the foot length.
 */
export interface SizeChartTemplate {
  type: SizeChartType;
  allowed: readonly SizeAttributeId[];
  columns: readonly SizeAttributeId[];
  rows: readonly SizeChartRow[];
}

type Ranges = Partial<Record<SizeAttributeId, readonly [number, number]>>;

function rows(sizes: readonly (readonly [string, Ranges])[]): SizeChartRow[] {
  return sizes.map(([sizeName, ranges]) => ({
    sizeName,
    values: (Object.entries(ranges) as [string, readonly [number, number]][]).map(([id, [min, max]]) => ({
      attributeId: Number(id) as SizeAttributeId,
      min,
      max,
    })),
  }));
}

const ALL_ATTRIBUTES = SIZE_ATTRIBUTES.map((a) => a.id);

export const SIZE_CHART_TEMPLATES: Record<SizeChartType, SizeChartTemplate> = {
  top: {
    type: 'top',
    allowed: [1, 2, 4, 5],
    columns: [1, 4, 5],
    rows: rows([
      ['S', { 1: [84, 88], 4: [40, 42], 5: [64, 66] }],
      ['M', { 1: [88, 92], 4: [42, 44], 5: [66, 68] }],
      ['L', { 1: [92, 96], 4: [44, 46], 5: [68, 70] }],
      ['XL', { 1: [96, 100], 4: [46, 48], 5: [70, 72] }],
      ['XXL', { 1: [100, 104], 4: [48, 50], 5: [72, 74] }],
    ]),
  },
  bottom: {
    type: 'bottom',
    // Length (10) is a skirt's length; trouser length (7) a trouser's.
    allowed: [2, 3, 6, 7, 8, 10],
    columns: [2, 6, 7, 8],
    rows: rows([
      ['S', { 2: [64, 68], 6: [86, 90], 7: [96, 98], 8: [17, 18] }],
      ['M', { 2: [68, 72], 6: [90, 94], 7: [98, 100], 8: [18, 19] }],
      ['L', { 2: [72, 76], 6: [94, 98], 7: [100, 102], 8: [19, 20] }],
      ['XL', { 2: [76, 80], 6: [98, 102], 7: [102, 104], 8: [20, 21] }],
      ['XXL', { 2: [80, 84], 6: [102, 106], 7: [104, 106], 8: [21, 22] }],
    ]),
  },
  dress: {
    type: 'dress',
    allowed: [1, 2, 3, 4, 6, 10],
    columns: [1, 2, 6, 10],
    rows: rows([
      ['S', { 1: [80, 84], 2: [62, 66], 6: [86, 90], 10: [95, 97] }],
      ['M', { 1: [84, 88], 2: [66, 70], 6: [90, 94], 10: [97, 99] }],
      ['L', { 1: [88, 92], 2: [70, 74], 6: [94, 98], 10: [99, 101] }],
      ['XL', { 1: [92, 96], 2: [74, 78], 6: [98, 102], 10: [101, 103] }],
    ]),
  },
  underwear: {
    type: 'underwear',
    allowed: [1, 2, 6, 9],
    columns: [1, 9, 2],
    rows: rows([
      ['S', { 1: [68, 72], 9: [10, 12], 2: [58, 62] }],
      ['M', { 1: [73, 77], 9: [12, 14], 2: [62, 66] }],
      ['L', { 1: [78, 82], 9: [14, 16], 2: [66, 70] }],
      ['XL', { 1: [83, 87], 9: [16, 18], 2: [70, 74] }],
    ]),
  },
  shoes: {
    type: 'shoes',
    allowed: [10],
    columns: [10],
    rows: rows([
      ['36', { 10: [22.5, 23] }],
      ['37', { 10: [23, 23.5] }],
      ['38', { 10: [23.5, 24] }],
      ['39', { 10: [24, 24.5] }],
      ['40', { 10: [24.5, 25] }],
      ['41', { 10: [25, 25.5] }],
      ['42', { 10: [25.5, 26] }],
    ]),
  },
  other: {
    type: 'other',
    allowed: ALL_ATTRIBUTES,
    columns: [1, 2, 6, 10],
    rows: rows([
      ['S', { 1: [82, 86], 2: [64, 68], 6: [86, 90], 10: [60, 62] }],
      ['M', { 1: [86, 90], 2: [68, 72], 6: [90, 94], 10: [62, 64] }],
      ['L', { 1: [90, 94], 2: [72, 76], 6: [94, 98], 10: [64, 66] }],
      ['XL', { 1: [94, 98], 2: [76, 80], 6: [98, 102], 10: [66, 68] }],
    ]),
  },
};

/** Whether a chart of `type` may carry a value of `attributeId`. */
export function isAttributeOfType(type: SizeChartType, attributeId: number): boolean {
  return (SIZE_CHART_TEMPLATES[type].allowed as readonly number[]).includes(attributeId);
}
