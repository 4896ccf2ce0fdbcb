import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { Language } from '@cho-dep/core/locale/locales';

/** "24/11/2026 14:05" in Vietnam time, the same on the server and in the browser (core/format). */
export function formatStamp(iso: string, language: Language = 'vi'): string {
  return formatDateTime(iso, language);
}

/** "24/11/2026" in Vietnam time ("2026. 11. 24." in Korean). */
export function formatDay(iso: string, language: Language = 'vi'): string {
  return formatDayMonthYear(new Date(iso), undefined, language);
}

/** A file size for people: "820 B", "12,4 KB", "1,2 MB" (decimal comma, as Vietnamese writes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1).replace('.', ',')} KB`;
  return `${(kb / 1024).toFixed(1).replace('.', ',')} MB`;
}
