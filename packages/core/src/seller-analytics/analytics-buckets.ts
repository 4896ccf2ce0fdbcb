import type { AnalyticsGranularity, DayRange } from './analytics-period';
import { addDays, isoWeekday } from './calendar-days';

/**
 * The bucket a day falls in: the day itself, the Monday of its week (weeks start on Monday, as
 * in Vietnam's calendars), or the 1st of its month. Keys are `YYYY-MM-DD` strings either way.
 */
export function bucketOf(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'week') return addDays(day, 1 - isoWeekday(day));
  return `${day.slice(0, 8)}01`;
}

/** Every bucket key of the range, in order; the first and last may be partial weeks or months. */
export function bucketKeys(range: DayRange, granularity: AnalyticsGranularity): string[] {
  const keys: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const key = bucketOf(day, granularity);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

/** The last day of the bucket starting on `key`: the day itself, the Sunday, or the month's last day. */
export function bucketEnd(key: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'day') return key;
  if (granularity === 'week') return addDays(key, 6);
  const [year, month] = key.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** A bucket cut by the range's ends: its key and the days of it that the range holds. */
export interface PartialBucket extends DayRange {
  bucket: string;
}

/**
 * A range's buckets split into the whole ones (from the first whole bucket's key to the last's,
 * or null) and the partial ones at its ends. Distinct buyers of a whole bucket are kept per
 * bucket; a partial bucket's must be counted from the days the range holds of it.
 */
export function splitBuckets(
  range: DayRange,
  granularity: AnalyticsGranularity,
): { whole: DayRange | null; partial: PartialBucket[] } {
  const whole: string[] = [];
  const partial: PartialBucket[] = [];
  for (const key of bucketKeys(range, granularity)) {
    const end = bucketEnd(key, granularity);
    if (key >= range.from && end <= range.to) {
      whole.push(key);
      continue;
    }
    // Only the first and the last bucket can be cut, by the range's start or its end.
    const cut = { bucket: key, from: key, to: end };
    if (cut.from < range.from) cut.from = range.from;
    if (cut.to > range.to) cut.to = range.to;
    partial.push(cut);
  }
  const first = whole[0];
  const last = whole[whole.length - 1];
  return { whole: first && last ? { from: first, to: last } : null, partial };
}

export interface DayFigures {
  orders: number;
  revenue: number;
  buyers: number;
  views: number;
  units: number;
}

/** The figures that add up across buckets (all but buyers), summed over a series. */
export function addUp(points: readonly DayFigures[]): Omit<DayFigures, 'buyers'> {
  const sum = { orders: 0, revenue: 0, views: 0, units: 0 };
  for (const p of points) {
    sum.orders += p.orders;
    sum.revenue += p.revenue;
    sum.views += p.views;
    sum.units += p.units;
  }
  return sum;
}

/**
 * One point per bucket, empty buckets filled with zeros. `rows` are already grouped by bucket
 * (distinct buyers cannot be summed from days, so the database groups by the bucket itself).
 */
export function fillSeries<T extends { bucket: string }>(
  range: DayRange,
  granularity: AnalyticsGranularity,
  rows: readonly (T & Partial<DayFigures>)[],
): (DayFigures & { bucket: string })[] {
  const byKey = new Map(rows.map((row) => [row.bucket, row]));
  return bucketKeys(range, granularity).map((bucket) => {
    const row = byKey.get(bucket);
    return {
      bucket,
      orders: row?.orders ?? 0,
      revenue: row?.revenue ?? 0,
      buyers: row?.buyers ?? 0,
      views: row?.views ?? 0,
      units: row?.units ?? 0,
    };
  });
}
