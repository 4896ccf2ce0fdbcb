import { encodeTimeCursor } from '@cho-dep/core/community/feed-cursor';
import { normalizeHashtag } from '@cho-dep/core/community/hashtags';
import { similarBodyRange } from '@cho-dep/core/community/similar-body';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { hydratePosts, postViewSchema } from '../posts/post-view';
import { timePosition } from './feed-cursor-errors';
import { forYouFirstPage, forYouNextPage } from './for-you-feed';
import { touchHomeFeed } from './home-feed';
import { followingIds, hashtagIds, type IdPage, similarBodyIds } from './time-feeds';
import { viewerFigures } from './viewer-figures';

const BASE = '/community/v1/feeds';
const tags = ['Community feeds'];
const PAGE = LIMITS.post.feedPageSize;

const cursorQuery = z.object({
  cursor: z
    .string()
    .max(512)
    .optional()
    .openapi({ description: 'nextCursor of the previous page; absent for the first page' }),
});

const feedPage = z
  .object({ items: z.array(postViewSchema), nextCursor: z.string().nullable() })
  .openapi('CommunityFeedPage');

const feedResponses = (description: string, schema: z.ZodTypeAny = dataSchema(feedPage)) => ({
  200: { description, content: { 'application/json': { schema } } },
  400: errorResponses[400],
});

const forYouRoute = createRoute({
  method: 'get',
  path: `${BASE}/for-you`,
  tags,
  summary: '"Dành cho bạn": recent posts of the members and shops I follow first, then popular posts',
  description:
    "Popular posts are ranked by engagement with time decay. The first page freezes the ranking in a reading session: following pages (nextCursor) neither repeat nor skip posts while new posts arrive and scores move. Guests get the popular part. A cursor that is not this feed's, not this viewer's or older than a day is a 400.",
  request: { query: cursorQuery },
  responses: feedResponses('A page of posts'),
});

const followingRoute = createRoute({
  method: 'get',
  path: `${BASE}/following`,
  tags,
  security: [{ bearerAuth: [] }],
  summary: '"Đang theo dõi": posts of the members and shops I follow and my own, newest first',
  request: { query: cursorQuery },
  responses: { ...feedResponses('A page of posts'), 401: errorResponses[401] },
});

const hashtagRoute = createRoute({
  method: 'get',
  path: `${BASE}/hashtag/{tag}`,
  tags,
  summary: 'Posts with a hashtag, newest first (#Áo_Dài and #áo_dài are one tag)',
  request: {
    params: z.object({
      tag: z
        .string()
        .min(1)
        .max(LIMITS.post.hashtagLengthMax + 1)
        .openapi({ description: 'The tag, with or without its #' }),
    }),
    query: cursorQuery,
  },
  responses: feedResponses('A page of posts'),
});

const similarBodyRoute = createRoute({
  method: 'get',
  path: `${BASE}/similar-body`,
  tags,
  security: [{ bearerAuth: [] }],
  summary: '"Người có số đo giống tôi": posts by people within a few cm and kg of me, same body shape',
  description: `Height within ${LIMITS.post.similarHeightCm} cm and weight within ${LIMITS.post.similarWeightKg} kg of the viewer's body measurements, and the same body shape when both have one. Only figures authors chose to share count. measurementsMissing: the viewer has no height or weight yet (the list is empty).`,
  request: { query: cursorQuery },
  responses: {
    ...feedResponses(
      'A page of posts',
      dataSchema(
        z.object({
          items: z.array(postViewSchema),
          nextCursor: z.string().nullable(),
          measurementsMissing: z.boolean(),
        }),
      ),
    ),
    401: errorResponses[401],
  },
});

/** The tag as posts store it: without its #, one spelling (core/community/hashtags.ts). */
const tagOf = (raw: string) => normalizeHashtag(raw.replace(/^#/, ''));

async function hydrated(c: Context<ApiEnv>, viewerId: string | null, ids: readonly string[]) {
  const app = c.get('app');
  return hydratePosts(app.database.db, viewerId, ids, (key) => app.storage.urlOf(key));
}

/** A time-ordered id page as a feed page: its posts and the last one's position. */
async function timePage(c: Context<ApiEnv>, viewerId: string | null, page: IdPage) {
  const last = page.items.at(-1);
  return {
    items: await hydrated(
      c,
      viewerId,
      page.items.map((item) => item.id),
    ),
    nextCursor: page.hasMore && last ? encodeTimeCursor({ createdAt: last.t, id: last.id }) : null,
  };
}

export function feedRoutes() {
  return createRouter()
    .openapi(forYouRoute, async (c) => {
      const app = c.get('app');
      const viewerId = c.get('user')?.userId ?? null;
      const { cursor } = c.req.valid('query');
      const page = cursor
        ? await forYouNextPage(app.database.db, viewerId, cursor, app.now(), PAGE)
        : await forYouFirstPage(app.database.db, viewerId, app.now(), PAGE);
      return c.json(
        { data: { items: await hydrated(c, viewerId, page.ids), nextCursor: page.nextCursor } },
        200,
      );
    })
    .openapi(followingRoute, async (c) => {
      const app = c.get('app');
      const { userId } = requireUser(c);
      const after = timePosition(c.req.valid('query').cursor);
      if (!after) await touchHomeFeed(app.database.db, userId, app.now());
      const page = await followingIds(app.database.db, userId, after, PAGE);
      return c.json({ data: await timePage(c, userId, page) }, 200);
    })
    .openapi(hashtagRoute, async (c) => {
      const app = c.get('app');
      const viewerId = c.get('user')?.userId ?? null;
      const after = timePosition(c.req.valid('query').cursor);
      const page = await hashtagIds(app.database.db, tagOf(c.req.valid('param').tag), after, PAGE);
      return c.json({ data: await timePage(c, viewerId, page) }, 200);
    })
    .openapi(similarBodyRoute, async (c) => {
      const app = c.get('app');
      const { userId } = requireUser(c);
      const after = timePosition(c.req.valid('query').cursor);
      const range = similarBodyRange(await viewerFigures(app.database.db, userId));
      if (!range) return c.json({ data: { items: [], nextCursor: null, measurementsMissing: true } }, 200);
      const page = await similarBodyIds(app.database.db, userId, range, after, PAGE);
      return c.json({ data: { ...(await timePage(c, userId, page)), measurementsMissing: false } }, 200);
    });
}
