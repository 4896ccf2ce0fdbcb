import { sizeChartInputSchema } from '@cho-dep/core/catalog/size-chart-schema';
import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, templateDraft } from './size-chart-draft';

describe('size chart editor draft', () => {
  it('a template draft becomes a valid chart as it is', () => {
    const input = inputOf(templateDraft('bottom', 'Quần jean nữ'));
    expect(sizeChartInputSchema.safeParse(input).success).toBe(true);
    expect(input.rows[0]?.values.map((v) => v.attributeId)).toEqual([2, 6, 7, 8]);
  });

  it('reads decimal commas and leaves an empty box to the schema', () => {
    const draft = templateDraft('shoes', 'Giày');
    const first = draft.rows[0];
    if (!first) throw new Error('no row');
    first.values[10] = { min: '22,5', max: '' };
    const input = inputOf(draft);
    expect(input.rows[0]?.values[0]?.min).toBe(22.5);
    expect(Number.isNaN(input.rows[0]?.values[0]?.max)).toBe(true);
    expect(sizeChartInputSchema.safeParse(input).success).toBe(false);
  });

  it('keeps the columns of a saved chart in the fixed attribute order', () => {
    const draft = draftOf({
      name: 'Áo',
      type: 'top',
      rows: [
        {
          sizeName: 'M',
          values: [
            { attributeId: 5, min: 60, max: 62 },
            { attributeId: 1, min: 88, max: 92 },
          ],
        },
      ],
    });
    expect(draft.columns).toEqual([1, 5]);
  });
});
