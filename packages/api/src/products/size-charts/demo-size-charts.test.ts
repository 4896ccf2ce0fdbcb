import { sizeChartInputSchema } from '@cho-dep/core/catalog/size-chart-schema';
import { describe, expect, it } from 'vitest';
import { CHART_NAME, CHART_TYPE, chartRows } from '../../seed/demo-size-charts';

describe('demo size charts', () => {
  it('every seeded chart can be saved again from the seller centre as it is', () => {
    for (const family of Object.keys(CHART_TYPE) as (keyof typeof CHART_TYPE)[]) {
      for (const fit of ['men', 'women'] as const) {
        const chart = {
          name: CHART_NAME[family][fit],
          type: CHART_TYPE[family],
          rows: chartRows(family, fit),
        };
        const parsed = sizeChartInputSchema.safeParse(chart);
        expect(parsed.error?.issues ?? [], `${family} ${fit}`).toEqual([]);
      }
    }
  });
});
