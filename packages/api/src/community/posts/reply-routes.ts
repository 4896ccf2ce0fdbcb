import { replyInputSchema } from '@cho-dep/core/community/post-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import {
  createReply,
  deleteReply,
  listReplies,
  replyViewSchema,
  setReplyLike,
  updateReply,
} from './post-replies';

const tags = ['Community replies'];
const security = [{ bearerAuth: [] }];

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const postParam = z.object({ id: z.uuid().openapi({ description: 'Post id' }) });
const replyParam = z.object({ id: z.uuid().openapi({ description: 'Reply id' }) });
const replyAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(replyViewSchema) } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/community/v1/posts/{id}/replies',
  tags,
  summary: "A post's replies, oldest first, 20 a page",
  request: {
    params: postParam,
    query: z.object({
      cursor: z.string().max(512).optional().openapi({ description: 'nextCursor of the previous page' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of replies',
      content: {
        'application/json': {
          schema: dataSchema(
            z
              .object({ items: z.array(replyViewSchema), nextCursor: z.string().nullable() })
              .openapi('CommunityReplyPage'),
          ),
        },
      },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const createReplyRoute = createRoute({
  method: 'post',
  path: '/community/v1/posts/{id}/replies',
  tags,
  security,
  summary: 'Reply to a post: up to 300 characters and one picture',
  description:
    'Offensive text is CONTENT_INAPPROPRIATE (and logged). parentReplyId answers another reply of the same post (one level of threads).',
  middleware: [signedIn] as const,
  request: {
    params: postParam,
    body: { required: true, content: { 'application/json': { schema: replyInputSchema } } },
  },
  responses: {
    201: replyAnswer('The reply'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const updateReplyRoute = createRoute({
  method: 'put',
  path: '/community/v1/replies/{id}',
  tags,
  security,
  summary: "Edit my reply (another member's: 404)",
  description: 'The text and picture are replaced; parentReplyId is ignored (a reply stays in its thread).',
  middleware: [signedIn] as const,
  request: {
    params: replyParam,
    body: { required: true, content: { 'application/json': { schema: replyInputSchema } } },
  },
  responses: {
    200: replyAnswer('The edited reply'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const deleteReplyRoute = createRoute({
  method: 'delete',
  path: '/community/v1/replies/{id}',
  tags,
  security,
  summary: "Delete my reply and the answers under it (another member's: 404)",
  middleware: [signedIn] as const,
  request: { params: replyParam },
  responses: {
    200: {
      description: 'Deleted',
      content: { 'application/json': { schema: dataSchema(z.object({ id: z.string() })) } },
    },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

function likeRoute(method: 'post' | 'delete', summary: string) {
  return createRoute({
    method,
    path: '/community/v1/replies/{id}/like',
    tags,
    security,
    summary,
    description: 'Idempotent; the count moves under the reply row lock.',
    middleware: [signedIn] as const,
    request: { params: replyParam },
    responses: {
      200: {
        description: "The reply's like count after the change",
        content: {
          'application/json': {
            schema: dataSchema(z.object({ likeCount: z.number().int(), likedByMe: z.boolean() })),
          },
        },
      },
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });
}

const likeReplyRoute = likeRoute('post', 'Like a reply');
const unlikeReplyRoute = likeRoute('delete', 'Take my like of a reply back');

const urlOf = (c: Context<ApiEnv>) => (key: string) => c.get('app').storage.urlOf(key);

export function replyRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const page = await listReplies(
        c.get('app').database.db,
        c.get('user')?.userId ?? null,
        c.req.valid('param').id,
        c.req.valid('query').cursor,
        urlOf(c),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(createReplyRoute, async (c) => {
      const reply = await createReply(
        c.get('app'),
        requireUser(c).userId,
        c.req.valid('param').id,
        c.req.valid('json'),
        urlOf(c),
      );
      return c.json({ data: reply }, 201);
    })
    .openapi(updateReplyRoute, async (c) => {
      const reply = await updateReply(
        c.get('app'),
        requireUser(c).userId,
        c.req.valid('param').id,
        c.req.valid('json'),
        urlOf(c),
      );
      return c.json({ data: reply }, 200);
    })
    .openapi(deleteReplyRoute, async (c) => {
      const { id } = c.req.valid('param');
      await deleteReply(c.get('app'), requireUser(c).userId, id);
      return c.json({ data: { id } }, 200);
    })
    .openapi(likeReplyRoute, async (c) => {
      const like = await setReplyLike(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        true,
      );
      return c.json({ data: like }, 200);
    })
    .openapi(unlikeReplyRoute, async (c) => {
      const like = await setReplyLike(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        false,
      );
      return c.json({ data: like }, 200);
    });
}
