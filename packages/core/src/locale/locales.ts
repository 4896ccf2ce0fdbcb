/**
 * The product's languages. product.md keeps English under the key `kr` (cookie appLocale and
 * Accept-Language), a quirk of the original clients we keep for compatibility; inside the
 * code a language is always one of vi, en, ko.
 */
export const LANGUAGES = ['vi', 'en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** The value stored in the appLocale cookie for each language. */
export const COOKIE_VALUE: Record<Language, string> = { vi: 'vi', en: 'kr', ko: 'ko' };

/** Reads a cookie or header value: vi, ko, en, kr (-> en), or a tag like en-US. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const tag = value.trim().toLowerCase().split(/[-_]/)[0];
  if (tag === 'kr' || tag === 'en') return 'en';
  if (tag === 'vi') return 'vi';
  if (tag === 'ko') return 'ko';
  return undefined;
}

/** The first supported language of an Accept-Language header, by quality. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = parseLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/** The appLocale cookie wins; then Accept-Language; then Vietnamese. */
export function resolveLanguage(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return parseLanguage(cookieValue) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 tag for html lang and Intl. */
export function htmlLang(language: Language): string {
  return language;
}

export const COUNTRIES = ['VN', 'KO'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'VN';

/** X-Country header: VN or KO (KR is accepted as KO); anything else means VN. */
export function parseCountry(value: string | null | undefined): Country {
  const upper = value?.trim().toUpperCase();
  if (upper === 'KO' || upper === 'KR') return 'KO';
  return DEFAULT_COUNTRY;
}
