import { PRODUCT_STATUSES, type ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { canChangePrice, priceRuleApplies } from '@cho-dep/core/catalog/price-change-rule';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { optionsLabel } from '@cho-dep/core/product-bulk/export-rows';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { imageUrl } from '../catalog/catalog-media';
import { productImages, productPriceChanges, products, productVariants } from '../catalog/products.tables';

/** The table's status filter: every product, or one status. */
export const BULK_EDIT_FILTERS = ['all', ...PRODUCT_STATUSES] as const;
export type BulkEditFilter = (typeof BULK_EDIT_FILTERS)[number];

export interface BulkEditRowsQuery {
  status: BulkEditFilter;
  q?: string;
  page: number;
}

export interface BulkEditProductRow {
  id: string;
  name: string;
  status: ProductStatus;
  imageUrl: string | null;
  /** Whether the 14-day / 3-change price rule applies now, and when a price may change again. */
  priceLock: { applies: boolean; allowed: boolean; allowedFrom: string | null; changesLeft: number };
  variants: {
    id: string;
    label: string;
    sku: string | null;
    price: number;
    salePrice: number | null;
    stock: number;
    isActive: boolean;
  }[];
}

export interface BulkEditRows {
  data: BulkEditProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

const PAGE_SIZE = 20;

/**
 * One page of the shop's products with all their variants, newest first, for the bulk edit
 * table. `q` matches the name (accents ignored) or a variant's SKU.
 */
export async function listBulkEditRows(
  ctx: AppContext,
  shopId: string,
  query: BulkEditRowsQuery,
): Promise<BulkEditRows> {
  const db = ctx.database.db;
  const q = query.q?.trim().slice(0, LIMITS.product.sellerSearchMax);
  const where = and(
    eq(products.shopId, shopId),
    query.status === 'all' ? undefined : eq(products.status, query.status),
    q
      ? or(
          sql`${products.nameFolded} LIKE '%' || vn_fold(${q}) || '%'`,
          sql`EXISTS (SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND lower(${productVariants.sku}) = lower(${q}))`,
        )
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
  const page = await db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const ids = page.map((p) => p.id);
  if (ids.length === 0) return { data: [], total, page: query.page, pageSize: PAGE_SIZE };
  const [variants, images, changes] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position), asc(productVariants.createdAt)),
    db
      .select({
        productId: productImages.productId,
        key: productImages.imageKey,
        position: productImages.position,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
    db
      .select({ productId: productPriceChanges.productId, changedAt: productPriceChanges.changedAt })
      .from(productPriceChanges)
      .where(inArray(productPriceChanges.productId, ids)),
  ]);
  const now = ctx.now();
  return {
    data: page.map((product) => {
      const decision = canChangePrice({
        changes: changes.filter((c) => c.productId === product.id).map((c) => c.changedAt),
        now,
      });
      const applies = priceRuleApplies(product.status);
      const cover = images.find((image) => image.productId === product.id);
      return {
        ...product,
        imageUrl: imageUrl((key) => ctx.storage.urlOf(key), cover?.key ?? null, 200),
        priceLock: {
          applies,
          allowed: !applies || decision.allowed,
          allowedFrom: applies && decision.allowedFrom ? decision.allowedFrom.toISOString() : null,
          changesLeft: decision.changesLeft,
        },
        variants: variants
          .filter((v) => v.productId === product.id)
          .map((v) => ({
            id: v.id,
            label: optionsLabel(v.optionValues),
            sku: v.sku,
            price: v.price,
            salePrice: v.salePrice,
            stock: v.stock,
            isActive: v.isActive,
          })),
      };
    }),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
