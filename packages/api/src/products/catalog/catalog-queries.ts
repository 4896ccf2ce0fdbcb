import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import type { Db } from '@cho-dep/db/client';
import { asc, desc, eq } from 'drizzle-orm';
import { shops } from '../../shops/shops.tables';
import { imageUrl, localUrlOf, type UrlOf } from './catalog-media';
import { categories } from './categories.tables';
import { productCardColumns, toProductCard } from './product-cards';
import { products } from './products.tables';

/**
 * Read models for the home page and the category menu. Buyers only ever see approved
 * products of approved shops that are not paused (isProductListed in core says the same).
 * `urlOf` is ctx.storage.urlOf; without it the local /media/ scheme is assumed.
 */

export interface CategoryNodeView {
  id: string;
  slug: string;
  name: { vi: string; en: string; ko: string };
  imageUrl: string | null;
  children: CategoryNodeView[];
}

/** Visible categories as a tree (top level with their children), in their set order. */
export async function listCategoryTree(db: Db, urlOf: UrlOf = localUrlOf): Promise<CategoryNodeView[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isVisible, true))
    .orderBy(asc(categories.position), asc(categories.slug));
  const view = (row: (typeof rows)[number]): CategoryNodeView => ({
    id: row.id,
    slug: row.slug,
    name: { vi: row.nameVi, en: row.nameEn, ko: row.nameKo },
    imageUrl: imageUrl(urlOf, row.imageKey, 200),
    children: [],
  });
  const byId = new Map(rows.map((row) => [row.id, view(row)]));
  const roots: CategoryNodeView[] = [];
  for (const row of rows) {
    const node = byId.get(row.id);
    if (!node) continue;
    if (row.parentId === null) roots.push(node);
    // A child of a hidden parent is hidden with it.
    else byId.get(row.parentId)?.children.push(node);
  }
  return roots;
}

/** The home page's product grid: best sellers first, then newest. */
export async function listHomeProducts(
  db: Db,
  page: { limit: number; offset: number },
  urlOf: UrlOf = localUrlOf,
): Promise<ProductCardView[]> {
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.listed, true))
    .orderBy(desc(products.soldCount), desc(products.createdAt), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toProductCard(row, urlOf));
}
