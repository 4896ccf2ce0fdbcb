import { resources } from './resources';

type Lang = keyof typeof resources;

/**
 * Looks up `namespace.path.to.key` in a language and fills {{params}}. Used on the server
 * (API error messages, emails); the React side uses react-i18next over the same resources.
 * A missing key falls back to Vietnamese, then to the key itself.
 */
export function translate(language: Lang, key: string, params?: Record<string, string | number>): string {
  const text = lookup(resources[language], key) ?? lookup(resources.vi, key) ?? key;
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasKey(language: Lang, key: string): boolean {
  return lookup(resources[language], key) !== undefined;
}
