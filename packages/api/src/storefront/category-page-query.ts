import type { Db } from '@cho-dep/db/client';
import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { categories } from '../products/catalog/categories.tables';
import type { CategoryPageView, CategoryRefView } from './storefront-views';

type CategoryRow = typeof categories.$inferSelect;

const toRef = (row: CategoryRow, urlOf: UrlOf): CategoryRefView => ({
  id: row.id,
  slug: row.slug,
  name: { vi: row.nameVi, en: row.nameEn, ko: row.nameKo },
  imageUrl: imageUrl(urlOf, row.imageKey, 200),
});

async function visibleChildren(db: Db, parentId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.isVisible, true)))
    .orderBy(asc(categories.position), asc(categories.slug));
}

/**
 * A category page's frame: the category, its parent (for the breadcrumb) and the chips of
 * sub-categories (a top-level category's children, or a sub-category's siblings). Null for an
 * unknown or hidden category, or one under a hidden parent.
 */
export async function loadCategoryPage(
  db: Db,
  categoryId: string,
  urlOf: UrlOf,
): Promise<CategoryPageView | null> {
  if (!isUuid(categoryId)) return null;
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.isVisible, true)))
    .limit(1);
  if (!row) return null;
  if (row.parentId === null) {
    const children = await visibleChildren(db, row.id);
    return { category: toRef(row, urlOf), parent: null, children: children.map((c) => toRef(c, urlOf)) };
  }
  const [parent] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, row.parentId), eq(categories.isVisible, true)))
    .limit(1);
  if (!parent) return null;
  const siblings = await visibleChildren(db, parent.id);
  return {
    category: toRef(row, urlOf),
    parent: toRef(parent, urlOf),
    children: siblings.map((c) => toRef(c, urlOf)),
  };
}
