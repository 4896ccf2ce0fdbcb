import type { Language } from '@cho-dep/core/locale/locales';
import { sharedI18nextOptions } from '@cho-dep/i18n/i18next-options';
import type { LanguageCatalog } from '@cho-dep/i18n/load-catalog';
import { loadCatalog } from '@cho-dep/i18n/load-catalog';
import i18next, { type i18n, type TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

/**
 * react-i18next over the same catalogs the server uses (@cho-dep/i18n). Keys are the same
 * dotted paths everywhere: `t('errors.INVALID_CREDENTIALS')`, `t('common.header.cart')`.
 * The language comes from the root loader (appLocale cookie, then Accept-Language).
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

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: LanguageCatalog }> = {};
  for (const [lang, catalog] of Object.entries(catalogs)) resources[lang] = { translation: catalog };
  instance.use(initReactI18next).init({
    ...sharedI18nextOptions,
    resources,
    lng: language,
    // en and ko are complete (typed against vi); Vietnamese is the fallback where it is loaded.
    fallbackLng: catalogs.vi ? 'vi' : false,
  });
  return instance;
}

/**
 * The page's translate function and language, made once per page. react-i18next's
 * useTranslation copies the whole i18next instance into a new wrapper object in every
 * component on the server (no component survives a render there): a fifth of the time
 * spent rendering a page went into those copies. The page's language only changes with a
 * new provider (a new instance), which gives a new value here too.
 */
interface PageTranslator {
  t: TFunction;
  language: Language;
}

const PageTranslatorContext = createContext<PageTranslator | null>(null);

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const instance = useMemo(() => createI18n(language), [language]);
  const translator = useMemo<PageTranslator>(
    () => ({ t: instance.getFixedT(language), language }),
    [instance, language],
  );
  return (
    <I18nextProvider i18n={instance}>
      <PageTranslatorContext.Provider value={translator}>{children}</PageTranslatorContext.Provider>
    </I18nextProvider>
  );
}

/** Under I18nProvider (the app), the page's translator; elsewhere (a test's own i18next), react-i18next. */
function usePageTranslator(): PageTranslator {
  const page = useContext(PageTranslatorContext);
  // The same branch on every render of a component: hooks keep their order.
  if (page) return page;
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch never changes within one tree.
  const { t, i18n } = useTranslation();
  return { t, language: i18n.language === 'en' || i18n.language === 'ko' ? i18n.language : 'vi' };
}

/** The translate function of the current language. */
export function useT(): TFunction {
  return usePageTranslator().t;
}

/** The page's language, for formatters that write dates and numbers as that language does. */
export function useLanguage(): Language {
  return usePageTranslator().language;
}
