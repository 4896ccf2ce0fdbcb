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

/**
 * Under a minute, the product's own words: Intl's form for zero ("bây giờ", "now", "지금")
 * speaks of the present, while a post or an order from seconds ago was made "just now".
 */
const JUST_NOW: Record<Language, string> = { vi: 'vừa xong', en: 'just now', ko: '방금 전' };

/**
 * Minutes, hours and days ago in the language's own words and plural forms ("5 phút trước",
 * "1 minute ago", "3일 전"). Always numeric, never "yesterday": these phrases have read the
 * same in every ICU version for years, so the server and the phone render alike.
 */
const relativeTime: Partial<Record<Language, Intl.RelativeTimeFormat>> = {};

function ago(language: Language, amount: number, unit: 'minute' | 'hour' | 'day'): string {
  relativeTime[language] ??= new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'long' });
  return relativeTime[language].format(-amount, unit);
}

/**
 * How each language writes a calendar day: DD/MM/YYYY in Vietnamese (product.md §5) and
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

/**
 * One day formatter per zone, made once: making an Intl.DateTimeFormat costs far more than
 * formatting with it, and a product page formats a date for every review it shows.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: TimeZoneName): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of `date` in the given zone, in the language's form (writeDay). */
export function formatDayMonthYear(
  date: Date,
  timeZone: TimeZoneName = DEFAULT_TIME_ZONE,
  language: Language = 'vi',
): string {
  const parts = dayFormatIn(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return writeDay({ year: part('year'), month: part('month'), day: part('day') }, language);
}

export interface FormatDateOptions {
  now: Date;
  language: Language;
  timeZone?: TimeZoneName;
}

/**
 * product.md §5: a date more than LIMITS.ui.relativeDateMaxDays old is shown as
 * DD/MM/YYYY; a newer one as relative time ("5 phút trước"). A date slightly in the future
 * (clock skew between server and phone) reads as "just now".
 */
export function formatDate(date: Date | string | number, options: FormatDateOptions): string {
  const value = date instanceof Date ? date : new Date(date);
  const elapsed = options.now.getTime() - value.getTime();
  if (elapsed >= LIMITS.ui.relativeDateMaxDays * DAY) {
    return formatDayMonthYear(value, options.timeZone, options.language);
  }
  const { language } = options;
  if (elapsed < MINUTE) return JUST_NOW[language];
  if (elapsed < HOUR) return ago(language, Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(language, Math.floor(elapsed / HOUR), 'hour');
  return ago(language, Math.floor(elapsed / DAY), 'day');
}
