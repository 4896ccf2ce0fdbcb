import i18next, { type TFunction } from 'i18next';
import { sharedI18nextOptions } from './i18next-options';
import { resources } from './resources';

type Lang = keyof typeof resources;

const everyLanguage = Object.fromEntries(
  Object.entries(resources).map(([language, catalog]) => [language, { translation: catalog }]),
);

const translators: Partial<Record<Lang, TFunction>> = {};

/** One i18next instance per language, built on first use from the same catalogs as the pages. */
function translatorFor(language: Lang): TFunction {
  let t = translators[language];
  if (!t) {
    const instance = i18next.createInstance();
    instance.init({
      ...sharedI18nextOptions,
      resources: everyLanguage,
      lng: language,
      fallbackLng: 'vi',
      // A key naming a group of texts, not one text, reads as the key, as a missing one does.
      returnedObjectHandler: (key) => key,
    });
    t = instance.t;
    translators[language] = t;
  }
  return t;
}

/**
 * Looks up `namespace.path.to.key` in a language and fills {{params}}, as react-i18next does
 * in the pages. Used on the server (API error messages, mails, SMS). A text that depends on
 * a number has `_one` / `_other` forms, chosen by the `count` param. A missing key falls
 * back to Vietnamese, then to the key itself.
 */
export function translate(language: Lang, key: string, params?: Record<string, string | number>): string {
  return translatorFor(language)(key, params ?? {});
}

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether the language has the text itself (not through the fallback), plain or in plural forms. */
export function hasKey(language: Lang, key: string): boolean {
  return (
    lookup(resources[language], key) !== undefined ||
    lookup(resources[language], `${key}_other`) !== undefined
  );
}
