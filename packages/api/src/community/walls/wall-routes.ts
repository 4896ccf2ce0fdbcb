import { FOLLOW_LIST_KINDS, wallUpdateSchema } from '@cho-dep/core/community/wall-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { postViewSchema } from '../posts/post-view';
import { followAccountSchema, listFollows } from './follow-lists';
import { followMember, unfollowMember } from './member-follows';
import { mentionSuggestionSchema, suggestMentions } from './mention-suggestions';
import { postsOfMember } from './posts-of-member';
import { updateWall } from './update-wall';
import { readWall, wallSchema } from './wall-view';

const BASE = '/community/v1';
const tags = ['Community walls'];
const security = [{ bearerAuth: [] }];

const idParam = z.object({ id: z.uuid().openapi({ description: 'Member id' }) });
const page = z.coerce.number().int().min(1).max(1000).optional().default(1);

const paged = <T extends z.ZodTypeAny>(item: T) =>
  dataSchema(
    z.object({
      data: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
    }),
  );

const ok = (description: string, schema: z.ZodTypeAny) => ({
  200: { description, content: { 'application/json': { schema } } },
});

const wallRoute = createRoute({
  method: 'get',
  path: `${BASE}/users/{id}/wall`,
  tags,
  summary: "A member's wall: name, avatar, bio, what they chose to show, counts, their shop",
  description:
    'Body shape, height and weight are null unless their owner switched them on; settings (the switches) only on your own wall.',
  request: { params: idParam },
  responses: {
    ...ok('The wall', dataSchema(wallSchema)),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const updateWallRoute = createRoute({
  method: 'put',
  path: `${BASE}/profile/wall`,
  tags,
  security,
  summary: 'Edit my wall: bio, body shape and whether it and my measurements show',
  request: { body: { required: true, content: { 'application/json': { schema: wallUpdateSchema } } } },
  responses: {
    ...ok('My wall after the change', dataSchema(wallSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const postsUserRoute = createRoute({
  method: 'get',
  path: `${BASE}/post/posts-user`,
  tags,
  summary: "A member's posts, newest first, 20 a page (product.md §7: post/posts-user)",
  request: {
    query: z.object({
      userId: z.uuid(),
      page,
      sort: z.enum(['recent']).optional().default('recent'),
    }),
  },
  responses: {
    ...ok('A page of posts', paged(postViewSchema)),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const followState = dataSchema(z.object({ following: z.boolean(), followerCount: z.number().int() }));

const followRoute = (method: 'post' | 'delete', summary: string) =>
  createRoute({
    method,
    path: `${BASE}/users/{id}/follow`,
    tags,
    security,
    summary,
    request: { params: idParam },
    responses: {
      ...ok('The state after the call', followState),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });

const followsRoute = createRoute({
  method: 'get',
  path: `${BASE}/users/{id}/follows`,
  tags,
  summary: "A member's follow lists (product.md §3, Follow list kinds)",
  description:
    'kind=follower: members following them. kind=following: members and shops they follow, latest first. kind=post: of those, the accounts that have posted, latest post first.',
  request: { params: idParam, query: z.object({ kind: z.enum(FOLLOW_LIST_KINDS), page }) },
  responses: {
    ...ok('A page of accounts', paged(followAccountSchema)),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const mentionsRoute = createRoute({
  method: 'get',
  path: `${BASE}/mentions/suggest`,
  tags,
  security,
  summary: 'Members and shops to @mention, by name without accents, followed ones first',
  request: { query: z.object({ q: z.string().max(100) }) },
  responses: {
    ...ok('Members then shops', dataSchema(z.array(mentionSuggestionSchema))),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const urlOf = (c: Context<ApiEnv>) => {
  const app = c.get('app');
  return (key: string) => app.storage.urlOf(key);
};

export function wallRoutes() {
  const router = createRouter();
  // Login is checked before the body is read.
  const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
    requireUser(c);
    await next();
  };
  for (const path of [`${BASE}/profile/wall`, `${BASE}/users/:id/follow`, `${BASE}/mentions/suggest`]) {
    router.use(path, signedIn);
  }
  return router
    .openapi(wallRoute, async (c) => {
      const viewerId = c.get('user')?.userId ?? null;
      const wall = await readWall(c.get('app').database.db, viewerId, c.req.valid('param').id, urlOf(c));
      return c.json({ data: wall }, 200);
    })
    .openapi(updateWallRoute, async (c) => {
      const app = c.get('app');
      const { userId } = requireUser(c);
      await updateWall(app.database.db, userId, c.req.valid('json'), app.now());
      return c.json({ data: await readWall(app.database.db, userId, userId, urlOf(c)) }, 200);
    })
    .openapi(postsUserRoute, async (c) => {
      const { userId, page: pageNo } = c.req.valid('query');
      const viewerId = c.get('user')?.userId ?? null;
      const list = await postsOfMember(c.get('app').database.db, viewerId, userId, pageNo, urlOf(c));
      return c.json({ data: list }, 200);
    })
    .openapi(followRoute('post', 'Follow a member (idempotent; not yourself)'), async (c) => {
      const state = await followMember(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(followRoute('delete', 'Stop following a member (idempotent)'), async (c) => {
      const state = await unfollowMember(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(followsRoute, async (c) => {
      const { kind, page: pageNo } = c.req.valid('query');
      const viewerId = c.get('user')?.userId ?? null;
      const list = await listFollows(
        c.get('app').database.db,
        viewerId,
        c.req.valid('param').id,
        kind,
        pageNo,
        urlOf(c),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(mentionsRoute, async (c) => {
      const list = await suggestMentions(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('query').q,
        urlOf(c),
      );
      return c.json({ data: list }, 200);
    });
}
