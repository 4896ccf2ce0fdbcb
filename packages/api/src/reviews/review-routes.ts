import {
  REVIEW_FITS,
  reviewInputSchema,
  reviewReplySchema,
  reviewUpdateSchema,
} from '@cho-dep/core/reviews/review-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { uploadLimit } from '../http/upload-limits';
import { listMyReviews, listPendingReviews } from './review-lists';
import { uploadReviewMedia } from './review-media';
import { createReview, replyToReview, updateReview } from './write-review';

const BASE = '/api/v1/mobile/reviews';
const tags = ['Reviews'];
const security = [{ bearerAuth: [] }];

/** Login is checked before the body: a guest learns nothing about the input rules. */
const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** One picture or one video per request. */
const mediaBodyLimit = uploadLimit({ images: 1, videos: 1 });

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).optional().default(1) });
const idParam = z.object({ id: z.uuid().openapi({ description: 'Review id' }) });
const nullableString = z.string().nullable();

const pendingLineSchema = z
  .object({
    orderItemId: z.string(),
    orderId: z.string(),
    orderCode: z.string(),
    productId: z.string(),
    productName: z.string(),
    variantLabel: z.string(),
    quantity: z.number().int(),
    imageUrl: nullableString,
    completedAt: z.string(),
  })
  .openapi('PendingReviewLine');

const myReviewSchema = z
  .object({
    id: z.string(),
    orderItemId: nullableString,
    productId: z.string(),
    productName: z.string(),
    productImageUrl: nullableString,
    variantLabel: nullableString,
    rating: z.number().int(),
    comment: z.string(),
    photoKeys: z.array(z.string()),
    photoUrls: z.array(z.string()),
    videoKey: nullableString,
    videoUrl: nullableString,
    fit: z.enum(REVIEW_FITS).nullable(),
    heightCm: z.number().nullable(),
    weightKg: z.number().nullable(),
    editCount: z.number().int(),
    canEdit: z.boolean(),
    editDeadline: z.string(),
    sellerReply: nullableString,
    sellerRepliedAt: nullableString,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('MyReview');

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  dataSchema(
    z.object({
      data: z.array(item),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
  );

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const pendingRoute = createRoute({
  method: 'get',
  path: `${BASE}/pending`,
  tags,
  security,
  summary:
    "Lines of the buyer's completed orders not reviewed yet (account menu: reviews of purchased items)",
  middleware: [signedIn] as const,
  request: { query: pageQuery },
  responses: {
    200: {
      description: 'Lines to review, in data.data',
      content: { 'application/json': { schema: pageOf(pendingLineSchema) } },
    },
    401: errorResponses[401],
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: `${BASE}/mine`,
  tags,
  security,
  summary: "The buyer's reviews, newest first, each with canEdit (one edit within 30 days)",
  middleware: [signedIn] as const,
  request: { query: pageQuery },
  responses: {
    200: {
      description: 'My reviews, in data.data',
      content: { 'application/json': { schema: pageOf(myReviewSchema) } },
    },
    401: errorResponses[401],
  },
});

const mediaRoute = createRoute({
  method: 'post',
  path: `${BASE}/media`,
  tags,
  security,
  summary:
    'Upload a review photo (png, jpeg, gif or webp, at most 5 MB; stored as WebP 800 and 400 px) or video (mp4, mov or webm, at most 30 MB)',
  description:
    'Send the answered key back in photoKeys or videoKey of the review. Files are checked by their content.',
  middleware: [signedIn, mediaBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The stored medium',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({ kind: z.enum(['photo', 'video']), key: z.string(), previewUrl: z.string() }),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    413: refused('File too large'),
    415: refused('Not a supported photo or video'),
  },
});

const createReviewRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  security,
  summary: 'Review a line of a completed order: 1 to 5 stars, up to 150 characters, 5 photos and a video',
  description:
    "Only the order's buyer (anyone else: 404), only once the order is completed (REVIEW_NOT_ALLOWED), once per line (REVIEW_EXISTS). shareBody copies height and weight from the profile's body measurements (REVIEW_BODY_MISSING when absent). The product's and shop's ratings are updated in the same transaction.",
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { 'application/json': { schema: reviewInputSchema } } } },
  responses: {
    201: {
      description: 'The review id',
      content: { 'application/json': { schema: dataSchema(z.object({ id: z.string() })) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: refused('Order not completed, or the line is already reviewed'),
  },
});

const updateReviewRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: 'Edit my review: once, within 30 days of writing it (product.md §4)',
  description:
    'The whole review is replaced. A second edit is REVIEW_EDIT_USED; after 30 days REVIEW_EDIT_WINDOW_CLOSED.',
  middleware: [signedIn] as const,
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: reviewUpdateSchema } } },
  },
  responses: {
    200: {
      description: 'The review id',
      content: { 'application/json': { schema: dataSchema(z.object({ id: z.string() })) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: refused('The one edit is used, or the 30 days are over'),
  },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/api/v1/seller/reviews/{id}/reply',
  tags,
  security,
  summary: "The shop's one reply to a review of its product",
  description:
    "Only the owner of the reviewed product's shop (anyone else: 404); a second reply is REVIEW_REPLY_EXISTS.",
  middleware: [signedIn] as const,
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: reviewReplySchema } } },
  },
  responses: {
    200: {
      description: 'The reply',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({ id: z.string(), sellerReply: z.string(), sellerRepliedAt: z.string() }),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: refused('Already replied'),
  },
});

export function reviewRoutes() {
  const router = createRouter();
  const urlOf = (c: Context<ApiEnv>) => (key: string) => c.get('app').storage.urlOf(key);
  return router
    .openapi(pendingRoute, async (c) => {
      const page = await listPendingReviews(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('query').page,
        urlOf(c),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(mineRoute, async (c) => {
      const app = c.get('app');
      const page = await listMyReviews(
        app.database.db,
        requireUser(c).userId,
        c.req.valid('query').page,
        app.now(),
        urlOf(c),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(mediaRoute, async (c) => {
      const media = await uploadReviewMedia(c.get('app'), requireUser(c).userId, c.req.valid('form').file);
      return c.json({ data: media }, 200);
    })
    .openapi(createReviewRoute, async (c) => {
      const review = await createReview(c.get('app'), requireUser(c).userId, c.req.valid('json'));
      return c.json({ data: review }, 201);
    })
    .openapi(updateReviewRoute, async (c) => {
      const review = await updateReview(
        c.get('app'),
        requireUser(c).userId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data: review }, 200);
    })
    .openapi(replyRoute, async (c) => {
      const reply = await replyToReview(
        c.get('app'),
        requireUser(c).userId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data: reply }, 200);
    });
}
