import { describe, expect, it } from 'vitest';
import { addUp, bucketEnd, bucketKeys, bucketOf, fillSeries, splitBuckets } from './analytics-buckets';

describe('analytics buckets', () => {
  it('starts weeks on Monday', () => {
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23'); // Monday
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16'); // the Sunday before
    expect(bucketOf('2027-01-01', 'week')).toBe('2026-12-28'); // a week across the new year
  });

  it('groups months from the 1st, February of a leap year included', () => {
    expect(bucketOf('2028-02-29', 'month')).toBe('2028-02-01');
    expect(bucketOf('2028-03-01', 'month')).toBe('2028-03-01');
    expect(bucketKeys({ from: '2028-01-31', to: '2028-03-01' }, 'month')).toEqual([
      '2028-01-01',
      '2028-02-01',
      '2028-03-01',
    ]);
  });

  it('lists every day, week or month of a range, partial ends included', () => {
    expect(bucketKeys({ from: '2026-11-21', to: '2026-11-21' }, 'day')).toEqual(['2026-11-21']);
    expect(bucketKeys({ from: '2026-02-27', to: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketKeys({ from: '2026-11-22', to: '2026-11-30' }, 'week')).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(bucketKeys({ from: '2026-01-01', to: '2026-12-31' }, 'day')).toHaveLength(365);
  });

  it('fills empty buckets with zero', () => {
    const series = fillSeries({ from: '2026-11-01', to: '2026-11-03' }, 'day', [
      { bucket: '2026-11-02', orders: 2, revenue: 300_000, buyers: 1 },
    ]);
    expect(series).toEqual([
      { bucket: '2026-11-01', orders: 0, revenue: 0, buyers: 0, views: 0, units: 0 },
      { bucket: '2026-11-02', orders: 2, revenue: 300_000, buyers: 1, views: 0, units: 0 },
      { bucket: '2026-11-03', orders: 0, revenue: 0, buyers: 0, views: 0, units: 0 },
    ]);
  });

  it('ends a week on Sunday and a month on its last day', () => {
    expect(bucketEnd('2026-11-21', 'day')).toBe('2026-11-21');
    expect(bucketEnd('2026-12-28', 'week')).toBe('2027-01-03');
    expect(bucketEnd('2028-02-01', 'month')).toBe('2028-02-29');
    expect(bucketEnd('2026-12-01', 'month')).toBe('2026-12-31');
  });

  it('splits a year into whole months and the two cut ones at its ends', () => {
    expect(splitBuckets({ from: '2025-11-22', to: '2026-11-21' }, 'month')).toEqual({
      whole: { from: '2025-12-01', to: '2026-10-01' },
      partial: [
        { bucket: '2025-11-01', from: '2025-11-22', to: '2025-11-30' },
        { bucket: '2026-11-01', from: '2026-11-01', to: '2026-11-21' },
      ],
    });
    expect(splitBuckets({ from: '2026-01-01', to: '2026-12-31' }, 'month')).toEqual({
      whole: { from: '2026-01-01', to: '2026-12-01' },
      partial: [],
    });
    // Every day is a whole bucket.
    expect(splitBuckets({ from: '2026-11-01', to: '2026-11-30' }, 'day')).toEqual({
      whole: { from: '2026-11-01', to: '2026-11-30' },
      partial: [],
    });
  });

  it('leaves no whole bucket when the range lies inside one', () => {
    expect(splitBuckets({ from: '2026-11-10', to: '2026-11-12' }, 'week')).toEqual({
      whole: null,
      partial: [{ bucket: '2026-11-09', from: '2026-11-10', to: '2026-11-12' }],
    });
    expect(splitBuckets({ from: '2026-11-22', to: '2026-12-06' }, 'week')).toEqual({
      whole: { from: '2026-11-23', to: '2026-11-30' },
      partial: [{ bucket: '2026-11-16', from: '2026-11-22', to: '2026-11-22' }],
    });
  });

  it('adds up every figure but buyers', () => {
    const point = { bucket: '', orders: 2, revenue: 300_000, buyers: 2, views: 10, units: 3 };
    expect(addUp([point, { ...point, orders: 1 }])).toEqual({
      orders: 3,
      revenue: 600_000,
      views: 20,
      units: 6,
    });
  });
});
