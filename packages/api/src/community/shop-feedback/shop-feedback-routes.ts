import {
  shopFeedbackInputSchema,
  shopFeedbackReplySchema,
} from '@cho-dep/core/community/shop-feedback-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import { dataAnswer, errorAnswer } from '../../admin/admin-route-kit';
import type { ApiEnv } from '../../http/hono-env';
import { errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { uploadLimit } from '../../http/upload-limits';
import { uploadFeedbackPicture } from './shop-feedback-media';
import { loadShopFeedbackItem, loadShopFeedbackPage } from './shop-feedback-queries';
import { shopFeedbackItemSchema, shopFeedbackPageSchema } from './shop-feedback-schemas';
import { replyToShopFeedback, writeShopFeedback } from './write-shop-feedback';

const tags = ['Shop feedback'];
const security = [{ bearerAuth: [] }];
const BASE = '/community/v1/shops';

/** Login is checked before the body: a guest learns nothing about the input rules. */
const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const shopParams = z.object({ id: z.uuid().openapi({ description: 'The shop id' }) });
const replyParams = shopParams.extend({ feedbackId: z.uuid().openapi({ description: 'The feedback id' }) });

const pageRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}/feedback`,
  tags,
  summary:
    "Buyers' feedback on a shop: the average and per-star counts, what the viewer may do, one page newest first",
  request: {
    params: shopParams,
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  },
  responses: {
    200: dataAnswer('The page', shopFeedbackPageSchema),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const writeRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/feedback`,
  tags,
  security,
  middleware: [signedIn] as const,
  summary:
    'Rate the shop: 1-5 stars, up to 300 characters, one picture; sending again replaces your earlier feedback',
  description:
    'Only a buyer with a completed order of the shop, never its owner (SHOP_FEEDBACK_NOT_ALLOWED, 403). Offensive words: CONTENT_INAPPROPRIATE. imageKeys from POST /community/v1/shops/feedback/media.',
  request: {
    params: shopParams,
    body: { required: true, content: { 'application/json': { schema: shopFeedbackInputSchema } } },
  },
  responses: {
    200: dataAnswer('The feedback as the page shows it', shopFeedbackItemSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorAnswer('No completed order of this shop, or your own shop'),
    404: errorResponses[404],
  },
});

const mediaRoute = createRoute({
  method: 'post',
  path: `${BASE}/feedback/media`,
  tags,
  security,
  middleware: [signedIn, uploadLimit({ images: 1 })] as const,
  summary:
    'Upload the picture of a feedback (png, jpeg, gif or webp checked by content; stored as WebP 800 and 400 px)',
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
    201: dataAnswer(
      'The stored picture: send its key in imageKeys',
      z.object({ key: z.string(), url: z.string() }),
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    413: errorAnswer('File too large'),
    415: errorAnswer('Not a png, jpeg, gif or webp image'),
  },
});

const replyRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}/feedback/{feedbackId}/reply`,
  tags,
  security,
  middleware: [signedIn] as const,
  summary: "The shop's one public reply to a feedback (up to 300 characters; sending again rewrites it)",
  description: "Only the shop's owner; anyone else, or a feedback of another shop, is 404.",
  request: {
    params: replyParams,
    body: { required: true, content: { 'application/json': { schema: shopFeedbackReplySchema } } },
  },
  responses: {
    200: dataAnswer('The feedback with its reply', shopFeedbackItemSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const urlOf = (c: Context<ApiEnv>) => (key: string) => c.get('app').storage.urlOf(key);

/** /shop-feedback/{id}: buyers rate a shop, the shop answers. */
export function shopFeedbackRoutes() {
  return createRouter()
    .openapi(pageRoute, async (c) => {
      const page = await loadShopFeedbackPage(
        c.get('app').database.db,
        c.req.valid('param').id,
        c.get('user')?.userId ?? null,
        c.req.valid('query').page,
        urlOf(c),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(mediaRoute, async (c) => {
      const stored = await uploadFeedbackPicture(
        c.get('app'),
        requireUser(c).userId,
        c.req.valid('form').file,
      );
      return c.json({ data: stored }, 201);
    })
    .openapi(writeRoute, async (c) => {
      const { userId } = requireUser(c);
      const app = c.get('app');
      const id = await writeShopFeedback(app, userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: await loadShopFeedbackItem(app.database.db, id, userId, urlOf(c)) }, 200);
    })
    .openapi(replyRoute, async (c) => {
      const { userId } = requireUser(c);
      const app = c.get('app');
      const { id, feedbackId } = c.req.valid('param');
      await replyToShopFeedback(app.database.db, userId, id, feedbackId, c.req.valid('json'), app.now());
      return c.json({ data: await loadShopFeedbackItem(app.database.db, feedbackId, userId, urlOf(c)) }, 200);
    });
}
