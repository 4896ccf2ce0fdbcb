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

export interface DayFigures {
  orders: number;
  revenue: number;
  buyers: number;
  views: number;
  units: number;
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
