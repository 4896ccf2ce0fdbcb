import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { adminGuarded, adminOnly } from '../admin/admin-route-kit';
import { recordAdminDecision } from '../admin/record-admin-decision';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { roomMessages } from './chat-message-views';
import { roomView } from './chat-room-views';
import { answer, refused, roomIdParams, security, urlOfRequest } from './chat-route-kit';
import { chatMessageSchema } from './chat-view-schemas';
import { roomMembers } from './room-members';

const adminRoomRoute = createRoute({
  method: 'get',
  path: '/api/v1/admin/chat/{id}',
  tags: ['Admin chat'],
  security,
  summary: 'Read a conversation on a complaint (every read is written to the admin audit log)',
  description:
    'Messages ascending by seq: the newest page, or before=<seq> for older ones. Each call adds a chat_room.read line to the audit log.',
  middleware: [adminOnly] as const,
  request: {
    params: roomIdParams,
    query: z.object({
      before: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(CHAT_LIMITS.historyPageSize),
    }),
  },
  responses: {
    200: answer(
      'The room and a page of its messages',
      z.object({
        room: z.object({
          id: z.string(),
          shop: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
          buyer: z.object({ id: z.string(), fullName: z.string(), avatarUrl: z.string().nullable() }),
          lastSeq: z.number().int(),
          lastMessageAt: z.string().nullable(),
        }),
        items: z.array(chatMessageSchema),
        hasOlder: z.boolean(),
      }),
    ),
    400: errorResponses[400],
    ...adminGuarded,
    404: refused('No such room'),
  },
});

/** An admin reads a conversation: allowed for complaints, and never without a trace. */
export function chatAdminRoutes() {
  return createRouter().openapi(adminRoomRoute, async (c) => {
    const admin = requireUser(c);
    const ctx = c.get('app');
    const db = ctx.database.db;
    const { id } = c.req.valid('param');
    const members = await roomMembers(db, id);
    if (!members) throw new AppError('NOT_FOUND');
    const query = c.req.valid('query');
    await db.transaction((tx) =>
      recordAdminDecision(tx, {
        adminUserId: admin.userId,
        action: 'chat_room.read',
        targetType: 'chat_room',
        targetId: id,
        details: { shopId: members.shopId, buyerId: members.buyerId, before: query.before ?? null },
        now: ctx.now(),
      }),
    );
    const urlOf = urlOfRequest(c);
    const [view, page] = await Promise.all([
      roomView(db, id, 'buyer', urlOf),
      roomMessages(db, id, { before: query.before, limit: query.limit }, urlOf),
    ]);
    const room = {
      id: view.id,
      shop: view.shop,
      buyer: view.buyer,
      lastSeq: view.lastSeq,
      lastMessageAt: view.lastMessageAt,
    };
    return c.json({ data: { room, ...page } }, 200);
  });
}
