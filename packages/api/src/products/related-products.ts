import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { shops } from '../shops/shops.tables';
import type { UrlOf } from './catalog/catalog-media';
import { productCardColumns, toProductCard } from './catalog/product-cards';
import { products } from './catalog/products.tables';

/**
 * "Related products": the best sellers of the same category that buyers can see, never the
 * product itself (products_listed_category_sold_idx serves the order).
 */
export async function listRelatedProducts(
  db: Db,
  product: { id: string; categoryId: string },
  urlOf: UrlOf,
  limit: number = LIMITS.productPage.relatedMax,
): Promise<ProductCardView[]> {
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.listed, true),
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
      ),
    )
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit);
  return rows.map((row) => toProductCard(row, urlOf));
}
