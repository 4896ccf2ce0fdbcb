/**
 * Calendar days as `YYYY-MM-DD` strings, and where a day of a given time zone begins in UTC.
 * Analytics periods are whole days of the shop's calendar (product.md §partners, Dates): an order placed
 * at 23:30 in Hà Nội belongs to that day, though it is 16:30 UTC.
 */
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` -> milliseconds of that date at 00:00 UTC (a day number, not an instant). */
export function dayToUtcMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export function utcMsToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcMsToDay(dayToUtcMs(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both counted (2026-11-01..2026-11-01 is 1). */
export function daysBetweenInclusive(from: string, to: string): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / DAY_MS) + 1;
}

/** ISO weekday, Monday 1 .. Sunday 7. */
export function isoWeekday(day: string): number {
  const weekday = new Date(dayToUtcMs(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (+7 h for Vietnam). */
function offsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant at which `day` begins in `timeZone` (00:00 local). Vietnam and Korea keep no
 * daylight saving, but the offset is read for the day itself so another zone would still work.
 */
export function startOfDayIn(timeZone: string, day: string): Date {
  const guess = dayToUtcMs(day);
  const first = guess - offsetMs(timeZone, guess);
  return new Date(guess - offsetMs(timeZone, first));
}
