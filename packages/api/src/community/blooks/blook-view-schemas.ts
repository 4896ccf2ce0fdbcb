import { BLOOK_SLOTS, BLOOK_STATUSES } from '@cho-dep/core/community/blook-schemas';
import { z } from '@hono/zod-openapi';

/**
 * What the blook endpoints answer, for the OpenAPI document and the web's types. Names of
 * categories and templates come in the three languages; the page picks the reader's.
 */
const names = z.object({ vi: z.string(), en: z.string(), ko: z.string() });
const money = z.number().int().openapi({ description: 'Whole dong' });

export const templateSlotViewSchema = z.object({
  slot: z.enum(BLOOK_SLOTS),
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
});

export const blookTemplateSchema = z
  .object({
    id: z.string(),
    name: names,
    columns: z.number().int(),
    rows: z.number().int(),
    slots: z.array(templateSlotViewSchema),
  })
  .openapi('BlookTemplate');
export type BlookTemplateView = z.infer<typeof blookTemplateSchema>;

export const blookSubCategorySchema = z
  .object({ id: z.string(), categoryId: z.string(), name: names })
  .openapi('BlookSubCategory');

export const blookCategorySchema = z
  .object({
    id: z.string(),
    name: names,
    coverUrl: z.string().nullable(),
    subCategories: z.array(blookSubCategorySchema),
  })
  .openapi('BlookCategory');
export type BlookCategoryView = z.infer<typeof blookCategorySchema>;

const person = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

/** One picture of the collage: a slot of the template and the product's first picture. */
export const blookTileSchema = templateSlotViewSchema.extend({
  productId: z.string(),
  imageUrl: z.string().nullable(),
});

/** A blook as a card of a grid: the collage, title, author and counts. */
export const blookCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    author: person,
    categoryId: z.string(),
    subCategoryId: z.string().nullable(),
    columns: z.number().int(),
    rows: z.number().int(),
    tiles: z.array(blookTileSchema),
    likeCount: z.number().int(),
    saveCount: z.number().int(),
    commentCount: z.number().int(),
    likedByMe: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('BlookCard');
export type BlookCardView = z.infer<typeof blookCardSchema>;

/** A product in a blook, as it is now: a removed or sold-out product still shows, marked. */
export const blookItemSchema = templateSlotViewSchema.extend({
  productId: z.string(),
  variantId: z.string().nullable(),
  variantLabel: z.string().nullable(),
  boughtByAuthor: z
    .boolean()
    .openapi({ description: 'The author bought this product in a completed order (verified purchase)' }),
  product: z.object({
    name: z.string(),
    imageUrl: z.string().nullable(),
    imageSrcSet: z.string().nullable(),
    price: money,
    salePrice: money.nullable(),
    stock: z.number().int(),
    onSale: z.boolean().openapi({ description: 'Listed and buyable now' }),
    shopId: z.string(),
    shopName: z.string(),
  }),
});
export type BlookItemView = z.infer<typeof blookItemSchema>;

export const blookDetailSchema = blookCardSchema
  .omit({ tiles: true })
  .extend({
    author: person.extend({ followedByMe: z.boolean() }),
    category: z.object({ id: z.string(), name: names }),
    subCategory: z.object({ id: z.string(), name: names }).nullable(),
    templateId: z.string(),
    items: z.array(blookItemSchema),
    savedByMe: z.boolean(),
    isMine: z.boolean(),
    status: z.enum(BLOOK_STATUSES),
    removedReason: z.string().nullable().openapi({ description: 'Only for the author' }),
  })
  .openapi('BlookDetail');
export type BlookDetailView = z.infer<typeof blookDetailSchema>;

export const blookCommentSchema = z
  .object({
    id: z.string(),
    author: person,
    content: z.string(),
    imageUrls: z.array(z.string()),
    isMine: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('BlookComment');
export type BlookCommentView = z.infer<typeof blookCommentSchema>;

export const blookPageSchema = z
  .object({ items: z.array(blookCardSchema), nextCursor: z.string().nullable() })
  .openapi('BlookPage');
export type BlookPageView = z.infer<typeof blookPageSchema>;
