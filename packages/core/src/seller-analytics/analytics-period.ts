import { addDays, daysBetweenInclusive, startOfDayIn } from './calendar-days';

/** The ready-made periods of the reports page (Shopee's "Real-time / Yesterday / 7 / 30 days"). */
export const ANALYTICS_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/**
 * The longest custom range: 366 days, so a whole year (a leap year too) fits in one report.
 * Longer ranges would be a yearly report by month, which sellers get by exporting several years.
 */
export const MAX_RANGE_DAYS = 366;

/** A period of whole shop-calendar days, both ends counted. */
export interface DayRange {
  from: string;
  to: string;
}

export interface AnalyticsPeriod extends DayRange {
  days: number;
  /** The same number of days just before (the comparison period). */
  previous: DayRange;
}

export type PeriodChoice = { preset: AnalyticsPreset } | { from: string; to: string };

/**
 * The days a choice covers, with `today` being the shop's calendar date now. "Last 7 days" and
 * "last 30 days" end today (today included, as the seller centre counts live); "this month"
 * runs from the 1st to today. The previous period has the same length and ends the day before.
 */
export function resolvePeriod(choice: PeriodChoice, today: string): AnalyticsPeriod {
  const range = 'preset' in choice ? presetRange(choice.preset, today) : { from: choice.from, to: choice.to };
  return withPrevious(range);
}

function presetRange(preset: AnalyticsPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

export function withPrevious(range: DayRange): AnalyticsPeriod {
  const days = daysBetweenInclusive(range.from, range.to);
  return {
    ...range,
    days,
    previous: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
  };
}

/** The instants bounding a day range in a zone: [start, end), end being the next day's midnight. */
export function instantsOf(range: DayRange, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDayIn(timeZone, range.from), end: startOfDayIn(timeZone, addDays(range.to, 1)) };
}
