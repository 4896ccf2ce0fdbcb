import { formatDayMonthYear } from '@cho-dep/core/format/date';
import type { Language } from '@cho-dep/core/locale/locales';

/** "05/12/2026" in Vietnam time ("2026. 12. 05." in Korean), or nothing without a date. */
export function formatDay(iso: string | null, language: Language = 'vi'): string {
  return iso ? formatDayMonthYear(new Date(iso), undefined, language) : '';
}
