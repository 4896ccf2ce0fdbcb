import { z } from '@hono/zod-openapi';

/** What the shop feedback API answers. Times are ISO strings. */

export const shopFeedbackItemSchema = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    content: z.string(),
    images: z.array(z.object({ key: z.string(), url: z.string(), largeUrl: z.string() })),
    author: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    isMine: z.boolean(),
  })
  .openapi('ShopFeedback');
export type ShopFeedbackItem = z.infer<typeof shopFeedbackItemSchema>;

export const shopFeedbackSummarySchema = z
  .object({
    average: z.number(),
    count: z.number().int(),
    distribution: z
      .array(z.number().int())
      .openapi({ description: 'Counts for 1 to 5 stars, in that order' }),
  })
  .openapi('ShopFeedbackSummary');

export const shopFeedbackPageSchema = z
  .object({
    shop: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
    summary: shopFeedbackSummarySchema,
    viewer: z.object({
      /** What the viewer may do: write (or edit) feedback, or why not; reply as the shop. */
      canWrite: z.enum(['allowed', 'own_shop', 'no_completed_order', 'signed_out']),
      isShopOwner: z.boolean(),
      mine: shopFeedbackItemSchema.nullable(),
    }),
    data: z.array(shopFeedbackItemSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  })
  .openapi('ShopFeedbackPage');
export type ShopFeedbackPage = z.infer<typeof shopFeedbackPageSchema>;
