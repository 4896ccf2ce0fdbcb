import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { CHAT_ROOM_FILTERS, openRoomInputSchema } from '@cho-dep/core/chat/chat-schemas';
import { translate } from '@cho-dep/i18n/translate';
import { chatSuggestions } from '@cho-dep/i18n/vi/chat-suggestions';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { inboxOf } from './chat-access';
import { listRooms, redDot, roomView } from './chat-room-views';
import {
  answer,
  CHAT_BASE,
  inboxGuarded,
  refused,
  requestedRoom,
  roomGuarded,
  roomIdParams,
  security,
  sideQuery,
  signedIn,
  chatTags as tags,
  urlOfRequest,
} from './chat-route-kit';
import { chatRoomSchema } from './chat-view-schemas';
import { openRoom } from './open-room';
import { hideRoom, markRoomUnread, readAllRooms, readRoom, unreadAllRooms } from './reading-state';

const listRoute = createRoute({
  method: 'get',
  path: CHAT_BASE,
  tags,
  security,
  summary: "The caller's rooms on one side, newest message first",
  description:
    'filter=unread keeps rooms with unread messages or marked unread; q searches the other party’s name and the messages, without accents. Hidden rooms are left out until a newer message arrives; a shop sees a room once the buyer has written in it.',
  request: {
    query: sideQuery.extend({
      filter: z.enum(CHAT_ROOM_FILTERS).default('all'),
      q: z.string().trim().max(CHAT_LIMITS.searchMax).optional(),
      page: z.coerce.number().int().min(1).max(1000).default(1),
    }),
  },
  responses: {
    200: answer(
      'A page of rooms',
      z.object({
        items: z.array(chatRoomSchema),
        page: z.number().int(),
        pageSize: z.number().int(),
        total: z.number().int(),
        hasMore: z.boolean(),
      }),
    ),
    ...inboxGuarded,
  },
});

const openRoute = createRoute({
  method: 'post',
  path: CHAT_BASE,
  tags,
  security,
  summary: "Open (or create) the caller's room with a shop, optionally with a product or order card",
  description:
    'The card goes in as the buyer’s message unless it is already the room’s last message. A product must be on sale in this shop, an order must be the caller’s with this shop (VALIDATION_FAILED otherwise). An unknown or unapproved shop is 404.',
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { 'application/json': { schema: openRoomInputSchema } } } },
  responses: {
    200: answer('The room, as the buyer sees it', chatRoomSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: refused('No such approved shop'),
    429: errorResponses[429],
  },
});

const redDotRoute = createRoute({
  method: 'get',
  path: `${CHAT_BASE}/total-red-dot`,
  tags,
  security,
  summary: 'The unread count of one side (unread messages, plus one per room marked unread)',
  description: 'product.md: the count is read from data.data as a number.',
  request: { query: sideQuery },
  responses: { 200: answer('The count', z.object({ data: z.number().int() })), ...inboxGuarded },
});

const changedAnswer = answer('How many rooms changed', z.object({ changed: z.number().int() }));

const readAllRoute = createRoute({
  method: 'post',
  path: `${CHAT_BASE}/read-all`,
  tags,
  security,
  summary: 'Mark every room of one side read',
  request: { query: sideQuery },
  responses: { 200: changedAnswer, ...inboxGuarded },
});

const unreadAllRoute = createRoute({
  method: 'post',
  path: `${CHAT_BASE}/unread-all`,
  tags,
  security,
  summary: 'Mark every read room (with messages, not hidden) of one side unread',
  request: { query: sideQuery },
  responses: { 200: changedAnswer, ...inboxGuarded },
});

const suggestRoute = createRoute({
  method: 'get',
  path: `${CHAT_BASE}/suggest-chat`,
  tags,
  security,
  summary: 'Questions a buyer may tap to start a conversation, in the request’s language',
  responses: {
    200: answer(
      'Suggested questions',
      z.object({ items: z.array(z.object({ key: z.string(), text: z.string() })) }),
    ),
    401: errorResponses[401],
  },
});

const hideRoute = createRoute({
  method: 'post',
  path: `${CHAT_BASE}/hide-room-chat/{id}`,
  tags,
  security,
  summary: "Hide a room from this side's list until a newer message arrives",
  request: { params: roomIdParams, query: sideQuery },
  responses: { 200: answer('Hidden', z.object({ hidden: z.literal(true) })), ...roomGuarded },
});

const unreadOneRoute = createRoute({
  method: 'put',
  path: `${CHAT_BASE}/unread-message/{id}`,
  tags,
  security,
  summary: 'Mark room {id} unread for this side',
  request: { params: roomIdParams, query: sideQuery },
  responses: { 200: answer('The room after the change', chatRoomSchema), ...roomGuarded },
});

const getRoute = createRoute({
  method: 'get',
  path: `${CHAT_BASE}/{id}`,
  tags,
  security,
  summary: 'One room as this side sees it',
  request: { params: roomIdParams, query: sideQuery },
  responses: { 200: answer('The room', chatRoomSchema), ...roomGuarded },
});

const readRoute = createRoute({
  method: 'post',
  path: `${CHAT_BASE}/{id}/read`,
  tags,
  security,
  summary: 'Read the room up to seq (everything when omitted)',
  request: {
    params: roomIdParams,
    query: sideQuery,
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z.object({ seq: z.number().int().min(0).max(2_000_000_000).optional() }),
        },
      },
    },
  },
  responses: { 200: answer('The room after reading', chatRoomSchema), ...roomGuarded },
});

/** The room list, the red dot, and reading state of one room or all. */
export function chatRoomRoutes() {
  return (
    createRouter()
      .openapi(listRoute, async (c) => {
        const user = requireUser(c);
        const { side, ...query } = c.req.valid('query');
        const db = c.get('app').database.db;
        const inbox = await inboxOf(db, user.userId, side);
        return c.json({ data: await listRooms(db, inbox, query, urlOfRequest(c)) }, 200);
      })
      .openapi(openRoute, async (c) => {
        const user = requireUser(c);
        const ctx = c.get('app');
        const roomId = await openRoom(ctx, user.userId, c.req.valid('json'));
        return c.json({ data: await roomView(ctx.database.db, roomId, 'buyer', urlOfRequest(c)) }, 200);
      })
      // Fixed paths before /{id}: the first route that matches answers.
      .openapi(redDotRoute, async (c) => {
        const user = requireUser(c);
        const db = c.get('app').database.db;
        const inbox = await inboxOf(db, user.userId, c.req.valid('query').side);
        return c.json({ data: { data: await redDot(db, inbox) } }, 200);
      })
      .openapi(readAllRoute, async (c) => {
        const user = requireUser(c);
        const ctx = c.get('app');
        const inbox = await inboxOf(ctx.database.db, user.userId, c.req.valid('query').side);
        return c.json({ data: { changed: await readAllRooms(ctx, inbox) } }, 200);
      })
      .openapi(unreadAllRoute, async (c) => {
        const user = requireUser(c);
        const ctx = c.get('app');
        const inbox = await inboxOf(ctx.database.db, user.userId, c.req.valid('query').side);
        return c.json({ data: { changed: await unreadAllRooms(ctx, inbox) } }, 200);
      })
      .openapi(suggestRoute, async (c) => {
        requireUser(c);
        const language = c.get('info').language;
        const items = Object.keys(chatSuggestions.items).map((key) => ({
          key,
          text: translate(language, `chatSuggestions.items.${key}`),
        }));
        return c.json({ data: { items } }, 200);
      })
      .openapi(hideRoute, async (c) => {
        const { side } = c.req.valid('query');
        const members = await requestedRoom(c, c.req.valid('param').id, side);
        await hideRoom(c.get('app'), members, side);
        return c.json({ data: { hidden: true as const } }, 200);
      })
      .openapi(unreadOneRoute, async (c) => {
        const { side } = c.req.valid('query');
        const members = await requestedRoom(c, c.req.valid('param').id, side);
        await markRoomUnread(c.get('app'), members, side);
        return c.json(
          { data: await roomView(c.get('app').database.db, members.roomId, side, urlOfRequest(c)) },
          200,
        );
      })
      .openapi(getRoute, async (c) => {
        const { side } = c.req.valid('query');
        const members = await requestedRoom(c, c.req.valid('param').id, side);
        return c.json(
          { data: await roomView(c.get('app').database.db, members.roomId, side, urlOfRequest(c)) },
          200,
        );
      })
      .openapi(readRoute, async (c) => {
        const { side } = c.req.valid('query');
        const members = await requestedRoom(c, c.req.valid('param').id, side);
        // The body is optional: no body reads everything.
        const seq = (c.req.valid('json') as { seq?: number } | undefined)?.seq;
        await readRoom(c.get('app'), members, side, seq);
        return c.json(
          { data: await roomView(c.get('app').database.db, members.roomId, side, urlOfRequest(c)) },
          200,
        );
      })
  );
}
