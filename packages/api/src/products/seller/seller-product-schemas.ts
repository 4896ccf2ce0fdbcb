import { PRODUCT_STATUSES, RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import { SELLER_PRODUCT_TABS } from '@cho-dep/core/catalog/seller-product-tabs';
import { z } from '@hono/zod-openapi';

/** Answers of the seller products API (the shapes of /tmp/contract-products.md). */

const rowTab = z.enum(SELLER_PRODUCT_TABS).exclude(['all']);

export const sellerProductRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable().openapi({ description: 'The cover picture, 200 px WebP' }),
    priceMin: z.number().int().openapi({ description: 'Lowest price a buyer pays (sale price when set)' }),
    priceMax: z.number().int(),
    originalPriceMin: z.number().int(),
    originalPriceMax: z.number().int(),
    stock: z.number().int(),
    sold: z.number().int(),
    variantCount: z.number().int(),
    status: z.enum(PRODUCT_STATUSES),
    tab: rowTab,
    rejectReason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('SellerProductRow');
export type SellerProductRow = z.infer<typeof sellerProductRowSchema>;

const countsSchema = z.object({
  all: z.number().int(),
  available: z.number().int(),
  soldOut: z.number().int(),
  hidden: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
});

export const sellerProductListSchema = z
  .object({
    data: z.array(sellerProductRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: countsSchema,
  })
  .openapi('SellerProductList');
export type SellerProductListAnswer = z.infer<typeof sellerProductListSchema>;

const editableSchema = z.object({
  name: z.string(),
  categoryId: z.string(),
  description: z.string(),
  attributes: z.record(z.string(), z.string()),
  brand: z.string().nullable(),
  images: z.array(z.string()),
  videoKey: z.string().nullable(),
  descriptionImageKeys: z.array(z.string()),
  options: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.string(), image: z.string().nullable() })),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.string(),
      optionValues: z.array(z.object({ name: z.string(), value: z.string() })),
      sku: z.string().nullable(),
      price: z.number().int(),
      salePrice: z.number().int().nullable(),
      stock: z.number().int(),
    }),
  ),
  weightGrams: z.number().int().nullable(),
  packageLengthCm: z.number().int().nullable(),
  packageWidthCm: z.number().int().nullable(),
  packageHeightCm: z.number().int().nullable(),
  sizeDetails: z.array(
    z.object({
      sizeName: z.string(),
      heightMinCm: z.number(),
      heightMaxCm: z.number(),
      weightMinKg: z.number(),
      weightMaxKg: z.number(),
    }),
  ),
  sizeChartId: z.string().nullable(),
  preparationDays: z.number().int().nullable(),
  returnDays: z.number().int().nullable(),
  returnConditions: z.array(z.enum(RETURN_CONDITIONS)),
  isPreOrder: z.boolean(),
  link: z.string().nullable(),
});

export const sellerProductDetailSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    tab: rowTab,
    rejectReason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    stock: z.number().int(),
    sold: z.number().int(),
    product: editableSchema.openapi({
      description: 'The input fields (PUT takes them back); variants carry their id, read-only',
    }),
    mediaUrls: z
      .record(z.string(), z.string())
      .openapi({ description: 'Every media key of the product -> its URL (pictures: 400 px WebP)' }),
    priceLock: z.object({
      applies: z.boolean().openapi({ description: 'False for draft, pending and rejected products' }),
      allowed: z.boolean(),
      allowedFrom: z.string().nullable(),
      changesLeft: z.number().int(),
      changesMax: z.number().int(),
      lockoutDays: z.number().int(),
      windowDays: z.number().int(),
    }),
  })
  .openapi('SellerProductDetail');
export type SellerProductDetail = z.infer<typeof sellerProductDetailSchema>;

export const uploadedMediaSchema = z.object({
  key: z.string(),
  url: z.string(),
  kind: z.enum(['image', 'video']),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
