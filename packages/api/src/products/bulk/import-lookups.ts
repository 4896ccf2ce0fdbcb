import { RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import { LANGUAGES, type Language } from '@cho-dep/core/locale/locales';
import { foldHeader, IMPORT_COLUMNS, type ImportColumn } from '@cho-dep/core/product-bulk/import-sheet';
import type { Db } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app/app-context';
import { imageFileKey } from '../catalog/catalog-media';
import { categories } from '../catalog/categories.tables';

/** Every label a template column may carry: its header in each language. */
export function importHeaders(): Record<ImportColumn, string[]> {
  return Object.fromEntries(
    IMPORT_COLUMNS.map((column) => [
      column,
      LANGUAGES.map((language) => translate(language, `productBulk.importColumns.${column}`)),
    ]),
  ) as Record<ImportColumn, string[]>;
}

export interface LeafCategory {
  id: string;
  slug: string;
  name: string;
}

/** Categories a product may be filed under: visible leaves, in tree order, named in `language`. */
export async function leafCategories(db: Db, language: Language): Promise<LeafCategory[]> {
  const child = alias(categories, 'child');
  const name = { vi: categories.nameVi, en: categories.nameEn, ko: categories.nameKo }[language];
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name, parentName: parent.nameVi })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(
      and(
        eq(categories.isVisible, true),
        notExists(db.select({ id: child.id }).from(child).where(eq(child.parentId, categories.id))),
      ),
    )
    .orderBy(asc(parent.position), asc(categories.position));
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name }));
}

/** The category cell: a category code (slug) or id, of a leaf. */
export function categoryResolver(leaves: readonly LeafCategory[]): (text: string) => string | null {
  const bySlug = new Map(leaves.map((leaf) => [leaf.slug.toLowerCase(), leaf.id]));
  const ids = new Set(leaves.map((leaf) => leaf.id));
  return (text) => bySlug.get(text.trim().toLowerCase()) ?? (ids.has(text.trim()) ? text.trim() : null);
}

/** A return condition cell entry: the code, or its label in any language. */
export function returnConditionResolver(): (text: string) => string | null {
  const lookup = new Map<string, string>();
  for (const code of RETURN_CONDITIONS) {
    lookup.set(foldHeader(code), code);
    for (const language of LANGUAGES) {
      lookup.set(foldHeader(translate(language, `catalog.returnConditions.${code}`)), code);
    }
  }
  return (text) => lookup.get(foldHeader(text)) ?? null;
}

/**
 * A picture entry of the images cell to a storage key: the address of a picture the shop
 * uploaded (`.../media/products/<shop>/<id>-400.webp`) or its key (`products/<shop>/<id>`).
 * Only the shop's own uploads count, and only those that exist in storage.
 */
export function imageKeyOf(entry: string, shopId: string): string | null {
  const afterMedia = entry.includes('/media/')
    ? entry.slice(entry.indexOf('/media/') + '/media/'.length)
    : entry;
  const key = afterMedia
    .split(/[?#]/)[0]
    ?.replace(/-(800|400|200)\.webp$/, '')
    .trim();
  if (!key || key.includes('..') || !key.startsWith(`products/${shopId}/`)) return null;
  return /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) ? key : null;
}

/** Resolves every picture entry once (storage is asynchronous, the core resolver is not). */
export async function resolveImages(
  ctx: AppContext,
  shopId: string,
  entries: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of new Set(entries)) {
    const key = imageKeyOf(entry, shopId);
    if (key && (await ctx.storage.get(imageFileKey(key, 200)))) found.set(entry, key);
  }
  return found;
}
