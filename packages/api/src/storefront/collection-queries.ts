import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { collectionProducts, shopCollections } from '../shops/collections.tables';
import { shops } from '../shops/shops.tables';
import { shopIsOpen, shopSummaryColumns, toShopSummary } from './shop-summary';
import type { CollectionSummaryView, CollectionView } from './storefront-views';

// Written with explicit aliases: drizzle leaves columns unqualified in a one-table select,
// which would make `id` ambiguous inside these subqueries.
/** Listed products of the collection: what buyers count and see. */
const listedCount = sql<number>`(
  select count(*)::int from collection_products cp
  join products p on p.id = cp.product_id and p.listed
  where cp.collection_id = "shop_collections"."id")`;

/** The collection's cover, or else the first picture of its first listed product. */
const coverKey = sql<string | null>`coalesce("shop_collections"."cover_key", (
  select pi.image_key from collection_products cp
  join products p on p.id = cp.product_id and p.listed
  join product_images pi on pi.product_id = p.id
  where cp.collection_id = "shop_collections"."id"
  order by cp.position, pi.position limit 1))`;

/** A shop's visible collections in its order (the seller page row and /danh-sach/bo-suu-tap). */
export async function listShopCollections(
  db: Db,
  shopId: string,
  urlOf: UrlOf,
): Promise<CollectionSummaryView[]> {
  const rows = await db
    .select({ id: shopCollections.id, title: shopCollections.title, coverKey, productCount: listedCount })
    .from(shopCollections)
    .where(and(eq(shopCollections.shopId, shopId), eq(shopCollections.isVisible, true)))
    .orderBy(asc(shopCollections.position), asc(shopCollections.createdAt), asc(shopCollections.id))
    .limit(LIMITS.storefront.shopCollectionsMax);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    coverUrl: imageUrl(urlOf, row.coverKey, 400),
    productCount: Number(row.productCount),
  }));
}

/**
 * A collection page: a visible collection of an open shop with a page of its listed
 * products in the seller's order; null for anything else (unknown, hidden, shop closed).
 */
export async function loadCollection(
  db: Db,
  collectionId: string,
  page: { page: number; pageSize: number },
  urlOf: UrlOf,
): Promise<CollectionView | null> {
  if (!isUuid(collectionId)) return null;
  const [found] = await db
    .select({ id: shopCollections.id, title: shopCollections.title, coverKey, shop: shopSummaryColumns })
    .from(shopCollections)
    .innerJoin(shops, eq(shops.id, shopCollections.shopId))
    .where(and(eq(shopCollections.id, collectionId), eq(shopCollections.isVisible, true), shopIsOpen))
    .limit(1);
  if (!found) return null;
  const where = and(eq(collectionProducts.collectionId, collectionId), eq(products.listed, true));
  const [rows, [total]] = await Promise.all([
    db
      .select(productCardColumns)
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(asc(collectionProducts.position), asc(products.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ value: count() })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(where),
  ]);
  return {
    id: found.id,
    title: found.title,
    coverUrl: imageUrl(urlOf, found.coverKey, 400),
    shop: toShopSummary(found.shop, urlOf),
    products: {
      items: rows.map((row) => toProductCard(row, urlOf)),
      page: page.page,
      pageSize: page.pageSize,
      total: Number(total?.value ?? 0),
    },
  };
}
