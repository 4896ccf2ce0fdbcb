import { BANNER_PHASES, BANNER_TYPES } from '@cho-dep/core/marketing/banner-input-schema';
import { z } from '@hono/zod-openapi';
import type { pictureUploadSchema } from '../http/seller-resource-routes';
import { productCardSchema } from '../products/product-detail-schema';
import { pickerProductSchema } from '../shops/categories/shop-category-schemas';
import { shopSummarySchema } from '../storefront/storefront-schemas';

export const sellerBannerRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(BANNER_TYPES),
    phase: z.enum(BANNER_PHASES).openapi({ description: 'product.md §4, at the time of the call' }),
    startDate: z.string().openapi({ description: 'First day shown (YYYY-MM-DD, Vietnam time)' }),
    endDate: z.string().openapi({ description: 'Last day shown (YYYY-MM-DD, Vietnam time), included' }),
    startsAt: z.string(),
    endsAt: z.string(),
    link: z.string().nullable(),
    imageUrl: z.string(),
    coverUrl: z.string().nullable(),
    productCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('SellerBannerRow');
export type SellerBannerRow = z.infer<typeof sellerBannerRowSchema>;

export const sellerBannerSchema = sellerBannerRowSchema
  .extend({
    imageKey: z.string(),
    coverKey: z.string().nullable(),
    products: z.array(pickerProductSchema).openapi({ description: 'Related products, in order' }),
  })
  .openapi('SellerBanner');
export type SellerBanner = z.infer<typeof sellerBannerSchema>;

export const sellerBannerListSchema = z.object({
  data: z.array(sellerBannerRowSchema),
  counts: z.object({ upcoming: z.number().int(), running: z.number().int(), ended: z.number().int() }),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerBannerList = z.infer<typeof sellerBannerListSchema>;

/** What the image and cover uploads answer (the shared seller picture upload). */
export type BannerUpload = z.infer<typeof pictureUploadSchema>;

/** The buyer page /banner/{id}. */
export const publicBannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    coverUrl: z.string().nullable(),
    link: z.string().nullable(),
    endsAt: z.string(),
    shop: shopSummarySchema.nullable(),
    products: z.array(productCardSchema),
  })
  .openapi('PublicBanner');
export type PublicBanner = z.infer<typeof publicBannerSchema>;
