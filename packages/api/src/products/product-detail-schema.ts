import { RETURN_CONDITIONS, SHOP_COUNTRIES } from '@cho-dep/core/catalog/catalog-states';
import { productAttributesSchema } from '@cho-dep/core/catalog/product-attributes';
import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import type {
  ProductDetailView,
  ProductReviewPage,
  ProductReviewView,
} from '@cho-dep/core/catalog/product-detail';
import { FIT_MEASURES, type RecommendSizeResult } from '@cho-dep/core/catalog/recommend-size';
import { SIZE_ATTRIBUTES, SIZE_CHART_TYPES, type SizeAttributeId } from '@cho-dep/core/catalog/size-chart';
import { REVIEW_FITS } from '@cho-dep/core/reviews/review-schemas';
import { z } from '@hono/zod-openapi';

/**
 * Response schemas of the product page endpoints, for the OpenAPI document. Each is typed
 * against the core view it describes, so the document cannot drift from what is answered.
 */

const money = z.number().int().openapi({ description: 'Whole dong' });
const range = z.object({ min: money, max: money });
const picture = z.object({ url: z.string(), srcSet: z.string(), thumbUrl: z.string() });
const attributeId = z
  .number()
  .int()
  .refine((id): id is SizeAttributeId => SIZE_ATTRIBUTES.some((a) => a.id === id))
  .openapi({ description: 'SIZE_ATTRIBUTES id (1 chest … 10 length)' });

export const productCardSchema: z.ZodType<ProductCardView> = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    imageSrcSet: z.string().nullable(),
    price: money,
    salePrice: money.nullable(),
    discountPercent: z.number().int(),
    soldCount: z.number().int(),
    ratingAvg: z.number(),
    ratingCount: z.number().int(),
    shopId: z.string(),
    shopName: z.string(),
    shopCountry: z.enum(SHOP_COUNTRIES),
    freeShipping: z.boolean(),
  })
  .openapi('ProductCard');

export const productReviewSchema: z.ZodType<ProductReviewView> = z
  .object({
    id: z.string(),
    reviewerName: z.string().openapi({ example: 'N****n' }),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    variantLabel: z.string().nullable(),
    photoUrls: z.array(z.string()),
    photoFullUrls: z.array(z.string()),
    createdAt: z.string(),
    variantId: z.string().nullable(),
    videoUrl: z.string().nullable(),
    fit: z.enum(REVIEW_FITS).nullable(),
    heightCm: z.number().nullable().openapi({ description: 'Only when the buyer shared it' }),
    weightKg: z.number().nullable().openapi({ description: 'Only when the buyer shared it' }),
    edited: z.boolean(),
    sellerReply: z.string().nullable(),
    sellerRepliedAt: z.string().nullable(),
  })
  .openapi('ProductReview');

export const productReviewPageSchema: z.ZodType<ProductReviewPage> = z
  .object({
    items: z.array(productReviewSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    viewerBody: z.object({ heightCm: z.number(), weightKg: z.number() }).nullable().optional().openapi({
      description: "With likeMe: the viewer's height and weight, or null without them (no items then)",
    }),
  })
  .openapi('ProductReviewPage');

const sizeReason = z.object({
  attribute: z.enum(FIT_MEASURES),
  value: z.number(),
  range: z.tuple([z.number(), z.number()]),
  fit: z.enum(['within', 'below', 'above']),
});

const sizeRecommendationSchema: z.ZodType<RecommendSizeResult> = z.union([
  z.object({ kind: z.literal('fits'), size: z.string(), reasons: z.array(sizeReason) }),
  z.object({
    kind: z.literal('between'),
    size: z.string(),
    smaller: z.string(),
    reasons: z.array(sizeReason),
  }),
  z.object({ kind: z.literal('smallest'), size: z.string(), reasons: z.array(sizeReason) }),
  z.object({ kind: z.literal('tooLarge'), size: z.string(), reasons: z.array(sizeReason) }),
  z.object({ kind: z.literal('none'), why: z.enum(['noChart', 'noMeasurements', 'noCommonMeasures']) }),
]);

const starCount = z.number().int();

export const productDetailSchema: z.ZodType<ProductDetailView> = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    categoryId: z.string(),
    price: range,
    salePrice: range.nullable(),
    discountPercent: z.number().int(),
    stock: z.number().int(),
    soldCount: z.number().int(),
    ratingAvg: z.number(),
    ratingCount: z.number().int(),
    viewCount: z.number().int(),
    likeCount: z.number().int(),
    freeShipping: z.boolean(),
    isPreOrder: z.boolean(),
    listed: z.boolean(),
    images: z.array(picture.extend({ optionValue: z.string().nullable() })),
    options: z.array(
      z.object({
        name: z.string(),
        values: z.array(z.object({ value: z.string(), image: picture.nullable() })),
      }),
    ),
    variants: z.array(
      z.object({
        id: z.string(),
        optionValues: z.array(z.object({ name: z.string(), value: z.string() })),
        price: money,
        salePrice: money.nullable(),
        stock: z.number().int(),
        soldOut: z.boolean(),
      }),
    ),
    attributes: productAttributesSchema,
    logistics: z.object({
      weightGrams: z.number().int(),
      packageLengthCm: z.number().int().nullable(),
      packageWidthCm: z.number().int().nullable(),
      packageHeightCm: z.number().int().nullable(),
      preparationDays: z.number().int(),
    }),
    returnTerms: z.object({ days: z.number().int(), conditions: z.array(z.enum(RETURN_CONDITIONS)) }),
    descriptionImages: z.array(picture),
    videoUrl: z.string().nullable(),
    link: z.string().nullable(),
    sizeChart: z
      .object({
        name: z.string(),
        type: z.enum(SIZE_CHART_TYPES),
        attributeIds: z.array(attributeId),
        rows: z.array(
          z.object({
            sizeName: z.string(),
            values: z.array(z.object({ attributeId, min: z.number(), max: z.number() })),
          }),
        ),
      })
      .nullable(),
    sizeDetails: z.array(
      z.object({
        sizeName: z.string(),
        heightMinCm: z.number(),
        heightMaxCm: z.number(),
        weightMinKg: z.number(),
        weightMaxKg: z.number(),
      }),
    ),
    sizeRecommendation: sizeRecommendationSchema.nullable(),
    shop: z.object({
      id: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      country: z.enum(SHOP_COUNTRIES),
      ratingAvg: z.number(),
      ratingCount: z.number().int(),
      followerCount: z.number().int(),
      productCount: z.number().int(),
      isFollowed: z.boolean(),
      isPaused: z
        .boolean()
        .openapi({ description: 'Pause mode: the shop is on vacation and nothing can be bought' }),
    }),
    isFavourite: z.boolean(),
    reviewSummary: z.object({
      average: z.number(),
      count: z.number().int(),
      countByStar: z.object({ 1: starCount, 2: starCount, 3: starCount, 4: starCount, 5: starCount }),
      withPhotos: z.number().int(),
      withMedia: z.number().int(),
    }),
    topReviews: z.array(productReviewSchema),
    related: z.array(productCardSchema),
    breadcrumb: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
  })
  .openapi('ProductDetail');
