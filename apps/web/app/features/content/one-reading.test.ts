import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@cho-dep/core/locale/locales';
import { resources } from '@cho-dep/i18n/resources';
import { describe, expect, it } from 'vitest';
import { findContentRoot } from './content-root.server';
import { SECTIONS } from './sections';

/**
 * Where product.md reads two ways the product picks one; users never read "the material states two
 * rates" or "0% or 3%". These phrases are how that uncertainty showed before.
 */
const UNCERTAIN = [
  /hai mức/i,
  /0%\*?\*? hoặc/i,
  /two rates/i,
  /0%\*?\*? or \*?\*?3%/i,
  /두 가지 요율/,
  /0%\*?\*? 또는/,
];

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

describe('one reading shown to users', () => {
  it('no help or policy page shows two readings of a rule', () => {
    const root = findContentRoot([process.cwd()]) as string;
    for (const language of LANGUAGES) {
      for (const section of SECTIONS) {
        const dir = join(root, language, section);
        for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
          const text = readFileSync(join(dir, file), 'utf8');
          for (const pattern of UNCERTAIN)
            expect(text, `${language}/${section}/${file}`).not.toMatch(pattern);
        }
      }
    }
  });

  it('no catalog text shows two readings of a rule', () => {
    for (const language of LANGUAGES) {
      for (const text of strings(resources[language])) {
        for (const pattern of UNCERTAIN) expect(text, language).not.toMatch(pattern);
      }
    }
  });
});
