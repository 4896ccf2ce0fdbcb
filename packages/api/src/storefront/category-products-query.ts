import { LIMITS } from '@cho-dep/core/constants/limits';
import { effectiveSort, type SearchParams, type SearchSort } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { Db } from '@cho-dep/db/client';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { UrlOf } from '../catalog/catalog-media';
import { categories } from '../catalog/categories.tables';
import { productCardColumns, toProductCard } from '../catalog/product-cards';
import { products } from '../catalog/products.tables';
import { shops } from '../shops/shops.tables';

const ORDER: Record<SearchSort, SQL[]> = {
  relevance: [desc(products.soldCount), asc(products.id)],
  best_selling: [desc(products.soldCount), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.effectivePrice), asc(products.id)],
  price_desc: [desc(products.effectivePrice), asc(products.id)],
};

/**
 * A page of a category's listed products (a top-level category includes its sub-categories)
 * in the chosen sort, shaped like a search result so the page reads both the same way.
 */
export async function listCategoryProducts(
  db: Db,
  params: SearchParams & { category: string },
  urlOf: UrlOf,
): Promise<SearchResultView> {
  const sort = effectiveSort({ q: '', sort: params.sort });
  const inCategory = inArray(
    products.categoryId,
    db
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.id, params.category), eq(categories.parentId, params.category))),
  );
  const where = and(eq(products.listed, true), inCategory);
  const cap = LIMITS.search.totalCountCap;
  const [rows, [counted]] = await Promise.all([
    db
      .select(productCardColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    // Counting stops one past the cap: "1000+" never needs the exact figure.
    db.select({ value: sql<number>`count(*)::int` }).from(
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .limit(cap + 1)
        .as('capped'),
    ),
  ]);
  const total = Number(counted?.value ?? 0);
  return {
    items: rows.map((row) => toProductCard(row, urlOf)),
    page: params.page,
    pageSize: params.pageSize,
    total: Math.min(total, cap),
    totalIsCapped: total > cap,
    sort,
    correctedQuery: null,
    facets: { brands: [], categories: [] },
  };
}
