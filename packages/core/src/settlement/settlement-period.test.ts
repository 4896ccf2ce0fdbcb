import { describe, expect, it } from 'vitest';
import { periodBounds, periodOf, settlementPeriodSchema } from './settlement-period';

describe('settlement periods', () => {
  it('takes the month in Vietnam time', () => {
    expect(periodOf(new Date('2026-10-31T16:59:59.999Z'))).toBe('2026-10');
    expect(periodOf(new Date('2026-10-31T17:00:00Z'))).toBe('2026-11');
  });

  it('bounds a month from Vietnam midnight to the next month’s, across the year end', () => {
    expect(periodBounds('2026-11')).toEqual({
      from: new Date('2026-10-31T17:00:00Z'),
      to: new Date('2026-11-30T17:00:00Z'),
    });
    expect(periodBounds('2026-12').to).toEqual(new Date('2026-12-31T17:00:00Z'));
  });

  it('accepts months 01 to 12 only', () => {
    expect(settlementPeriodSchema.safeParse('2026-01').success).toBe(true);
    expect(settlementPeriodSchema.safeParse('2026-12').success).toBe(true);
    expect(settlementPeriodSchema.safeParse('2026-00').success).toBe(false);
    expect(settlementPeriodSchema.safeParse('2026-13').success).toBe(false);
    expect(settlementPeriodSchema.safeParse('2026-1').success).toBe(false);
  });
});
