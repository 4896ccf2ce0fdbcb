import { LIMITS } from '../constants/limits';
import type { Language } from '../locale/locales';

/** Vietnam's zone (GMT+7, no daylight saving): where dates are shown unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * An IANA zone name ("Asia/Seoul"), never a language code: Intl throws on "vi" while the page
 * renders, so the type keeps a language out of a zone's place.
 */
export type TimeZoneName = `${string}/${string}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day';

/**
 * Relative phrases per language. Kept here rather than in Intl.RelativeTimeFormat so the
 * server and every browser print the same words (ICU data differs between them, and a
 * mismatch breaks hydration), and so "vừa xong" is worded as the product wants.
 */
const RELATIVE: Record<Language, { justNow: string; ago: (n: number, unit: Unit) => string }> = {
  vi: {
    justNow: 'vừa xong',
    ago: (n, unit) => `${n} ${{ minute: 'phút', hour: 'giờ', day: 'ngày' }[unit]} trước`,
  },
  en: {
    justNow: 'just now',
    ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
  },
  ko: {
    justNow: '방금 전',
    ago: (n, unit) => `${n}${{ minute: '분', hour: '시간', day: '일' }[unit]} 전`,
  },
};

/**
 * How each language writes a calendar day: DD/MM/YYYY in Vietnamese (SPEC.md section 5) and
 * in English as read in Vietnam, YYYY. MM. DD. in Korean. Every date on a page goes through
 * here (or formatDate, date-time.ts), so no page mixes the forms.
 */
export function writeDay(
  day: { year: string; month: string; day: string },
  language: Language = 'vi',
): string {
  return language === 'ko' ? `${day.year}. ${day.month}. ${day.day}.` : `${day.day}/${day.month}/${day.year}`;
}

/** Day and month only: "21/11", Korean "11. 21.". */
export function writeDayMonth(day: { month: string; day: string }, language: Language = 'vi'): string {
  return language === 'ko' ? `${day.month}. ${day.day}.` : `${day.day}/${day.month}`;
}

/** The calendar day of `date` in the given zone, in the language's form (writeDay). */
export function formatDayMonthYear(
  date: Date,
  timeZone: TimeZoneName = DEFAULT_TIME_ZONE,
  language: Language = 'vi',
): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return writeDay({ year: part('year'), month: part('month'), day: part('day') }, language);
}

export interface FormatDateOptions {
  now: Date;
  language: Language;
  timeZone?: TimeZoneName;
}

/**
 * SPEC.md section 5: a date more than LIMITS.ui.relativeDateMaxDays old is shown as
 * DD/MM/YYYY; a newer one as relative time ("5 phút trước"). A date slightly in the future
 * (clock skew between server and phone) reads as "just now".
 */
export function formatDate(date: Date | string | number, options: FormatDateOptions): string {
  const value = date instanceof Date ? date : new Date(date);
  const elapsed = options.now.getTime() - value.getTime();
  if (elapsed >= LIMITS.ui.relativeDateMaxDays * DAY) {
    return formatDayMonthYear(value, options.timeZone, options.language);
  }
  const words = RELATIVE[options.language];
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return words.ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return words.ago(Math.floor(elapsed / HOUR), 'hour');
  return words.ago(Math.floor(elapsed / DAY), 'day');
}
