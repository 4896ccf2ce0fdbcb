import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { recentLiveMessages, sendLiveMessage } from './live-chat';
import { LIVE_LIST_SECTIONS, listLives, liveDetail } from './live-queries';
import { liveDetailSchema, liveMessageSchema, liveSummarySchema } from './live-view-schemas';

const TAG = 'Lives';
const idParams = z.object({ id: z.uuid().openapi({ description: 'The live id' }) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
const pageSchema = dataSchema(
  z.object({
    items: z.array(liveSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  }),
);
const pageAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: pageSchema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/lives',
  tags: [TAG],
  summary: 'The "Live" list: lives on air (latest start first), then upcoming ones (soonest first)',
  description:
    '`section=replays`: the ended lives whose replay is still kept (30 days after their end), latest first.',
  request: {
    query: pageQuery.extend({
      section: z.enum(LIVE_LIST_SECTIONS).default('now').openapi({ description: 'now (default) or replays' }),
    }),
  },
  responses: { 200: pageAnswer('A page of lives'), 400: errorResponses[400] },
});
const shopLivesRoute = createRoute({
  method: 'get',
  path: '/api/v1/shops/{id}/lives',
  tags: [TAG],
  summary: "A shop's lives: on air, upcoming, then replays (newest first); cancelled ones left out",
  request: { params: z.object({ id: z.uuid().openapi({ description: 'The shop id' }) }), query: pageQuery },
  responses: { 200: pageAnswer("A page of the shop's lives"), 400: errorResponses[400] },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/api/v1/lives/{id}',
  tags: [TAG],
  summary: 'One live: line-up, pin now, viewers, and for a replay its path and chapters',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The live',
      content: { 'application/json': { schema: dataSchema(liveDetailSchema) } },
    },
    404: errorResponses[404],
  },
});
const messagesRoute = createRoute({
  method: 'get',
  path: '/api/v1/lives/{id}/messages',
  tags: [TAG],
  summary: 'The latest chat messages still shown, oldest first (the socket brings the next ones)',
  request: { params: idParams },
  responses: {
    200: {
      description: 'Up to 50 messages',
      content: { 'application/json': { schema: dataSchema(z.array(liveMessageSchema)) } },
    },
  },
});
const sendRoute = createRoute({
  method: 'post',
  path: '/api/v1/lives/{id}/messages',
  tags: [TAG],
  security: [{ bearerAuth: [] }],
  summary: 'Send a chat message (the socket event live:chat does the same)',
  description:
    'Open while the live is scheduled or on air (409 after). A muted viewer gets 403, an offensive word CONTENT_INAPPROPRIATE, more than 5 messages in 10 seconds or 20 a minute RATE_LIMITED (429).',
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: z.object({ text: z.string() }) } } },
  },
  responses: {
    201: {
      description: 'Stored and announced',
      content: { 'application/json': { schema: dataSchema(liveMessageSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: { description: 'Muted in this live', content: errorResponses[401].content },
    404: errorResponses[404],
    409: errorResponses[409],
    429: errorResponses[429],
  },
});

/** The buyer side of live shopping: lists, one live, its chat (decision 063). */
export function liveRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ data: await listLives(c.get('app'), c.req.valid('query')) }, 200),
    )
    .openapi(shopLivesRoute, async (c) =>
      c.json(
        {
          data: await listLives(c.get('app'), {
            shopId: c.req.valid('param').id,
            page: c.req.valid('query').page,
          }),
        },
        200,
      ),
    )
    .openapi(detailRoute, async (c) =>
      c.json({ data: await liveDetail(c.get('app'), c.req.valid('param').id) }, 200),
    )
    .openapi(messagesRoute, async (c) =>
      c.json({ data: await recentLiveMessages(c.get('app'), c.req.valid('param').id) }, 200),
    )
    .openapi(sendRoute, async (c) => {
      const user = requireUser(c);
      const message = await sendLiveMessage(
        c.get('app'),
        user.userId,
        c.req.valid('param').id,
        c.req.valid('json').text,
      );
      return c.json({ data: message }, 201);
    });
}
