import type { Language } from '@cho-dep/core/locale/locales';

/**
 * A front-matter date (YYYY-MM-DD) as people in each market write it: 20/11/2026 in
 * Vietnamese and English (the English UI serves the same market), 2026. 11. 20. in Korean.
 * Written by hand rather than with Intl so the server and the browser print the same text.
 */
export function formatUpdated(date: string, language: Language): string {
  const [year, month, day] = date.split('-');
  return language === 'ko' ? `${year}. ${month}. ${day}.` : `${day}/${month}/${year}`;
}
