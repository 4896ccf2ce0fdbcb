import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/**
 * Every text of the Vietnamese source catalog exists, non-empty, in English and Korean, and
 * a text that depends on a number has exactly the plural forms its language has (CLDR, as
 * Intl.PluralRules knows them): `_other` in Vietnamese and Korean, `_one` and `_other` in
 * English.
 */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
      else out.set(path, value);
    }
  }
  return out;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** The texts grouped by key without its plural suffix: `cart.lineCount` -> { one, other }. */
function byBaseKey(tree: unknown): Map<string, Map<string, unknown>> {
  const out = new Map<string, Map<string, unknown>>();
  for (const [key, text] of leaves(tree)) {
    const [, base, form] = PLURAL.exec(key) ?? [key, key, ''];
    const forms = out.get(base ?? key) ?? new Map<string, unknown>();
    forms.set(form ?? '', text);
    out.set(base ?? key, forms);
  }
  return out;
}

/** The names filled in a text; `{{count, number}}` fills `count`. */
const placeholders = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]))].sort();

const pluralForms = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort();

describe('message catalogs', () => {
  const vi = byBaseKey(resources.vi);

  it('has Vietnamese texts', () => {
    expect(vi.size).toBeGreaterThan(20);
    for (const [key, forms] of vi) for (const text of forms.values()) expect(text, key).toBeTypeOf('string');
  });

  for (const language of ['vi', 'en', 'ko'] as const) {
    it(`${language} writes each text that depends on a number in its own plural forms`, () => {
      const expected = pluralForms(language);
      for (const [key, forms] of byBaseKey(resources[language])) {
        if (forms.has('')) expect([...forms.keys()], `${language}:${key}`).toEqual(['']);
        else expect([...forms.keys()].sort(), `${language}:${key}`).toEqual(expected);
      }
    });
  }

  for (const language of ['en', 'ko'] as const) {
    it(`${language} has every key of vi, non-empty, with the same {{placeholders}}`, () => {
      const other = byBaseKey(resources[language]);
      const missing = [...vi.keys()].filter((key) => !other.has(key));
      expect(missing).toEqual([]);
      const extra = [...other.keys()].filter((key) => !vi.has(key));
      expect(extra).toEqual([]);
      for (const [key, forms] of other) {
        const source = vi.get(key);
        expect(forms.has(''), `${language}:${key} is plural exactly where vi is`).toBe(
          source?.has('') ?? false,
        );
        const sourceText = source?.get('') ?? source?.get('other');
        for (const [form, text] of forms) {
          const where = `${language}:${key}${form ? `_${form}` : ''}`;
          expect(String(text).trim(), where).not.toBe('');
          expect(placeholders(text), where).toEqual(placeholders(sourceText));
        }
      }
    });
  }

  it('gives plural forms to English texts that count something', () => {
    const unforked = [...byBaseKey(resources.en)]
      .filter(([, forms]) => forms.has(''))
      .filter(([, forms]) => /\{\{count\}\} [a-z]+s\b|\w\(s\)/.test(String(forms.get(''))))
      .map(([key]) => key);
    expect(unforked).toEqual([]);
  });
});
