import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { products } from '../../products/catalog/products.tables';
import { collectionProducts, shopCollections } from '../collections.tables';
import type {
  PickerPage,
  PickerProduct,
  ShopCategoryDetail,
  ShopCategoryList,
} from './shop-category-schemas';

const L = LIMITS.shopCategories;

const productCount = sql<number>`(
  select count(*)::int from collection_products cp where cp.collection_id = "shop_collections"."id")`;

const firstImage = sql<string | null>`(
  select pi.image_key from product_images pi where pi.product_id = "products"."id"
  order by pi.position, pi.id limit 1)`;

const pickerColumns = {
  id: products.id,
  name: products.name,
  status: products.status,
  price: products.effectivePrice,
  imageKey: firstImage,
};

function toPicker(
  row: { id: string; name: string; status: PickerProduct['status']; price: number; imageKey: string | null },
  urlOf: UrlOf,
): PickerProduct {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    price: Number(row.price),
    image: imageUrl(urlOf, row.imageKey, 200),
  };
}

/** The shop's categories, newest first, with their product counts. */
export async function listSellerCategories(db: Db, shopId: string, page: number): Promise<ShopCategoryList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shopCollections.id,
        title: shopCollections.title,
        visible: shopCollections.isVisible,
        createdAt: shopCollections.createdAt,
        productCount,
      })
      .from(shopCollections)
      .where(eq(shopCollections.shopId, shopId))
      .orderBy(desc(shopCollections.createdAt), desc(shopCollections.id))
      .limit(L.pageSize)
      .offset((page - 1) * L.pageSize),
    db.select({ value: count() }).from(shopCollections).where(eq(shopCollections.shopId, shopId)),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      productCount: Number(row.productCount),
    })),
    total: Number(total?.value ?? 0),
    page,
    pageSize: L.pageSize,
  };
}

/** One category of the shop with its products in order; another shop's id is NOT_FOUND. */
export async function loadSellerCategory(
  db: Db | Tx,
  shopId: string,
  categoryId: string,
  urlOf: UrlOf,
): Promise<ShopCategoryDetail> {
  if (!isUuid(categoryId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      id: shopCollections.id,
      title: shopCollections.title,
      visible: shopCollections.isVisible,
      createdAt: shopCollections.createdAt,
    })
    .from(shopCollections)
    .where(and(eq(shopCollections.id, categoryId), eq(shopCollections.shopId, shopId)));
  if (!row) throw new AppError('NOT_FOUND');
  const items = await db
    .select(pickerColumns)
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, categoryId))
    .orderBy(asc(collectionProducts.position), asc(products.name));
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    productCount: items.length,
    products: items.map((item) => toPicker(item, urlOf)),
  };
}

/** The product picker: the shop's own products (any status but draft), searched by name. */
export async function listPickerProducts(
  db: Db,
  shopId: string,
  query: { q?: string; page: number },
  urlOf: UrlOf,
): Promise<PickerPage> {
  const where: SQL[] = [eq(products.shopId, shopId), sql`${products.status} <> 'draft'`];
  const q = query.q?.trim();
  if (q) {
    // LIKE wildcards typed by the seller are matched literally; accents are ignored.
    const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`${products.nameFolded} like vn_fold(${pattern})`);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(pickerColumns)
      .from(products)
      .where(and(...where))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(L.pickerPageSize)
      .offset((query.page - 1) * L.pickerPageSize),
    db
      .select({ value: count() })
      .from(products)
      .where(and(...where)),
  ]);
  return {
    data: rows.map((row) => toPicker(row, urlOf)),
    total: Number(total?.value ?? 0),
    page: query.page,
    pageSize: L.pickerPageSize,
  };
}

/** Which of `ids` are products of the shop (the rest are refused as invalid). */
export async function ownProductIds(
  db: Db | Tx,
  shopId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
