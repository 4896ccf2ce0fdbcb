import { describe, expect, it } from 'vitest';
import { recommendSize } from './recommend-size';
import type { SizeChartRow, SizeDetail } from './size-chart';

/** chest (1), lower waist (3), hip (6), shirt length (5) in cm. */
const row = (
  sizeName: string,
  chest: [number, number],
  hip?: [number, number],
  extra: SizeChartRow['values'] = [],
): SizeChartRow => ({
  sizeName,
  values: [
    { attributeId: 1, min: chest[0], max: chest[1] },
    ...(hip ? [{ attributeId: 6 as const, min: hip[0], max: hip[1] }] : []),
    ...extra,
  ],
});

const TOPS: SizeChartRow[] = [
  row('S', [80, 84], [84, 88]),
  row('M', [86, 90], [88, 92]),
  row('L', [90, 94], [92, 96]),
  row('XL', [95, 100], [97, 102]),
];

const DETAILS: SizeDetail[] = [
  { sizeName: 'S', heightMinCm: 150, heightMaxCm: 158, weightMinKg: 40, weightMaxKg: 48 },
  { sizeName: 'M', heightMinCm: 158, heightMaxCm: 165, weightMinKg: 48, weightMaxKg: 56 },
  { sizeName: 'L', heightMinCm: 165, heightMaxCm: 172, weightMinKg: 56, weightMaxKg: 65 },
];

describe('recommendSize', () => {
  it('picks the size whose range holds the measure and says why', () => {
    expect(recommendSize({ measurements: { chest: 88 }, chart: TOPS })).toEqual({
      kind: 'fits',
      size: 'M',
      reasons: [{ attribute: 'chest', value: 88, range: [86, 90], fit: 'within' }],
    });
  });

  it('uses every measure the chart and the body share, in a fixed order', () => {
    const result = recommendSize({ measurements: { hip: 94, chest: 92, height: 170 }, chart: TOPS });
    expect(result).toEqual({
      kind: 'fits',
      size: 'L',
      reasons: [
        { attribute: 'chest', value: 92, range: [90, 94], fit: 'within' },
        { attribute: 'hip', value: 94, range: [92, 96], fit: 'within' },
      ],
    });
  });

  it('takes the smaller size when the value sits on the shared edge of two sizes', () => {
    expect(recommendSize({ measurements: { chest: 90 }, chart: TOPS })).toMatchObject({
      kind: 'fits',
      size: 'M',
    });
  });

  it('picks the larger size for a value in the gap between two sizes, and names both', () => {
    expect(recommendSize({ measurements: { chest: 85 }, chart: TOPS })).toEqual({
      kind: 'between',
      size: 'M',
      smaller: 'S',
      reasons: [{ attribute: 'chest', value: 85, range: [86, 90], fit: 'below' }],
    });
  });

  it('picks the larger size when measures point at different sizes', () => {
    const result = recommendSize({ measurements: { chest: 87, hip: 95 }, chart: TOPS });
    expect(result).toEqual({
      kind: 'between',
      size: 'L',
      smaller: 'M',
      reasons: [
        { attribute: 'chest', value: 87, range: [90, 94], fit: 'below' },
        { attribute: 'hip', value: 95, range: [92, 96], fit: 'within' },
      ],
    });
  });

  it('suggests the smallest size for a body under every size', () => {
    expect(recommendSize({ measurements: { chest: 76 }, chart: TOPS })).toEqual({
      kind: 'smallest',
      size: 'S',
      reasons: [{ attribute: 'chest', value: 76, range: [80, 84], fit: 'below' }],
    });
  });

  it('says no size fits a body over the largest size, with the largest as reference', () => {
    expect(recommendSize({ measurements: { chest: 104, hip: 90 }, chart: TOPS })).toEqual({
      kind: 'tooLarge',
      size: 'XL',
      reasons: [
        { attribute: 'chest', value: 104, range: [95, 100], fit: 'above' },
        { attribute: 'hip', value: 90, range: [97, 102], fit: 'below' },
      ],
    });
  });

  it('answers none without a chart and without size details', () => {
    expect(recommendSize({ measurements: { chest: 88 }, chart: [] })).toEqual({
      kind: 'none',
      why: 'noChart',
    });
    expect(recommendSize({ measurements: { chest: 88 }, chart: null, details: [] })).toEqual({
      kind: 'none',
      why: 'noChart',
    });
  });

  it('answers none without measurements', () => {
    expect(recommendSize({ measurements: null, chart: TOPS })).toEqual({
      kind: 'none',
      why: 'noMeasurements',
    });
    expect(recommendSize({ measurements: {}, chart: TOPS })).toEqual({ kind: 'none', why: 'noMeasurements' });
  });

  it('answers none when the body and the chart share no measure', () => {
    const trousers = [{ sizeName: '28', values: [{ attributeId: 7 as const, min: 95, max: 98 }] }];
    expect(recommendSize({ measurements: { chest: 88 }, chart: trousers })).toEqual({
      kind: 'none',
      why: 'noCommonMeasures',
    });
  });

  it('maps profile names to chart attributes (shoulder, top length, pants length, buttocks)', () => {
    const chart: SizeChartRow[] = [
      {
        sizeName: 'M',
        values: [
          { attributeId: 4, min: 40, max: 43 },
          { attributeId: 5, min: 66, max: 68 },
        ],
      },
      {
        sizeName: 'L',
        values: [
          { attributeId: 4, min: 44, max: 46 },
          { attributeId: 5, min: 69, max: 71 },
        ],
      },
    ];
    expect(recommendSize({ measurements: { shoulder: 45, topLength: 70 }, chart })).toMatchObject({
      kind: 'fits',
      size: 'L',
      reasons: [
        { attribute: 'shoulderWidth', value: 45 },
        { attribute: 'shirtLength', value: 70 },
      ],
    });
    const pants = [
      { sizeName: '29', values: [{ attributeId: 7 as const, min: 96, max: 98 }] },
      { sizeName: '30', values: [{ attributeId: 7 as const, min: 99, max: 101 }] },
    ];
    expect(recommendSize({ measurements: { pantsLength: 100 }, chart: pants })).toMatchObject({ size: '30' });
    expect(recommendSize({ measurements: { buttocks: 91 }, chart: TOPS })).toMatchObject({
      size: 'M',
      reasons: [{ attribute: 'hip', value: 91 }],
    });
  });

  it('works from size details (height and weight) alone', () => {
    expect(
      recommendSize({ measurements: { height: 160, weight: 50 }, chart: null, details: DETAILS }),
    ).toEqual({
      kind: 'fits',
      size: 'M',
      reasons: [
        { attribute: 'height', value: 160, range: [158, 165], fit: 'within' },
        { attribute: 'weight', value: 50, range: [48, 56], fit: 'within' },
      ],
    });
    // Tall but light: the height needs L, so L it is, and the weight is under its range.
    expect(
      recommendSize({ measurements: { height: 168, weight: 50 }, details: DETAILS, chart: [] }),
    ).toMatchObject({ kind: 'between', size: 'L', smaller: 'M' });
  });

  it('merges the chart and the size details by size name', () => {
    const result = recommendSize({ measurements: { chest: 88, weight: 60 }, chart: TOPS, details: DETAILS });
    expect(result).toMatchObject({ kind: 'between', size: 'L', smaller: 'M' });
  });

  it('sorts sizes by their measures whatever order the seller listed them in', () => {
    const shuffled = [TOPS[2], TOPS[0], TOPS[3], TOPS[1]] as SizeChartRow[];
    expect(recommendSize({ measurements: { chest: 85 }, chart: shuffled })).toMatchObject({
      kind: 'between',
      size: 'M',
      smaller: 'S',
    });
  });

  it('ignores empty cells, reversed ranges and attributes a body has no measure for', () => {
    const chart: SizeChartRow[] = [
      row('S', [84, 80], undefined, [{ attributeId: 9, min: 70, max: 75 }]),
      row('M', [0, 0]),
      row('L', [94, 90]),
    ];
    expect(recommendSize({ measurements: { chest: 92 }, chart })).toEqual({
      kind: 'fits',
      size: 'L',
      reasons: [{ attribute: 'chest', value: 92, range: [90, 94], fit: 'within' }],
    });
  });

  it('skips a size that is too tight on a column that does not grow with the size', () => {
    // Chest grows with the size but this seller's M has a shorter shirt than S.
    const chart: SizeChartRow[] = [
      row('S', [80, 86], undefined, [{ attributeId: 5, min: 66, max: 68 }]),
      row('M', [86, 90], undefined, [{ attributeId: 5, min: 64, max: 65 }]),
      row('L', [90, 94], undefined, [{ attributeId: 5, min: 68, max: 70 }]),
    ];
    expect(recommendSize({ measurements: { chest: 87, topLength: 67 }, chart })).toMatchObject({
      kind: 'between',
      size: 'L',
      smaller: 'M',
    });
  });
});
