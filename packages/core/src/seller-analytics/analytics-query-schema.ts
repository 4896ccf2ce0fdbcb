import { z } from 'zod';
import { isRealCalendarDate } from '../profile/birth-date';
import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_PRESETS,
  MAX_RANGE_DAYS,
  type PeriodChoice,
} from './analytics-period';
import { daysBetweenInclusive } from './calendar-days';

const day = z.string().refine(isRealCalendarDate, 'validation.analytics.dateInvalid');

/**
 * The reports' period as the page address and the API query carry it: a preset, or `from` and
 * `to` (shop-calendar days, both counted, at most MAX_RANGE_DAYS). Without either: last 30 days.
 * A preset wins over dates given with it.
 */
export const analyticsQuerySchema = z
  .object({
    preset: z.enum(ANALYTICS_PRESETS).optional(),
    from: day.optional(),
    to: day.optional(),
    granularity: z.enum(ANALYTICS_GRANULARITIES).default('day'),
  })
  .superRefine((v, ctx) => {
    if (v.preset) return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.from && !v.to) issue('to', 'validation.required');
    if (v.to && !v.from) issue('from', 'validation.required');
    if (!v.from || !v.to || !isRealCalendarDate(v.from) || !isRealCalendarDate(v.to)) return;
    if (v.to < v.from) issue('to', 'validation.analytics.rangeOrder');
    else if (daysBetweenInclusive(v.from, v.to) > MAX_RANGE_DAYS)
      issue('to', 'validation.analytics.rangeTooLong');
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export function periodChoiceOf(query: AnalyticsQuery): PeriodChoice {
  if (query.preset) return { preset: query.preset };
  if (query.from && query.to) return { from: query.from, to: query.to };
  return { preset: 'last30' };
}
