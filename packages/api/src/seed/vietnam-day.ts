/**
 * Days as Vietnam counts them (Asia/Ho_Chi_Minh is UTC+7 all year, no daylight saving), so
 * flash-sale slots run 00:00–24:00 local time and daily view rows fall on local dates.
 */
const DAY_MS = 86_400_000;
const OFFSET_MS = 7 * 3_600_000;

/** The instant the Vietnamese day containing `date` began, `days` days later (or earlier). */
export function vietnamDayStart(date: Date, days = 0): Date {
  const local = date.getTime() + OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - OFFSET_MS + days * DAY_MS);
}

/** The local date, YYYY-MM-DD. */
export function vietnamDate(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
