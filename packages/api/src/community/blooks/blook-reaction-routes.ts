import { blookCommentInputSchema } from '@cho-dep/core/community/blook-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { uploadLimit } from '../../http/upload-limits';
import { timePosition } from '../feeds/feed-cursor-errors';
import { uploadCommentPicture } from './blook-comment-media';
import { addBlookComment, deleteBlookComment, listBlookComments } from './blook-comments';
import { likeBlook, saveBlook } from './blook-reactions';
import { blookCommentSchema } from './blook-view-schemas';

const BASE = '/community/v1';
const tags = ['Community blooks'];
const security = [{ bearerAuth: [] }];

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const idParam = z.object({ id: z.string().openapi({ description: 'uuid' }) });

function stateRoute<T extends z.ZodTypeAny>(
  method: 'post' | 'delete',
  path: string,
  summary: string,
  schema: T,
) {
  return createRoute({
    method,
    path,
    tags,
    security,
    summary,
    middleware: [signedIn] as const,
    request: { params: idParam },
    responses: {
      200: {
        description: 'The state after the call',
        content: { 'application/json': { schema: dataSchema(schema) } },
      },
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });
}

const likeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });
const saveState = z.object({ saved: z.boolean(), saveCount: z.number().int() });
const LIKE = `${BASE}/blooks/{id}/like`;
const SAVE = `${BASE}/blooks/{id}/save`;
const likeRoute = stateRoute('post', LIKE, 'Like a blook (idempotent)', likeState);
const unlikeRoute = stateRoute('delete', LIKE, 'Take a like back (idempotent)', likeState);
const saveRoute = stateRoute('post', SAVE, 'Save a blook (idempotent)', saveState);
const unsaveRoute = stateRoute('delete', SAVE, 'Unsave a blook (idempotent)', saveState);

const commentsRoute = createRoute({
  method: 'get',
  path: `${BASE}/blooks/{id}/comments`,
  tags,
  summary: "A blook's comments, newest first, by opaque cursor",
  request: { params: idParam, query: z.object({ cursor: z.string().optional() }) },
  responses: {
    200: {
      description: 'A page of comments',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({ items: z.array(blookCommentSchema), nextCursor: z.string().nullable() }),
          ),
        },
      },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const addCommentRoute = createRoute({
  method: 'post',
  path: `${BASE}/blooks/{id}/comments`,
  tags,
  security,
  summary: 'Comment on a blook: up to 300 characters and one picture (uploaded first)',
  description:
    'An offensive comment is CONTENT_INAPPROPRIATE; picture keys must be the member’s own uploads.',
  middleware: [signedIn] as const,
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: blookCommentInputSchema } } },
  },
  responses: {
    201: {
      description: 'The new comment id and the count after it',
      content: {
        'application/json': {
          schema: dataSchema(z.object({ id: z.string(), commentCount: z.number().int() })),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const deleteCommentRoute = createRoute({
  method: 'delete',
  path: `${BASE}/blook-comments/{id}`,
  tags,
  security,
  summary: 'Delete my comment (anyone else’s: 404)',
  middleware: [signedIn] as const,
  request: { params: idParam },
  responses: {
    200: {
      description: 'The blook’s comment count after it',
      content: { 'application/json': { schema: dataSchema(z.object({ commentCount: z.number().int() })) } },
    },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const mediaRoute = createRoute({
  method: 'post',
  path: `${BASE}/blook-comments/media`,
  tags,
  security,
  summary:
    'Upload the picture of a comment (png, jpeg, gif or webp checked by content; stored as WebP 800 and 400 px)',
  middleware: [signedIn, uploadLimit({ images: 1 })] as const,
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
      description: 'The stored picture: send its key in imageKeys',
      content: { 'application/json': { schema: dataSchema(z.object({ key: z.string(), url: z.string() })) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    413: refused('File too large'),
    415: refused('Not a supported picture'),
  },
});

/** Likes, saves and comments on blooks. */
export function blookReactionRoutes() {
  return createRouter()
    .openapi(likeRoute, async (c) => {
      const state = await likeBlook(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        true,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(unlikeRoute, async (c) => {
      const state = await likeBlook(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        false,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(saveRoute, async (c) => {
      const state = await saveBlook(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        true,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(unsaveRoute, async (c) => {
      const state = await saveBlook(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
        false,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(commentsRoute, async (c) => {
      const app = c.get('app');
      const page = await listBlookComments(
        app.database.db,
        c.get('user')?.userId ?? null,
        c.req.valid('param').id,
        timePosition(c.req.valid('query').cursor),
        (key) => app.storage.urlOf(key),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(addCommentRoute, async (c) => {
      const app = c.get('app');
      const added = await addBlookComment(
        app,
        requireUser(c).userId,
        c.req.valid('param').id,
        c.req.valid('json'),
        app.now(),
      );
      return c.json({ data: added }, 201);
    })
    .openapi(deleteCommentRoute, async (c) => {
      const state = await deleteBlookComment(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(mediaRoute, async (c) => {
      const uploaded = await uploadCommentPicture(
        c.get('app'),
        requireUser(c).userId,
        c.req.valid('form').file,
      );
      return c.json({ data: uploaded }, 200);
    });
}
