import { DEFAULT_TIME_ZONE, formatDate, formatDayMonthYear } from '@cho-dep/core/format/date';
import type { Language } from '@cho-dep/core/locale/locales';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05" under a bubble, in Vietnam time like every other time on the site. */
export function clockTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** The calendar day of a moment in Vietnam time, to group bubbles by day. */
export function dayKey(iso: string): string {
  return formatDayMonthYear(new Date(iso), DEFAULT_TIME_ZONE, 'vi');
}

/**
 * The line between two days of a conversation (product.md §1): today's messages under
 * "Hôm nay", the last week's as relative days ("2 ngày trước"), older ones as DD/MM/YYYY.
 */
export function dayLabel(iso: string, now: Date, language: Language, today: string): string {
  if (dayKey(iso) === dayKey(now.toISOString())) return today;
  return formatDate(iso, { now, language });
}

/** When a room last spoke, in the room list: relative under 7 days, the date after. */
export function roomTime(iso: string, now: Date, language: Language): string {
  return formatDate(iso, { now, language });
}
