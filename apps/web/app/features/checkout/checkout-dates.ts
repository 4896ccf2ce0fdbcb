import { DEFAULT_TIME_ZONE } from '@cho-dep/core/format/date';

function partsOf(date: Date, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIME_ZONE, ...options }).formatToParts(
    date,
  );
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * The payment deadline as Vietnamese buyers read times: `14:05 21/11/2026`, 24-hour, in
 * Vietnam's zone whatever the phone's own zone is (the deadline is stored in UTC).
 */
export function formatDeadline(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = partsOf(date, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}

/**
 * A delivery-window day, `25/11`. The API sends plain dates (`2026-11-25`) already in
 * Vietnam's calendar, so they are read as they are, never through a time zone.
 */
export function formatDayMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}`;
}

/** A voucher's last day, `30/11/2026` in Vietnam's zone. */
export function formatDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = partsOf(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${part('day')}/${part('month')}/${part('year')}`;
}
