import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification-list';

const BASE = '/api/v2/mobile/notifications';
const tags = ['Notifications'];
const security = [{ bearerAuth: [] }];

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string().openapi({ example: 'order.seller_confirm' }),
  text: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  security,
  summary: "The signed-in user's in-app notifications, newest first, in the request's language",
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(1000).optional().default(1) }) },
  responses: {
    200: {
      description: 'A page of messages and the unread count',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({
              items: z.array(notificationSchema),
              page: z.number().int(),
              pageSize: z.number().int(),
              total: z.number().int(),
              hasMore: z.boolean(),
              unread: z.number().int(),
            }),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const readRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/read`,
  tags,
  security,
  summary: 'Mark one notification read',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'Read',
      content: { 'application/json': { schema: dataSchema(z.object({ read: z.boolean() })) } },
    },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: `${BASE}/read-all`,
  tags,
  security,
  summary: 'Mark every notification read',
  responses: {
    200: {
      description: 'How many changed',
      content: { 'application/json': { schema: dataSchema(z.object({ changed: z.number().int() })) } },
    },
    401: errorResponses[401],
  },
});

export function notificationRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      const list = await listNotifications(c.get('app').database.db, {
        userId: user.userId,
        page: c.req.valid('query').page,
        language: c.get('info').language,
      });
      return c.json({ data: list }, 200);
    })
    .openapi(readAllRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const changed = await markAllNotificationsRead(ctx.database.db, user.userId, ctx.now());
      return c.json({ data: { changed } }, 200);
    })
    .openapi(readRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      await markNotificationRead(ctx.database.db, user.userId, c.req.valid('param').id, ctx.now());
      return c.json({ data: { read: true } }, 200);
    });
}
