import { appMeta } from '@cho-dep/db/schema/app-meta.tables';
import { resources } from '@cho-dep/i18n/resources';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { renderCategoryImage, runLimited } from './catalog-images';
import { categories } from './categories.tables';
import { CATEGORY_TREE, type CategoryNode } from './category-tree';

/** Bump when CATEGORY_TREE gains categories, so running servers add them at the next start. */
const TREE_VERSION = 1;
const META_KEY = 'categories_version';
/** Soft colours for category pictures, one per position so neighbours differ. */
const TINTS = ['#f2b5c4', '#9ec3e6', '#a8dcc9', '#f1d98a', '#c9b8e8', '#f6c1b3', '#d9c3a5'];

export function categoryImageKey(slug: string): string {
  return `catalog/categories/${slug}`;
}

function namesOf(slug: string) {
  const key = slug as keyof typeof resources.vi.catalog.categories;
  return {
    nameVi: resources.vi.catalog.categories[key],
    nameEn: resources.en.catalog.categories[key],
    nameKo: resources.ko.catalog.categories[key],
  };
}

/**
 * Brings the categories table up to CATEGORY_TREE: adds missing categories (never renames or
 * deletes: admins edit names and visibility as data) and draws their pictures. Categories are
 * the marketplace's structure, not demo data, so this runs on every database.
 */
export async function syncCategories(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  if (meta?.value === TREE_VERSION) return;

  // Pictures first (files cannot roll back; drawing one twice rewrites the same bytes), so a
  // crash never leaves a committed category without its picture.
  const nodes: Array<{ node: CategoryNode; tint: string }> = CATEGORY_TREE.flatMap((top) => [
    top,
    ...top.children,
  ]).map((node, i) => ({ node, tint: TINTS[i % TINTS.length] ?? '#f2b5c4' }));
  await runLimited(
    nodes.map(
      ({ node, tint }) =>
        () =>
          renderCategoryImage(ctx.storage, categoryImageKey(node.slug), node.shape, tint),
    ),
    2,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const existing = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    );
    const add = async (
      node: CategoryNode,
      kind: 'fashion' | 'cosmetics',
      parentId: string | null,
      position: number,
    ) => {
      const found = existing.get(node.slug);
      if (found) return found;
      const [row] = await tx
        .insert(categories)
        .values({
          parentId,
          slug: node.slug,
          ...namesOf(node.slug),
          kind,
          position,
          imageKey: categoryImageKey(node.slug),
        })
        .returning({ id: categories.id });
      if (!row) throw new Error(`category ${node.slug} was not inserted`);
      return row.id;
    };
    for (const [topIndex, top] of CATEGORY_TREE.entries()) {
      const topId = await add(top, top.kind, null, topIndex);
      for (const [index, child] of top.children.entries()) await add(child, top.kind, topId, index);
    }
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: TREE_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: TREE_VERSION, updatedAt: ctx.now() } });
  });
}
