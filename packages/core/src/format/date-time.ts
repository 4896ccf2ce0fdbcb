import type { Language } from '../locale/locales';
import { DEFAULT_TIME_ZONE, writeDay } from './date';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "21/11/2026 18:05" in Vietnam time ("2026. 11. 21. 18:05" in Korean): sellers compare orders
 * by the hour, not "3 days ago".
 */
export function formatDateTime(iso: string, language: Language = 'vi'): string {
  const parts = dateTime.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = writeDay({ year: part('year'), month: part('month'), day: part('day') }, language);
  return `${day} ${part('hour')}:${part('minute')}`;
}

/** "2026-11-24" -> "24/11/2026" ("2026. 11. 24." in Korean). */
export function formatDay(day: string, language: Language = 'vi'): string {
  const [year = '', month = '', d = ''] = day.split('-');
  return writeDay({ year, month, day: d }, language);
}
