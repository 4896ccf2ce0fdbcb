import { SIZE_CHART_TYPES } from '@cho-dep/core/catalog/size-chart';
import { z } from '@hono/zod-openapi';

const valueSchema = z.object({
  attributeId: z
    .number()
    .int()
    .openapi({ description: 'One of the ten fixed attribute ids (1 chest ... 10 length)' }),
  min: z.number().openapi({ description: 'cm' }),
  max: z.number().openapi({ description: 'cm' }),
});
const rowSchema = z.object({ sizeName: z.string(), values: z.array(valueSchema) });

export const sizeChartSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(SIZE_CHART_TYPES),
    rows: z.array(rowSchema),
    productCount: z.number().int().openapi({ description: 'Products of the shop that show this chart' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('SellerSizeChart');
export type SellerSizeChart = z.infer<typeof sizeChartSchema>;

export const sizeChartTemplateSchema = z
  .object({
    type: z.enum(SIZE_CHART_TYPES),
    allowed: z.array(z.number().int()).openapi({ description: 'Attribute ids a chart of this type may use' }),
    columns: z.array(z.number().int()).openapi({ description: 'Attribute ids the template fills in' }),
    rows: z.array(rowSchema),
  })
  .openapi('SizeChartTemplate');
