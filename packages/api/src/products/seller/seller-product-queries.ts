import { priceRuleApplies } from '@cho-dep/core/catalog/price-change-rule';
import {
  type SellerProductSort,
  type SellerProductTab,
  sellerProductTab,
} from '@cho-dep/core/catalog/seller-product-tabs';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { imageFileKey, type UrlOf } from '../catalog/catalog-media';
import { productImages, products, productVariants } from '../catalog/products.tables';
import { loadEditableProduct, mediaKeysOf } from './seller-product-editable';
import { assertProductId } from './seller-product-lock';
import { priceDecisionOf } from './seller-product-price-rule';
import type {
  SellerProductDetail,
  SellerProductListAnswer,
  SellerProductRow,
} from './seller-product-schemas';

const P = LIMITS.product;

function tabCondition(tab: Exclude<SellerProductTab, 'all'>): SQL {
  switch (tab) {
    case 'available':
      return sql`${products.status} = 'approved' and ${products.stock} > 0`;
    case 'soldOut':
      return sql`${products.status} = 'approved' and ${products.stock} = 0`;
    default:
      return sql`${products.status} = ${tab}`;
  }
}

/** Name (accents ignored, like buyer search) or a variant's SKU. */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${products.nameFolded} like '%' || vn_fold(${like.slice(1, -1)}) || '%'
    or exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.sku ilike ${like}))`;
}

const SORTS: Record<SellerProductSort, SQL[]> = {
  newest: [sql`${products.createdAt} desc`],
  oldest: [sql`${products.createdAt} asc`],
  price_asc: [sql`${products.effectivePrice} asc`],
  price_desc: [sql`${products.effectivePrice} desc`],
  stock_asc: [sql`${products.stock} asc`],
  sold_desc: [sql`${products.soldCount} desc`],
};

/** One page of the shop's products in a tab, with every tab's count (counts follow q). */
export async function listSellerProducts(
  db: Db,
  args: {
    shopId: string;
    tab: SellerProductTab;
    q?: string;
    sort: SellerProductSort;
    page: number;
    urlOf: UrlOf;
  },
): Promise<SellerProductListAnswer> {
  const pageSize = P.sellerPageSize;
  const base = and(eq(products.shopId, args.shopId), searchCondition(args.q));
  const where = args.tab === 'all' ? base : and(base, tabCondition(args.tab));
  const tabs = ['available', 'soldOut', 'hidden', 'draft', 'pending', 'rejected'] as const;
  const [countRow] = await db
    .select({
      all: count(),
      ...Object.fromEntries(
        tabs.map((tab) => [tab, sql<number>`count(*) filter (where ${tabCondition(tab)})`.mapWith(Number)]),
      ),
    })
    .from(products)
    .where(base);
  const counts = countRow as unknown as SellerProductListAnswer['counts'];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      stock: products.stock,
      sold: products.soldCount,
      rejectReason: products.rejectReason,
      submittedAt: products.submittedAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(where)
    .orderBy(...SORTS[args.sort], desc(products.id))
    .limit(pageSize)
    .offset((args.page - 1) * pageSize);
  const ids = rows.map((r) => r.id);
  const [images, prices] = ids.length
    ? await Promise.all([
        db
          .select({ productId: productImages.productId, key: productImages.imageKey })
          .from(productImages)
          .where(and(inArray(productImages.productId, ids), isNull(productImages.variantOption)))
          .orderBy(asc(productImages.position)),
        db
          .select({
            productId: productVariants.productId,
            min: sql<number>`min(coalesce(${productVariants.salePrice}, ${productVariants.price}))`.mapWith(
              Number,
            ),
            max: sql<number>`max(coalesce(${productVariants.salePrice}, ${productVariants.price}))`.mapWith(
              Number,
            ),
            originalMin: sql<number>`min(${productVariants.price})`.mapWith(Number),
            originalMax: sql<number>`max(${productVariants.price})`.mapWith(Number),
            total: count(),
          })
          .from(productVariants)
          .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
          .groupBy(productVariants.productId),
      ])
    : [[], []];
  const cover = new Map<string, string>();
  for (const image of images) if (!cover.has(image.productId)) cover.set(image.productId, image.key);
  const priceOf = new Map(prices.map((p) => [p.productId, p]));
  const data: SellerProductRow[] = rows.map((row) => {
    const key = cover.get(row.id);
    const price = priceOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      imageUrl: key ? args.urlOf(imageFileKey(key, 200)) : null,
      priceMin: price?.min ?? 0,
      priceMax: price?.max ?? 0,
      originalPriceMin: price?.originalMin ?? 0,
      originalPriceMax: price?.originalMax ?? 0,
      stock: row.stock,
      sold: row.sold,
      variantCount: price?.total ?? 0,
      status: row.status,
      tab: sellerProductTab({ status: row.status, stock: row.stock }),
      rejectReason: row.rejectReason,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return {
    data,
    total: args.tab === 'all' ? counts.all : counts[args.tab],
    page: args.page,
    pageSize,
    counts,
  };
}

/** URL of a stored key: a picture's 400 px rendition, a video as stored. */
function mediaUrl(urlOf: UrlOf, key: string, videoKey: string | null): string {
  return key === videoKey ? urlOf(key) : urlOf(imageFileKey(key, 400));
}

/** The whole editable product of the shop (another shop's: 404). */
export async function loadSellerProduct(
  db: Db | Tx,
  args: { shopId: string; productId: string; now: Date; urlOf: UrlOf },
): Promise<SellerProductDetail> {
  assertProductId(args.productId);
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, args.productId), eq(products.shopId, args.shopId)));
  if (!product) throw new AppError('NOT_FOUND');
  const editable = await loadEditableProduct(db, product);
  const decision = await priceDecisionOf(db, product.id, args.now);
  const mediaUrls = Object.fromEntries(
    mediaKeysOf(editable).map((key) => [key, mediaUrl(args.urlOf, key, editable.videoKey)]),
  );
  return {
    id: product.id,
    slug: product.slug,
    status: product.status,
    tab: sellerProductTab({ status: product.status, stock: product.stock }),
    rejectReason: product.rejectReason,
    submittedAt: product.submittedAt?.toISOString() ?? null,
    reviewedAt: product.reviewedAt?.toISOString() ?? null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    stock: product.stock,
    sold: product.soldCount,
    product: editable,
    mediaUrls,
    priceLock: {
      applies: priceRuleApplies(product.status),
      allowed: decision.allowed,
      allowedFrom: decision.allowedFrom?.toISOString() ?? null,
      changesLeft: decision.changesLeft,
      changesMax: P.priceChangesMax,
      lockoutDays: P.priceChangeLockoutDays,
      windowDays: P.priceChangeWindowDays,
    },
  };
}
