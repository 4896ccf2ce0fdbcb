import type { Language } from '@cho-dep/core/locale/locales';

/** The page's language as the root layout wrote it on <html lang>. */
export function htmlLanguage(): Language {
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return lang === 'en' || lang === 'ko' ? lang : 'vi';
}
