import { formatDayMonthYear } from '@cho-dep/core/format/date';

/** "05/12/2026" in Vietnam time, or nothing without a date. */
export function formatDay(iso: string | null): string {
  return iso ? formatDayMonthYear(new Date(iso)) : '';
}
