import { resources } from './resources';
import { createTranslator, type TFunction } from './translator';

type Lang = keyof typeof resources;

const texts = (language: string) => resources[language as Lang];
const translators: Partial<Record<Lang, TFunction>> = {};

/**
 * Looks up `namespace.path.to.key` in a language and fills {{params}}, as the pages do (the
 * same translator, translator.ts). Used on the server (API error messages, mails, SMS). A text
 * that depends on a number has `_one` / `_other` forms, chosen by the `count` param. A missing
 * key, or one naming a group of texts, falls back to Vietnamese, then to the key itself.
 */
export function translate(language: Lang, key: string, params?: Record<string, string | number>): string {
  let t = translators[language];
  if (!t) {
    t = createTranslator(language, texts);
    translators[language] = t;
  }
  return t(key, params);
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
