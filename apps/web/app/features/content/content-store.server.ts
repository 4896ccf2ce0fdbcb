import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@cho-dep/core/locale/locales';
import type { ContentPage, HelpGroupPages, PageSummary } from './content-types';
import { parseFrontMatter } from './front-matter';
import { type PageMeta, type PageRef, toPageMeta } from './page-meta';
import { type RenderedMarkdown, renderMarkdown } from './render-markdown';
import { HELP_GROUPS, isSlug, type Section } from './sections';

/** Vietnamese is the source language: every page exists in vi, translations may lag. */
const SOURCE_LANGUAGE: Language = 'vi';

interface ParsedFile {
  meta: PageMeta;
  body: string;
  rendered?: RenderedMarkdown;
}

export interface ContentStoreOptions {
  root: string;
  /** Keep parsed files in memory (production); off in development so edits show at once. */
  cache: boolean;
}

/**
 * Reads content/<lang>/<section>/<slug>.md, parses and renders it once, and answers pages
 * and indexes in a language with the Vietnamese fallback.
 */
export function createContentStore({ root, cache }: ContentStoreOptions) {
  const files = new Map<string, Promise<ParsedFile | undefined>>();
  const folders = new Map<string, Promise<string[]>>();

  function remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    if (!cache) return load();
    let value = map.get(key);
    if (!value) {
      value = load();
      // A failed read is not kept, so a fixed file is picked up on the next request.
      value.catch(() => map.delete(key));
      map.set(key, value);
    }
    return value;
  }

  function readParsed(language: Language, section: Section, slug: string) {
    const path = join(root, language, section, `${slug}.md`);
    return remember(files, path, async (): Promise<ParsedFile | undefined> => {
      const source = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (source === undefined) return undefined;
      const { attributes, body } = parseFrontMatter(source);
      return { meta: toPageMeta(attributes, section, `${language}/${section}/${slug}.md`), body };
    });
  }

  function slugsOf(language: Language, section: Section) {
    const path = join(root, language, section);
    return remember(folders, path, async () => {
      const names = await readdir(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      return names
        .filter((name) => name.endsWith('.md'))
        .map((name) => name.slice(0, -3))
        .filter(isSlug);
    });
  }

  /** The file in the language asked for, else the Vietnamese one. */
  async function resolve(section: Section, slug: string, language: Language) {
    if (!isSlug(slug)) return undefined;
    const own = await readParsed(language, section, slug);
    if (own) return { file: own, language };
    if (language === SOURCE_LANGUAGE) return undefined;
    const source = await readParsed(SOURCE_LANGUAGE, section, slug);
    return source ? { file: source, language: SOURCE_LANGUAGE } : undefined;
  }

  function summary(section: Section, slug: string, file: ParsedFile, language: Language): PageSummary {
    const { title, description, order, group } = file.meta;
    return { section, slug, title, description, order, group, language };
  }

  async function getSummary(ref: PageRef, language: Language): Promise<PageSummary | undefined> {
    const found = await resolve(ref.section, ref.slug, language);
    return found && summary(ref.section, ref.slug, found.file, found.language);
  }

  async function getPage(
    section: Section,
    slug: string,
    language: Language,
  ): Promise<ContentPage | undefined> {
    const found = await resolve(section, slug, language);
    if (!found) return undefined;
    const { file } = found;
    file.rendered ??= renderMarkdown(file.body);
    const related = await Promise.all(file.meta.related.map((ref) => getSummary(ref, language)));
    return {
      ...summary(section, slug, file, found.language),
      ...file.rendered,
      updated: file.meta.updated,
      related: related.filter((page): page is PageSummary => page !== undefined),
    };
  }

  async function listPages(section: Section, language: Language): Promise<PageSummary[]> {
    const slugs = new Set([
      ...(await slugsOf(SOURCE_LANGUAGE, section)),
      ...(await slugsOf(language, section)),
    ]);
    const pages = await Promise.all([...slugs].map((slug) => getSummary({ section, slug }, language)));
    return pages
      .filter((page): page is PageSummary => page !== undefined)
      .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, language));
  }

  async function listHelpGroups(language: Language): Promise<HelpGroupPages[]> {
    const pages = await listPages('huong-dan', language);
    return HELP_GROUPS.map((group) => ({
      group,
      pages: pages.filter((page) => page.group === group),
    })).filter((entry) => entry.pages.length > 0);
  }

  return { getPage, listPages, listHelpGroups };
}

export type ContentStore = ReturnType<typeof createContentStore>;
