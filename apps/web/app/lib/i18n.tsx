import type { Language } from '@cho-dep/core/locale/locales';
import { textGroupOfKey } from '@cho-dep/i18n/text-groups';
import { createTranslator, type TFunction } from '@cho-dep/i18n/translator';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { hasNamespace, loadTextGroups, registeredTexts } from './i18n-texts';

/**
 * The pages' texts, from the same catalogs and the same translator the server's mails use
 * (@cho-dep/i18n). Keys are dotted paths everywhere: `t('errors.INVALID_CREDENTIALS')`,
 * `t('common.header.cart')`. The language comes from the root loader (appLocale cookie, then
 * Accept-Language). Which texts are there, and when, is i18n-texts.ts's business.
 */
interface PageTranslator {
  t: TFunction;
  language: Language;
}

const PageTranslatorContext = createContext<PageTranslator | null>(null);

/**
 * The page's translate function and language, made once per page. Should a text be asked for
 * before its part has arrived (a key the build could not see, made from data), the part is
 * fetched and the page renders again with it.
 */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [arrivals, setArrivals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a part that arrives makes a new translator, so the page's texts are asked for again.
  const translator = useMemo<PageTranslator>(() => {
    const translate = createTranslator(language, registeredTexts);
    const t: TFunction = (key, options) => {
      const group = hasNamespace(language, key) ? undefined : textGroupOfKey(key);
      if (group) void loadTextGroups([group], language).then(() => setArrivals((n) => n + 1));
      return translate(key, options);
    };
    return { t, language };
  }, [language, arrivals]);
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
