import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { SIZE_ATTRIBUTES, SIZE_CHART_TYPES } from './size-chart';
import { isAttributeOfType } from './size-chart-templates';

const L = LIMITS.sizeCharts;
const ATTRIBUTE_IDS = SIZE_ATTRIBUTES.map((a) => a.id) as number[];

/** A measure in cm, to the half centimetre (shoe sizes go by 0.5 cm). */
const centimetres = z
  .number()
  .min(L.valueMinCm)
  .max(L.valueMaxCm)
  .refine((v) => Number.isInteger(v * 2), 'validation.sizeChart.halfCm');

const valueSchema = z.object({
  attributeId: z
    .number()
    .int()
    .refine((id) => ATTRIBUTE_IDS.includes(id), 'validation.invalidEnum'),
  min: centimetres,
  max: centimetres,
});

const rowSchema = z.object({
  sizeName: z.string().trim().min(1).max(L.sizeNameMax),
  values: z.array(valueSchema).min(1, 'validation.sizeChart.rowEmpty').max(ATTRIBUTE_IDS.length),
});

/**
 * A size chart as the seller's form and the API send it (POST / PUT
 * /api/v1/seller/size-charts). Beyond the field bounds: at least one size, size names unique
 * (ignoring case), min <= max, only the attributes of the chart's type, each at most once per
 * row, and every row measuring the same attributes (the chart is a table, product.md §3).
 */
export const sizeChartInputSchema = z
  .object({
    name: z.string().trim().min(L.nameMin).max(L.nameMax),
    type: z.enum(SIZE_CHART_TYPES),
    rows: z.array(rowSchema).min(L.rowsMin, 'validation.sizeChart.rowsMin').max(L.rowsMax),
  })
  .superRefine((chart, ctx) => {
    const seen = new Set<string>();
    const columns = chart.rows[0]?.values
      .map((v) => v.attributeId)
      .sort((a, b) => a - b)
      .join(',');
    chart.rows.forEach((row, r) => {
      const name = row.sizeName.trim().toLocaleLowerCase('vi');
      if (seen.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r, 'sizeName'],
          message: 'validation.sizeChart.duplicateSize',
        });
      }
      seen.add(name);
      const ids = new Set<number>();
      row.values.forEach((value, v) => {
        if (!isAttributeOfType(chart.type, value.attributeId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', r, 'values', v, 'attributeId'],
            message: 'validation.sizeChart.attributeNotOfType',
          });
        }
        if (ids.has(value.attributeId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', r, 'values', v, 'attributeId'],
            message: 'validation.sizeChart.duplicateAttribute',
          });
        }
        ids.add(value.attributeId);
        if (value.min > value.max) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', r, 'values', v, 'max'],
            message: 'validation.sizeChart.minAboveMax',
          });
        }
      });
      const own = row.values
        .map((v) => v.attributeId)
        .sort((a, b) => a - b)
        .join(',');
      if (r > 0 && own !== columns) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r, 'values'],
          message: 'validation.sizeChart.sameColumns',
        });
      }
    });
  });

export type SizeChartInput = z.infer<typeof sizeChartInputSchema>;
