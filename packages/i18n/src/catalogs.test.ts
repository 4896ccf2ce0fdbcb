import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Every key of the Vietnamese source catalog exists, non-empty, in English and Korean. */
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

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  const vi = leaves(resources.vi);

  it('has Vietnamese texts', () => {
    expect(vi.size).toBeGreaterThan(20);
    for (const [key, text] of vi) expect(text, key).toBeTypeOf('string');
  });

  for (const language of ['en', 'ko'] as const) {
    it(`${language} has every key of vi, non-empty, with the same {{placeholders}}`, () => {
      const other = leaves(resources[language]);
      const missing = [...vi.keys()].filter((key) => !other.has(key));
      expect(missing).toEqual([]);
      const extra = [...other.keys()].filter((key) => !vi.has(key));
      expect(extra).toEqual([]);
      for (const [key, text] of other) {
        expect(String(text).trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(vi.get(key)));
      }
    });
  }
});
