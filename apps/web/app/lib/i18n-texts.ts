import { type Language, parseLanguage } from '@cho-dep/core/locale/locales';
import { type LanguageCatalog, loadTextGroup } from '@cho-dep/i18n/load-catalog';
import type { TextGroup } from '@cho-dep/i18n/text-groups';

/**
 * The texts the pages read, per language. The server registers all three catalogs at start
 * (i18n-catalogs.server.ts). The browser holds only the page's language, and of it only the
 * parts (text-groups.ts) that the code it has loaded names: the web build makes every module
 * that names a key wait for its part (vite-plugins/texts-before-module.ts), so a text is there
 * before the first render that shows it, on the first visit as after a click.
 */
const texts: Partial<Record<Language, Partial<LanguageCatalog>>> = {};
const loading = new Map<string, Promise<void>>();

export function registerCatalog(language: Language, catalog: LanguageCatalog): void {
  texts[language] = catalog;
}

/** What the translator reads: the texts registered so far. */
export const registeredTexts = (language: string) => texts[language as Language];

/** Whether the namespace of `key` (`cart.title` -> cart) is there in the language. */
export function hasNamespace(language: Language, key: string): boolean {
  const dot = key.indexOf('.');
  const namespace = dot === -1 ? key : key.slice(0, dot);
  return Object.hasOwn(texts[language] ?? {}, namespace);
}

/** The language the server rendered the page in (<html lang>). */
function pageLanguage(): Language {
  return parseLanguage(document.documentElement.lang) ?? 'vi';
}

/**
 * Fetches and registers parts of the page's language (the browser). A part that fails to
 * arrive (a dropped connection) is asked again by the next render that misses it, rather than
 * leave the page unable to start.
 */
export function loadTextGroups(groups: readonly TextGroup[], language = pageLanguage()): Promise<unknown> {
  return Promise.all(
    groups.map((group) => {
      const id = `${language}-${group}`;
      let pending = loading.get(id);
      if (!pending) {
        pending = loadTextGroup[language][group]().then(
          (part) => {
            texts[language] = { ...texts[language], ...part };
          },
          () => {
            loading.delete(id);
          },
        );
        loading.set(id, pending);
      }
      return pending;
    }),
  );
}
