import type { ProductQueueStatus } from '@cho-dep/core/admin/admin-decision-schemas';
import { productReviewDue } from '@cho-dep/core/admin/product-review-due';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { UUID } from '../admin/uuid';
import { shops } from '../shops/shops.tables';
import type { UrlOf } from './catalog/catalog-media';
import { categories } from './catalog/categories.tables';
import { productImages, productOptions, products, productVariants } from './catalog/products.tables';
import { productPicture } from './product-pictures';

const imageSchema = z.object({ url: z.string(), thumbUrl: z.string() });

export const productReviewRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['draft', 'pending', 'approved', 'rejected', 'hidden']),
    shop: z.object({ id: z.string(), name: z.string() }),
    category: z.string().openapi({ description: 'In the reader language' }),
    image: imageSchema.nullable().openapi({ description: 'The first picture' }),
    imageCount: z.number().int(),
    priceMin: z
      .number()
      .int()
      .openapi({ description: 'Lowest price a buyer would pay (sale price when set), dong' }),
    priceMax: z.number().int(),
    variantCount: z.number().int(),
    submittedAt: z.string().nullable(),
    dueFrom: z.string().nullable().openapi({ description: 'Submitted + 2 days' }),
    dueBy: z.string().nullable().openapi({ description: 'Submitted + 3 days: the promise of product.md §9' }),
    overdue: z.boolean(),
    reviewedAt: z.string().nullable(),
    rejectReason: z.string().nullable(),
    listed: z.boolean().openapi({ description: 'Shown in search and listings now' }),
  })
  .openapi('AdminProductReviewRow');
export type ProductReviewRow = z.infer<typeof productReviewRowSchema>;

export const productReviewListSchema = z.object({
  data: z.array(productReviewRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductReviewList = z.infer<typeof productReviewListSchema>;

export const productReviewDetailSchema = productReviewRowSchema
  .extend({
    description: z.string(),
    brand: z.string().nullable(),
    shopStatus: z.enum(['submitted', 'pending', 'approved', 'rejected']),
    images: z.array(imageSchema.extend({ variantOption: z.string().nullable() })),
    descriptionImages: z.array(z.string()),
    videoUrl: z.string().nullable(),
    options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    variants: z.array(
      z.object({
        id: z.string(),
        label: z.string().openapi({ description: 'The option values, e.g. "Đen / M"' }),
        sku: z.string().nullable(),
        price: z.number().int(),
        salePrice: z.number().int().nullable(),
        stock: z.number().int(),
        isActive: z.boolean(),
      }),
    ),
    weightGrams: z.number().int(),
    preparationDays: z.number().int(),
    returnDays: z.number().int(),
    isPreOrder: z.boolean(),
    link: z.string().nullable(),
  })
  .openapi('AdminProductReview');
export type ProductReviewDetail = z.infer<typeof productReviewDetailSchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function categoryName(category: typeof categories.$inferSelect, language: Language): string {
  return { vi: category.nameVi, en: category.nameEn, ko: category.nameKo }[language];
}

const rowColumns = {
  product: {
    id: products.id,
    name: products.name,
    status: products.status,
    submittedAt: products.submittedAt,
    updatedAt: products.updatedAt,
    reviewedAt: products.reviewedAt,
    rejectReason: products.rejectReason,
    listed: products.listed,
  },
  shop: { id: shops.id, name: shops.name },
  category: categories,
};

type JoinedRow = {
  product: {
    id: string;
    name: string;
    status: ProductReviewRow['status'];
    submittedAt: Date | null;
    updatedAt: Date;
    reviewedAt: Date | null;
    rejectReason: string | null;
    listed: boolean;
  };
  shop: { id: string; name: string };
  category: typeof categories.$inferSelect;
};

interface Extras {
  images: string[];
  priceMin: number;
  priceMax: number;
  variantCount: number;
}

/** Pictures and active variants' prices of many products in two queries. */
async function extrasOf(db: Db, ids: string[]): Promise<Map<string, Extras>> {
  const extras = new Map<string, Extras>(
    ids.map((id) => [id, { images: [], priceMin: 0, priceMax: 0, variantCount: 0 }]),
  );
  if (ids.length === 0) return extras;
  const [images, prices] = await Promise.all([
    db
      .select({ productId: productImages.productId, key: productImages.imageKey })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
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
        total: count(),
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
      .groupBy(productVariants.productId),
  ]);
  for (const image of images) extras.get(image.productId)?.images.push(image.key);
  for (const price of prices) {
    const entry = extras.get(price.productId);
    if (entry) Object.assign(entry, { priceMin: price.min, priceMax: price.max, variantCount: price.total });
  }
  return extras;
}

/**
 * When the product was sent for review. A product that went to 'pending' before submission
 * times were recorded (older rows, demo data) has none: its last change is when it was sent.
 */
function submittedAtOf(product: { status: string; submittedAt: Date | null; updatedAt: Date }): Date | null {
  return product.submittedAt ?? (product.status === 'pending' ? product.updatedAt : null);
}

function rowOf(joined: JoinedRow, extras: Extras, options: { now: Date; language: Language; urlOf: UrlOf }) {
  const { product } = joined;
  const submittedAt = submittedAtOf(product);
  const due = product.status === 'pending' ? productReviewDue(submittedAt, options.now) : null;
  const first = extras.images[0];
  const picture = first ? productPicture(options.urlOf, first) : null;
  return {
    id: product.id,
    name: product.name,
    status: product.status,
    shop: joined.shop,
    category: categoryName(joined.category, options.language),
    image: picture ? { url: picture.url, thumbUrl: picture.thumbUrl } : null,
    imageCount: extras.images.length,
    priceMin: extras.priceMin,
    priceMax: extras.priceMax,
    variantCount: extras.variantCount,
    submittedAt: iso(submittedAt),
    dueFrom: iso(due?.dueFrom ?? null),
    dueBy: iso(due?.dueBy ?? null),
    overdue: due?.overdue ?? false,
    reviewedAt: iso(product.reviewedAt),
    rejectReason: product.rejectReason,
    listed: product.listed,
  } satisfies ProductReviewRow;
}

/**
 * The product review queue (product.md §4 and §9: review takes 2-3 days): pending ones
 * oldest submission first (see submittedAtOf for rows without a submission time); decided
 * ones by the latest review first.
 */
export async function listProductReviews(
  db: Db,
  query: { status: ProductQueueStatus; page: number },
  options: { now: Date; language: Language; urlOf: UrlOf },
): Promise<ProductReviewList> {
  const pageSize = LIMITS.admin.queuePageSize;
  const where = eq(products.status, query.status);
  const order =
    query.status === 'pending'
      ? [asc(sql`coalesce(${products.submittedAt}, ${products.updatedAt})`), asc(products.id)]
      : [desc(sql`coalesce(${products.reviewedAt}, ${products.updatedAt})`), desc(products.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const extras = await extrasOf(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    data: rows.map((row) => rowOf(row, extras.get(row.product.id) as Extras, options)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}

export async function countPendingProducts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.status, 'pending'));
  return row?.total ?? 0;
}

/** One product as the reviewer sees it: every picture, classification, variant and the description. */
export async function productReviewDetail(
  db: Db,
  productId: string,
  options: { now: Date; language: Language; urlOf: UrlOf },
): Promise<ProductReviewDetail> {
  if (!UUID.test(productId)) throw new AppError('NOT_FOUND');
  const [joined] = await db
    .select({ ...rowColumns, full: products, shopStatus: shops.status })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!joined) throw new AppError('NOT_FOUND');
  const [extras, images, classifications, variants] = await Promise.all([
    extrasOf(db, [productId]),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position)),
    db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, productId))
      .orderBy(asc(productOptions.position)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position)),
  ]);
  const { full } = joined;
  return {
    ...rowOf(joined, extras.get(productId) as Extras, options),
    description: full.description,
    brand: full.brand,
    shopStatus: joined.shopStatus,
    images: images.map((image) => {
      const picture = productPicture(options.urlOf, image.imageKey);
      return { url: picture.url, thumbUrl: picture.thumbUrl, variantOption: image.variantOption };
    }),
    descriptionImages: full.descriptionImageKeys.map((key) => productPicture(options.urlOf, key).url),
    videoUrl: full.videoKey ? options.urlOf(full.videoKey) : null,
    options: classifications.map((option) => ({
      name: option.name,
      values: option.values.map((v) => v.value),
    })),
    variants: variants.map((variant) => ({
      id: variant.id,
      label: variant.optionValues.map((v) => v.value).join(' / '),
      sku: variant.sku,
      price: variant.price,
      salePrice: variant.salePrice,
      stock: variant.stock,
      isActive: variant.isActive,
    })),
    weightGrams: full.weightGrams,
    preparationDays: full.preparationDays,
    returnDays: full.returnDays,
    isPreOrder: full.isPreOrder,
    link: full.link,
  };
}
