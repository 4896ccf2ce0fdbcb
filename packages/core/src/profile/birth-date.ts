import type { Country } from '../locale/locales';

/** The zone whose calendar decides "today" for a user of each area (product.md §partners, Dates). */
export const TIME_ZONE_OF_COUNTRY: Record<Country, string> = {
  VN: 'Asia/Ho_Chi_Minh',
  KO: 'Asia/Seoul',
};

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** true when YYYY-MM-DD names a real day (rejects 2024-02-30). */
export function isRealCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
