import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS } from './analytics-period';
import { analyticsQuerySchema, periodChoiceOf } from './analytics-query-schema';

const issues = (input: unknown) => {
  const result = analyticsQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('analytics query', () => {
  it('defaults to the last 30 days by day', () => {
    const query = analyticsQuerySchema.parse({});
    expect(query.granularity).toBe('day');
    expect(periodChoiceOf(query)).toEqual({ preset: 'last30' });
    expect(periodChoiceOf(analyticsQuerySchema.parse({ preset: 'today', from: '2026-01-01' }))).toEqual({
      preset: 'today',
    });
  });

  it('refuses unreal dates, a reversed range and a missing end', () => {
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([
      'from:validation.analytics.dateInvalid',
    ]);
    expect(issues({ from: '21/11/2026', to: '2026-11-21' })).toEqual([
      'from:validation.analytics.dateInvalid',
    ]);
    expect(issues({ from: '2026-11-21', to: '2026-11-20' })).toEqual(['to:validation.analytics.rangeOrder']);
    expect(issues({ from: '2026-11-21', to: '2026-11-21' })).toEqual([]);
    expect(issues({ from: '2026-11-21' })).toEqual(['to:validation.required']);
    expect(issues({ granularity: 'hour' })).toHaveLength(1);
    expect(issues({ preset: 'forever' })).toHaveLength(1);
  });

  it(`accepts ${MAX_RANGE_DAYS} days and refuses one more`, () => {
    expect(issues({ from: '2028-01-01', to: '2028-12-31' })).toEqual([]); // 366, a leap year
    expect(issues({ from: '2026-01-01', to: '2027-01-01' })).toEqual([]); // 366
    expect(issues({ from: '2026-01-01', to: '2027-01-02' })).toEqual([
      'to:validation.analytics.rangeTooLong',
    ]);
  });
});
