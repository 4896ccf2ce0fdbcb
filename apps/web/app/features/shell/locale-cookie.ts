import { COOKIE_VALUE, type Language } from '@cho-dep/core/locale/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stores the language in appLocale (English as `kr`, product.md §1) and reloads so every page renders in it. */
export function switchLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari, which many phones here still run.
  document.cookie = `appLocale=${COOKIE_VALUE[language]}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  window.location.reload();
}
