import { awardVoteSchema } from '@cho-dep/core/awards/award-input-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { errorAnswer } from '../admin/admin-route-kit';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import {
  awardEditionSchema,
  awardEventSummarySchema,
  checkInResultSchema,
  voteResultSchema,
} from './award-schemas';
import { castVote, checkIn } from './ballot-actions';
import { currentAwardSlug, listAwardEvents, loadAwardEdition } from './edition-query';

const tags = ['Awards'];
const BASE = '/api/v1/awards';
const slugParams = z.object({ slug: z.string().min(1).max(80).openapi({ example: 'cho-dep-awards-2026' }) });
const json = <T extends z.ZodTypeAny>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const voteRefusals = {
  401: errorResponses[401],
  403: errorAnswer('AWARDS_PHONE_NOT_VERIFIED: a verified phone is needed to vote'),
  404: errorResponses[404],
  409: errorAnswer(
    'AWARDS_NOT_OPEN, AWARDS_OUT_OF_VOTES, AWARDS_NOT_ENOUGH_VOTES or AWARDS_ALREADY_CHECKED_IN',
  ),
};

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'Every awards edition, newest first, and the slug of the one /binh-chon shows',
  responses: {
    200: json(
      'The editions',
      z.object({ current: z.string().nullable(), events: z.array(awardEventSummarySchema) }),
    ),
  },
});
const editionRoute = createRoute({
  method: 'get',
  path: `${BASE}/{slug}`,
  tags,
  summary:
    "One edition: categories, nominee cards, standings (null counts while hidden), the viewer's ballot",
  request: { params: slugParams },
  responses: {
    200: json('The edition', awardEditionSchema),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});
const checkInRoute = createRoute({
  method: 'post',
  path: `${BASE}/{slug}/check-in`,
  tags,
  summary: 'Daily check-in: +10 votes once per Vietnamese calendar day (product.md §9)',
  request: { params: slugParams },
  responses: {
    200: json('Votes added and the new balance', checkInResultSchema),
    400: errorResponses[400],
    ...voteRefusals,
  },
});
const voteRoute = createRoute({
  method: 'post',
  path: `${BASE}/{slug}/votes`,
  tags,
  summary: 'Give votes to a nominee (1 up to the balance); the same requestId counts once',
  description: "With no votes left: 409 AWARDS_OUT_OF_VOTES ('You have run out of votes', product.md §8).",
  request: {
    params: slugParams,
    body: { required: true, content: { 'application/json': { schema: awardVoteSchema } } },
  },
  responses: {
    200: json('The new balance and count', voteResultSchema),
    400: errorResponses[400],
    ...voteRefusals,
  },
});

/** The awards voting for members and visitors: editions, check-in, votes. */
export function awardRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const ctx = c.get('app');
      const now = ctx.now();
      const [current, events] = await Promise.all([
        currentAwardSlug(ctx.database.db, now),
        listAwardEvents(ctx.database.db, now),
      ]);
      return c.json({ data: { current, events } }, 200);
    })
    .openapi(editionRoute, async (c) => {
      const ctx = c.get('app');
      const data = await loadAwardEdition(ctx.database.db, {
        slug: c.req.valid('param').slug,
        viewerId: c.get('user')?.userId ?? null,
        now: ctx.now(),
        urlOf: (key) => ctx.storage.urlOf(key),
      });
      return c.json({ data }, 200);
    })
    .openapi(checkInRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const data = await checkIn(ctx.database.db, {
        slug: c.req.valid('param').slug,
        userId: user.userId,
        now: ctx.now(),
      });
      return c.json({ data }, 200);
    })
    .openapi(voteRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const data = await castVote(ctx.database.db, {
        slug: c.req.valid('param').slug,
        userId: user.userId,
        vote: c.req.valid('json'),
        now: ctx.now(),
        urlOf: (key) => ctx.storage.urlOf(key),
      });
      return c.json({ data }, 200);
    });
}
