import { z } from 'zod';

/**
 * Dates as requests carry them. A date that does not exist (2026-13-45, 2026-02-30) or lies
 * outside any date the product deals in is a validation error of the field, never something
 * the database is left to refuse.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;
export const INVALID_DATE_MESSAGE = 'validation.invalidDate';

/** true when `value` is YYYY-MM-DD naming a real day between the years 1900 and 9999. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day field (YYYY-MM-DD), e.g. a list filter's from/to. */
export function calendarDaySchema(message = INVALID_DATE_MESSAGE) {
  return z.string().refine(isCalendarDay, message);
}

const EARLIEST = new Date(Date.UTC(FIRST_YEAR, 0, 1));
const LATEST = new Date(Date.UTC(LAST_YEAR, 11, 31, 23, 59, 59, 999));

/**
 * An instant (ISO 8601 text or a Date) between 1900 and 9999: start and end times of vouchers,
 * programs and campaigns. Anything else, an impossible date included, is refused.
 */
export function instantSchema() {
  return z.coerce
    .date({ error: INVALID_DATE_MESSAGE })
    .min(EARLIEST, INVALID_DATE_MESSAGE)
    .max(LATEST, INVALID_DATE_MESSAGE);
}
