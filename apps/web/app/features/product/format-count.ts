const LOCALE: Record<string, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' };

/** 1234 -> "1,2K" / "1,2 N" (vi) / "1.2K" (en): counts of sales, followers, views. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALE[language] ?? 'vi-VN', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
