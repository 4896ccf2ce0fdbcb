import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { ShopProductSort } from './shop-product-sort';
import type { ShopProductsView } from './storefront-views';

/** Each tab's order; the id last so pages never repeat or skip a product between requests. */
const ORDER: Record<ShopProductSort, SQL[]> = {
  popular: [desc(products.viewCount), desc(products.soldCount), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  best_selling: [desc(products.soldCount), asc(products.id)],
  price_asc: [asc(products.effectivePrice), asc(products.id)],
  price_desc: [desc(products.effectivePrice), asc(products.id)],
};

/** A page of a shop's listed products in the chosen tab's order. */
export async function listShopProducts(
  db: Db,
  shopId: string,
  options: { sort: ShopProductSort; page: number; pageSize: number },
  urlOf: UrlOf,
): Promise<ShopProductsView> {
  const where = and(eq(products.shopId, shopId), eq(products.listed, true));
  const [rows, [total]] = await Promise.all([
    db
      .select(productCardColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(...ORDER[options.sort])
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map((row) => toProductCard(row, urlOf)),
    page: options.page,
    pageSize: options.pageSize,
    total: Number(total?.value ?? 0),
    sort: options.sort,
  };
}
