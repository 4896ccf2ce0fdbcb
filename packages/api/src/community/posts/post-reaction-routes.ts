import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { countShare, setPostLike, setPostSaved } from './post-reactions';
import { postViewSchema } from './post-view';
import { listSavedPosts } from './saved-posts';

const BASE = '/community/v1/posts';
const tags = ['Community posts'];
const security = [{ bearerAuth: [] }];

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const idParam = z.object({ id: z.uuid().openapi({ description: 'Post id' }) });

const countsSchema = z
  .object({
    likeCount: z.number().int(),
    saveCount: z.number().int(),
    shareCount: z.number().int(),
    likedByMe: z.boolean(),
    savedByMe: z.boolean(),
  })
  .openapi('CommunityPostCounts');

function reactionRoute(method: 'post' | 'delete', what: 'like' | 'bookmark', summary: string) {
  return createRoute({
    method,
    path: `${BASE}/{id}/${what}`,
    tags,
    security,
    summary,
    description:
      'Idempotent: doing it twice counts once. Counts move in one transaction under the post row lock.',
    middleware: [signedIn] as const,
    request: { params: idParam },
    responses: {
      200: {
        description: "The post's counts after the change",
        content: { 'application/json': { schema: dataSchema(countsSchema) } },
      },
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });
}

const likeRoute = reactionRoute('post', 'like', 'Like a post');
const unlikeRoute = reactionRoute('delete', 'like', 'Take my like back');
const saveRoute = reactionRoute('post', 'bookmark', 'Save a post');
const unsaveRoute = reactionRoute('delete', 'bookmark', 'Unsave a post');

const shareRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/share`,
  tags,
  summary: 'Count a share (copy link, share sheet, Zalo, Facebook); guests too',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The share count',
      content: { 'application/json': { schema: dataSchema(z.object({ shareCount: z.number().int() })) } },
    },
    404: errorResponses[404],
  },
});

const savedQuery = z.object({
  userId: z.uuid().openapi({ description: 'Whose saved posts: only my own (anyone else: 404)' }),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(LIMITS.post.savedPageSize),
});

const savedRoute = createRoute({
  method: 'get',
  path: '/community/v1/post/bookmark/user',
  tags,
  security,
  summary: 'My saved posts, the last saved first (product.md §7: page, limit 20 by default)',
  description:
    "Saved posts are private: another member's userId answers 404, as if the list did not exist. Removed posts (except my own) are not counted, so page 2 starts at the 21st post shown.",
  middleware: [signedIn] as const,
  request: { query: savedQuery },
  responses: {
    200: {
      description: 'A page of saved posts',
      content: {
        'application/json': {
          schema: dataSchema(
            z
              .object({
                data: z.array(postViewSchema),
                page: z.number().int(),
                limit: z.number().int(),
                total: z.number().int(),
              })
              .openapi('CommunitySavedPostsPage'),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export function postReactionRoutes() {
  return createRouter()
    .openapi(likeRoute, async (c) => {
      const counts = await setPostLike(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        true,
      );
      return c.json({ data: counts }, 200);
    })
    .openapi(unlikeRoute, async (c) => {
      const counts = await setPostLike(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        false,
      );
      return c.json({ data: counts }, 200);
    })
    .openapi(saveRoute, async (c) => {
      const counts = await setPostSaved(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        true,
      );
      return c.json({ data: counts }, 200);
    })
    .openapi(unsaveRoute, async (c) => {
      const counts = await setPostSaved(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        false,
      );
      return c.json({ data: counts }, 200);
    })
    .openapi(shareRoute, async (c) => {
      const shares = await countShare(c.get('app').database.db, c.req.valid('param').id);
      return c.json({ data: shares }, 200);
    })
    .openapi(savedRoute, async (c) => {
      const me = requireUser(c).userId;
      const { userId, page, limit } = c.req.valid('query');
      if (userId !== me) throw new AppError('NOT_FOUND');
      const app = c.get('app');
      const saved = await listSavedPosts(app.database.db, me, page, limit, (key) => app.storage.urlOf(key));
      return c.json({ data: saved }, 200);
    });
}
