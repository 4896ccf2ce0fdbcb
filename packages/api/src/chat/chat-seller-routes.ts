import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { quickReplyInputSchema } from '@cho-dep/core/chat/chat-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerForbidden } from '../http/seller-resource-routes';
import { requireSellerShop } from '../shops/current-shop';
import { recentOrdersOf } from './chat-message-views';
import { answer, refused, roomIdParams, security } from './chat-route-kit';
import { addQuickReply, deleteQuickReply, listQuickReplies, updateQuickReply } from './quick-replies';
import { roomMembers } from './room-members';

const BASE = '/api/v1/seller/chat';
const tags = ['Seller chat'];
const quickReplySchema = z.object({ id: z.string(), text: z.string() }).openapi('ChatQuickReply');
const replyIdParams = z.object({ id: z.uuid().openapi({ description: 'Quick reply id' }) });
const guarded = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: sellerForbidden,
} as const;
const missing = refused("No such quick reply in the caller's shop");

const listRoute = createRoute({
  method: 'get',
  path: `${BASE}/quick-replies`,
  tags,
  security,
  summary: "The shop's saved answers, offered under the message box",
  responses: { 200: answer('The quick replies', z.object({ items: z.array(quickReplySchema) })), ...guarded },
});

const addRoute = createRoute({
  method: 'post',
  path: `${BASE}/quick-replies`,
  tags,
  security,
  summary: `Save a quick reply (at most ${CHAT_LIMITS.quickRepliesMax} per shop)`,
  request: { body: { required: true, content: { 'application/json': { schema: quickReplyInputSchema } } } },
  responses: { 201: answer('Saved', quickReplySchema), ...guarded },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/quick-replies/{id}`,
  tags,
  security,
  summary: 'Change a quick reply',
  request: {
    params: replyIdParams,
    body: { required: true, content: { 'application/json': { schema: quickReplyInputSchema } } },
  },
  responses: { 200: answer('Changed', quickReplySchema), ...guarded, 404: missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/quick-replies/{id}`,
  tags,
  security,
  summary: 'Delete a quick reply',
  request: { params: replyIdParams },
  responses: { 200: answer('Deleted', z.object({ deleted: z.literal(true) })), ...guarded, 404: missing },
});

const buyerOrdersRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}/buyer-orders`,
  tags,
  security,
  summary: "The room's buyer's latest orders with the caller's shop, newest first",
  request: { params: roomIdParams },
  responses: {
    200: answer(
      'Orders',
      z.object({
        items: z.array(
          z.object({
            id: z.string(),
            code: z.string(),
            status: z.string(),
            total: z.number(),
            itemCount: z.number().int(),
            createdAt: z.string(),
          }),
        ),
      }),
    ),
    ...guarded,
    404: refused("No such room of the caller's shop"),
  },
});

/** The seller centre's side of chat: quick replies and the buyer's orders beside a conversation. */
export function chatSellerRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json({ data: { items: await listQuickReplies(c.get('app').database.db, shop.shopId) } }, 200);
    })
    .openapi(addRoute, async (c) => {
      const shop = await requireSellerShop(c);
      const reply = await addQuickReply(c.get('app').database.db, shop.shopId, c.req.valid('json').text);
      return c.json({ data: reply }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const shop = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      const reply = await updateQuickReply(
        c.get('app').database.db,
        shop.shopId,
        id,
        c.req.valid('json').text,
      );
      return c.json({ data: reply }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const shop = await requireSellerShop(c);
      await deleteQuickReply(c.get('app').database.db, shop.shopId, c.req.valid('param').id);
      return c.json({ data: { deleted: true as const } }, 200);
    })
    .openapi(buyerOrdersRoute, async (c) => {
      const shop = await requireSellerShop(c);
      const db = c.get('app').database.db;
      const members = await roomMembers(db, c.req.valid('param').id);
      if (!members || members.shopId !== shop.shopId) throw new AppError('NOT_FOUND');
      const items = await recentOrdersOf(db, members.buyerId, shop.shopId, CHAT_LIMITS.recentOrdersShown);
      return c.json({ data: { items } }, 200);
    });
}
