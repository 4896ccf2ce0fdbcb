import { LIMITS } from '../constants/limits';
import { VIETNAM_HOLIDAYS } from './vietnam-holidays';

/**
 * When the admin owes an answer to a shop application (product.md §4: "reply within 48
 * hours, weekends and holidays excluded"). The clock runs only on Vietnamese working days
 * (Asia/Ho_Chi_Minh, UTC+7 without daylight saving): Saturdays, Sundays and the public
 * holidays in VIETNAM_HOLIDAYS do not count. An application sent on a Saturday starts the
 * clock on Monday 00:00.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = 7 * HOUR_MS;

/** Local date YYYY-MM-DD of a "local milliseconds" value (UTC ms shifted by +7 h). */
function localDate(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 10);
}

export function isVietnamWorkingDay(localDay: string): boolean {
  const weekday = new Date(`${localDay}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !VIETNAM_HOLIDAYS.has(localDay);
}

export function approvalReplyBy(
  submittedAt: Date,
  workingHours: number = LIMITS.shop.approvalReplyHours,
): Date {
  let cursor = submittedAt.getTime() + OFFSET_MS;
  let remaining = workingHours * HOUR_MS;
  while (remaining > 0) {
    const dayEnd = Math.floor(cursor / DAY_MS) * DAY_MS + DAY_MS;
    if (isVietnamWorkingDay(localDate(cursor))) {
      const used = Math.min(remaining, dayEnd - cursor);
      remaining -= used;
      cursor += used;
    } else {
      cursor = dayEnd;
    }
  }
  return new Date(cursor - OFFSET_MS);
}

/** The reply date as Vietnamese people read it, DD/MM/YYYY, in Vietnam's time zone. */
export function formatVietnamDate(instant: Date): string {
  const [year, month, day] = localDate(instant.getTime() + OFFSET_MS).split('-');
  return `${day}/${month}/${year}`;
}
