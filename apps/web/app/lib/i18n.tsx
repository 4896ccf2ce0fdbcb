import type { Language } from '@cho-dep/core/locale/locales';
import { resources } from '@cho-dep/i18n/resources';
import i18next, { type i18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

/**
 * react-i18next over the same catalogs the server uses (@cho-dep/i18n). Keys are the same
 * dotted paths everywhere: `t('errors.INVALID_CREDENTIALS')`, `t('common.header.cart')`.
 * The language comes from the root loader (appLocale cookie, then Accept-Language).
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: {
      vi: { translation: resources.vi },
      en: { translation: resources.en },
      ko: { translation: resources.ko },
    },
    lng: language,
    fallbackLng: 'vi',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const instance = useMemo(() => createI18n(language), [language]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

/** The translate function of the current language. */
export function useT() {
  return useTranslation().t;
}
