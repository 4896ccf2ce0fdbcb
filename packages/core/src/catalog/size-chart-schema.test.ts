import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { SIZE_CHART_TYPES } from './size-chart';
import { sizeChartInputSchema } from './size-chart-schema';
import { isAttributeOfType, SIZE_CHART_TEMPLATES } from './size-chart-templates';

const L = LIMITS.sizeCharts;
const messagesOf = (input: unknown) =>
  sizeChartInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
const top = (rows: unknown[]) => ({ name: 'Áo thun', type: 'top', rows });
const row = (sizeName: string, min = 84, max = 88, attributeId = 1) => ({
  sizeName,
  values: [{ attributeId, min, max }],
});

describe('size chart templates', () => {
  it('every template is a valid chart of its type', () => {
    for (const type of SIZE_CHART_TYPES) {
      const template = SIZE_CHART_TEMPLATES[type];
      const parsed = sizeChartInputSchema.safeParse({ name: `Mẫu ${type}`, type, rows: template.rows });
      expect(parsed.success, type).toBe(true);
      for (const column of template.columns) expect(isAttributeOfType(type, column)).toBe(true);
    }
  });
  it('shoes measure only the length; other allows all ten attributes', () => {
    expect(isAttributeOfType('shoes', 10)).toBe(true);
    expect(isAttributeOfType('shoes', 1)).toBe(false);
    expect(SIZE_CHART_TEMPLATES.other.allowed).toHaveLength(10);
  });
});

describe('size chart input', () => {
  it('accepts values at the bounds and refuses just outside', () => {
    expect(messagesOf(top([row('S', L.valueMinCm, L.valueMaxCm)]))).toEqual([]);
    expect(sizeChartInputSchema.safeParse(top([row('S', L.valueMinCm - 0.5, 10)])).success).toBe(false);
    expect(sizeChartInputSchema.safeParse(top([row('S', 10, L.valueMaxCm + 0.5)])).success).toBe(false);
  });
  it('goes by half centimetres', () => {
    expect(messagesOf(top([row('S', 84.5, 88)]))).toEqual([]);
    expect(messagesOf(top([row('S', 84.3, 88)]))).toEqual(['validation.sizeChart.halfCm']);
  });
  it('refuses min above max', () => {
    expect(messagesOf(top([row('S', 90, 88)]))).toEqual(['validation.sizeChart.minAboveMax']);
  });
  it('needs one size at least, and at most the limit', () => {
    expect(messagesOf(top([]))).toEqual(['validation.sizeChart.rowsMin']);
    const many = Array.from({ length: L.rowsMax + 1 }, (_, i) => row(`S${i}`));
    expect(sizeChartInputSchema.safeParse(top(many)).success).toBe(false);
    expect(sizeChartInputSchema.safeParse(top(many.slice(0, L.rowsMax))).success).toBe(true);
  });
  it('refuses the same size name twice, ignoring case and spaces', () => {
    expect(messagesOf(top([row('M'), row(' m ')]))).toEqual(['validation.sizeChart.duplicateSize']);
  });
  it('refuses an attribute that is not of the chart type', () => {
    expect(messagesOf(top([row('S', 90, 100, 7)]))).toEqual(['validation.sizeChart.attributeNotOfType']);
    expect(messagesOf({ name: 'Quần', type: 'bottom', rows: [row('S', 90, 100, 7)] })).toEqual([]);
  });
  it('refuses an attribute twice in a row, an empty row and rows with different columns', () => {
    expect(
      messagesOf(
        top([
          {
            sizeName: 'S',
            values: [
              { attributeId: 1, min: 1, max: 2 },
              { attributeId: 1, min: 1, max: 2 },
            ],
          },
        ]),
      ),
    ).toContain('validation.sizeChart.duplicateAttribute');
    expect(messagesOf(top([{ sizeName: 'S', values: [] }]))).toEqual(['validation.sizeChart.rowEmpty']);
    expect(messagesOf(top([row('S'), row('M', 40, 42, 4)]))).toEqual(['validation.sizeChart.sameColumns']);
  });
  it('refuses an unknown attribute id', () => {
    expect(sizeChartInputSchema.safeParse(top([row('S', 1, 2, 11)])).success).toBe(false);
  });
});
