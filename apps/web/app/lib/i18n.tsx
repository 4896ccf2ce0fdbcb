import type { Language } from '@cho-dep/core/locale/locales';
import type { LanguageCatalog } from '@cho-dep/i18n/load-catalog';
import { loadCatalog } from '@cho-dep/i18n/load-catalog';
import { createTranslator, type TFunction } from '@cho-dep/i18n/translator';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * The pages' texts, from the same catalogs and the same translator the server's mails use
 * (@cho-dep/i18n). Keys are dotted paths everywhere: `t('errors.INVALID_CREDENTIALS')`,
 * `t('common.header.cart')`. The language comes from the root loader (appLocale cookie, then
 * Accept-Language).
 *
 * Catalogs are registered before rendering: the server registers all three at start
 * (i18n-catalogs.server.ts), the browser only the page's language before it hydrates
 * (entry.client.tsx), so the other languages' texts never reach the phone.
 */
const catalogs: Partial<Record<Language, LanguageCatalog>> = {};

export function registerCatalog(language: Language, catalog: LanguageCatalog): void {
  catalogs[language] = catalog;
}

/** Fetches and registers a language's texts (the browser, before hydrating). */
export async function preloadCatalog(language: Language): Promise<void> {
  if (!catalogs[language]) registerCatalog(language, await loadCatalog[language]());
}

const registeredTexts = (language: string) => catalogs[language as Language];

/** The page's translate function and language, made once per page. */
interface PageTranslator {
  t: TFunction;
  language: Language;
}

const PageTranslatorContext = createContext<PageTranslator | null>(null);

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const translator = useMemo<PageTranslator>(
    // en and ko are complete (typed against vi); Vietnamese is the fallback where it is loaded.
    () => ({ t: createTranslator(language, registeredTexts), language }),
    [language],
  );
  return <PageTranslatorContext.Provider value={translator}>{children}</PageTranslatorContext.Provider>;
}

function usePageTranslator(): PageTranslator {
  const page = useContext(PageTranslatorContext);
  if (!page) throw new Error('useT and useLanguage need an I18nProvider above them');
  return page;
}

/** The translate function of the current language. */
export function useT(): TFunction {
  return usePageTranslator().t;
}

/** The page's language, for formatters that write dates and numbers as that language does. */
export function useLanguage(): Language {
  return usePageTranslator().language;
}
