import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findContentRoot } from './content-root.server';
import { createContentStore } from './content-store.server';

let root: string;

function write(path: string, front: Record<string, string | number>, body = '## Một\n\n## Hai\n') {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${value}`);
  writeFileSync(file, `---\n${lines.join('\n')}\n---\n${body}`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  write('vi/chinh-sach/van-chuyen.md', {
    title: 'Vận chuyển',
    description: 'Giao hàng',
    order: 30,
    updated: '2026-11-20',
    related: '[doi-tra, huong-dan/mua-hang, khong-co]',
  });
  write('en/chinh-sach/van-chuyen.md', { title: 'Shipping', description: 'Delivery', order: 30 });
  write('vi/chinh-sach/doi-tra.md', { title: 'Đổi trả', description: 'Hoàn tiền', order: 20 });
  write('vi/huong-dan/mua-hang.md', {
    title: 'Mua hàng',
    description: 'Đặt hàng',
    order: 1,
    group: 'mua-hang',
  });
  write('vi/huong-dan/dang-ban.md', {
    title: 'Đăng bán',
    description: 'Sản phẩm',
    order: 1,
    group: 'ban-hang',
  });
  write('vi/huong-dan/tim-kiem.md', { title: 'Tìm kiếm', description: 'Tìm', order: 0, group: 'mua-hang' });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('content store', () => {
  it('serves a page in the language asked for, with its contents and related pages', async () => {
    const store = createContentStore({ root, cache: true });
    const page = await store.getPage('chinh-sach', 'van-chuyen', 'vi');
    expect(page).toMatchObject({ title: 'Vận chuyển', language: 'vi', updated: '2026-11-20' });
    expect(page?.toc.map((entry) => entry.id)).toEqual(['mot', 'hai']);
    // A related slug with no file is left out rather than shown as a dead link.
    expect(page?.related.map((item) => `${item.section}/${item.slug}`)).toEqual([
      'chinh-sach/doi-tra',
      'huong-dan/mua-hang',
    ]);
  });

  it('uses the translation when there is one and falls back to Vietnamese otherwise', async () => {
    const store = createContentStore({ root, cache: true });
    expect(await store.getPage('chinh-sach', 'van-chuyen', 'en')).toMatchObject({
      title: 'Shipping',
      language: 'en',
    });
    expect(await store.getPage('chinh-sach', 'doi-tra', 'ko')).toMatchObject({
      title: 'Đổi trả',
      language: 'vi',
    });
  });

  it('answers nothing for an unknown slug, a slug of the other section, or a path trick', async () => {
    const store = createContentStore({ root, cache: true });
    expect(await store.getPage('chinh-sach', 'khong-co', 'vi')).toBeUndefined();
    expect(await store.getPage('chinh-sach', 'mua-hang', 'vi')).toBeUndefined();
    expect(await store.getPage('chinh-sach', '../vi/chinh-sach/doi-tra', 'vi')).toBeUndefined();
    expect(await store.getPage('chinh-sach', 'Van-Chuyen', 'vi')).toBeUndefined();
  });

  it('lists a section by order, mixing translated and Vietnamese pages', async () => {
    const store = createContentStore({ root, cache: true });
    const pages = await store.listPages('chinh-sach', 'en');
    expect(pages.map((page) => [page.slug, page.language])).toEqual([
      ['doi-tra', 'vi'],
      ['van-chuyen', 'en'],
    ]);
  });

  it('groups help pages in the fixed group order and leaves out empty groups', async () => {
    const store = createContentStore({ root, cache: true });
    const groups = await store.listHelpGroups('vi');
    expect(groups.map((entry) => [entry.group, entry.pages.map((page) => page.slug)])).toEqual([
      ['mua-hang', ['tim-kiem', 'mua-hang']],
      ['ban-hang', ['dang-ban']],
    ]);
  });

  it('keeps parsed files in memory when caching, and re-reads them when not', async () => {
    const cached = createContentStore({ root, cache: true });
    const fresh = createContentStore({ root, cache: false });
    await cached.getPage('chinh-sach', 'doi-tra', 'vi');
    write('vi/chinh-sach/doi-tra.md', { title: 'Đổi trả (mới)', description: 'Hoàn tiền', order: 20 });
    expect((await cached.getPage('chinh-sach', 'doi-tra', 'vi'))?.title).toBe('Đổi trả');
    expect((await fresh.getPage('chinh-sach', 'doi-tra', 'vi'))?.title).toBe('Đổi trả (mới)');
  });

  it('fails loudly, naming the file, when front matter is wrong', async () => {
    write('vi/chinh-sach/hong.md', { title: 'Hỏng', order: 1 });
    const store = createContentStore({ root, cache: true });
    await expect(store.getPage('chinh-sach', 'hong', 'vi')).rejects.toThrow(
      'vi/chinh-sach/hong.md: missing "description"',
    );
  });
});

describe('findContentRoot', () => {
  it('finds the content folder above a starting folder, trying the starts in order', () => {
    const nested = join(root, 'project', 'apps', 'web', 'build', 'server');
    mkdirSync(nested, { recursive: true });
    mkdirSync(join(root, 'project', 'content', 'vi'), { recursive: true });
    mkdirSync(join(root, 'other', 'content', 'vi'), { recursive: true });
    expect(findContentRoot([nested])).toBe(join(root, 'project', 'content'));
    expect(findContentRoot([join(root, 'other'), nested])).toBe(join(root, 'other', 'content'));
  });
});
