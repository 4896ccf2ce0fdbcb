import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@cho-dep/core/locale/locales';
import { describe, expect, it } from 'vitest';
import { findContentRoot } from './content-root.server';
import { parseFrontMatter } from './front-matter';
import { toPageMeta } from './page-meta';
import { renderMarkdown } from './render-markdown';
import { isSlug, SECTIONS } from './sections';

/** The policies product.md §2 lists, and the payment-provider guide among the help pages. */
const POLICIES = [
  'bao-ve-du-lieu-ca-nhan',
  'bieu-phi-dich-vu',
  'van-chuyen',
  'quy-che-hoat-dong',
  'doi-tra-hoan-tien',
  'bao-hanh',
  'giai-quyet-khieu-nai',
  'dieu-khoan-tiep-thi-lien-ket',
  'dieu-khoan-nguoi-ban-tiep-thi-lien-ket',
];
const PAYMENT_GUIDE = 'huong-dan-thanh-toan-qua-nha-cung-cap';

const root = findContentRoot([process.cwd()]) as string;

function filesOf(language: string, section: string): string[] {
  const dir = join(root, language, section);
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
}

describe('the content files of the repository', () => {
  it('are found', () => {
    expect(root).toBeDefined();
  });

  it('each parse, carry valid front matter and render, with slugs usable in a URL', () => {
    for (const language of LANGUAGES) {
      for (const section of SECTIONS) {
        for (const name of filesOf(language, section)) {
          const file = `${language}/${section}/${name}`;
          expect(isSlug(name.slice(0, -3)), `${file}: file name is not a slug`).toBe(true);
          const { attributes, body } = parseFrontMatter(readFileSync(join(root, file), 'utf8'));
          const meta = toPageMeta(attributes, section, file);
          for (const ref of meta.related) {
            expect(
              existsSync(join(root, 'vi', ref.section, `${ref.slug}.md`)),
              `${file}: related ${ref.slug}`,
            ).toBe(true);
          }
          const { html } = renderMarkdown(body);
          expect(html.length, `${file}: empty body`).toBeGreaterThan(0);
          // Emphasis that markdown could not close (e.g. **3%**입니다 in Korean) shows raw asterisks.
          expect(html, `${file}: unrendered **`).not.toContain('**');
        }
      }
    }
  });

  it('hold every policy and the payment guide in Vietnamese, English and Korean', () => {
    for (const language of LANGUAGES) {
      const policies = filesOf(language, 'chinh-sach');
      for (const slug of POLICIES)
        expect(policies, `${language}/chinh-sach/${slug}.md`).toContain(`${slug}.md`);
      expect(filesOf(language, 'huong-dan')).toContain(`${PAYMENT_GUIDE}.md`);
    }
  });

  it('have no translation without its Vietnamese source', () => {
    for (const language of LANGUAGES) {
      for (const section of SECTIONS) {
        const source = filesOf('vi', section);
        for (const name of filesOf(language, section))
          expect(source, `${language}/${section}/${name}`).toContain(name);
      }
    }
  });
});
