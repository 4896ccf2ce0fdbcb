import type { Language } from '@cho-dep/core/locale/locales';

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US', ko: 'ko-KR' };

/** An average of stars with one decimal in the reader's way: "4,8" in Vietnamese, "4.8" in English. */
export function formatRating(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
