import {
  COMMERCE_CATEGORIES,
  type NotificationList,
  SOCIAL_CATEGORIES,
} from '@cho-dep/core/notifications/notification-categories';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-list';

const COMMERCE = '/api/v2/mobile/notifications';
const SOCIAL = '/community/v1/notification';
const BUYER = '/api/v1/mobile/notification-buyer';
const tags = ['Notifications'];
const security = [{ bearerAuth: [] }];

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string().openapi({ example: 'order.seller_confirm' }),
  category: z.string().openapi({ example: 'orders' }),
  text: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

const pageSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  unread: z.number().int(),
  unreadByTab: z.record(z.string(), z.number().int()),
});

const pageQuery = z.number().int().min(1).max(1000);

function listRoute(path: string, tabs: readonly [string, ...string[]], summary: string) {
  return createRoute({
    method: 'get',
    path,
    tags,
    security,
    summary,
    request: {
      query: z.object({
        page: z.coerce.number().pipe(pageQuery).optional().default(1),
        tab: z
          .enum(['all', ...tabs])
          .optional()
          .default('all'),
      }),
    },
    responses: {
      200: {
        description: 'A page of messages, the list’s unread count and each tab’s',
        content: { 'application/json': { schema: dataSchema(pageSchema) } },
      },
      400: errorResponses[400],
      401: errorResponses[401],
    },
  });
}

const commerceRoute = listRoute(
  COMMERCE,
  [...COMMERCE_CATEGORIES, 'other'],
  "The signed-in member's shop notifications (orders, refunds, shop, payments, group buying), newest first, in the request's language",
);
const socialRoute = listRoute(
  `${SOCIAL}/get-all`,
  SOCIAL_CATEGORIES,
  "The signed-in member's community notifications (mentions, follows, replies, moderation, live, affiliate), newest first",
);

const unreadCountRoute = createRoute({
  method: 'get',
  path: `${BUYER}/unread-count`,
  tags,
  security,
  summary: 'How many notifications are unread, both lists (the header bell); the number is in data.data',
  responses: {
    200: {
      description: 'The unread count',
      content: { 'application/json': { schema: dataSchema(z.object({ data: z.number().int() })) } },
    },
    401: errorResponses[401],
  },
});

const idBody = {
  body: {
    content: { 'application/json': { schema: z.object({ id: z.string().max(100) }) } },
    required: true,
  },
};
const readAnswer = {
  200: {
    description: 'Read',
    content: { 'application/json': { schema: dataSchema(z.object({ read: z.boolean() })) } },
  },
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
};
const changedAnswer = {
  200: {
    description: 'How many changed',
    content: { 'application/json': { schema: dataSchema(z.object({ changed: z.number().int() })) } },
  },
  401: errorResponses[401],
};

function maskReadRoute(path: string) {
  return createRoute({
    method: 'put',
    path,
    tags,
    security,
    summary: "Mark one of the member's notifications read (someone else's is 404)",
    request: idBody,
    responses: readAnswer,
  });
}
const maskReadSocial = maskReadRoute(`${SOCIAL}/mask-read`);
const maskReadBuyer = maskReadRoute(`${BUYER}/mask-read`);

function readAllRoute(method: 'put' | 'post', path: string, summary: string) {
  return createRoute({ method, path, tags, security, summary, responses: changedAnswer });
}
const readAllSocial = readAllRoute('put', `${SOCIAL}/read-all`, 'Mark every community notification read');
const readAllBuyer = readAllRoute('put', `${BUYER}/mask-read-all`, 'Mark every shop notification read');
const readAllBoth = readAllRoute(
  'post',
  `${COMMERCE}/read-all`,
  'Mark every notification of both lists read',
);

const readOneRoute = createRoute({
  method: 'post',
  path: `${COMMERCE}/{id}/read`,
  tags,
  security,
  summary: 'Mark one notification read (the same as PUT notification-buyer/mask-read)',
  request: { params: z.object({ id: z.string() }) },
  responses: readAnswer,
});

async function list(c: Context<ApiEnv>, listName: NotificationList, query: { page: number; tab: string }) {
  const user = requireUser(c);
  return listNotifications(c.get('app').database.db, {
    userId: user.userId,
    list: listName,
    tab: query.tab as Parameters<typeof listNotifications>[1]['tab'],
    page: query.page,
    language: c.get('info').language,
  });
}

async function markRead(c: Context<ApiEnv>, id: string) {
  const user = requireUser(c);
  const ctx = c.get('app');
  await markNotificationRead(ctx.database.db, user.userId, id, ctx.now());
}

async function markAll(c: Context<ApiEnv>, listName?: NotificationList) {
  const user = requireUser(c);
  const ctx = c.get('app');
  return markAllNotificationsRead(ctx.database.db, user.userId, ctx.now(), listName);
}

export function notificationRoutes() {
  return createRouter()
    .openapi(commerceRoute, async (c) =>
      c.json({ data: await list(c, 'commerce', c.req.valid('query')) }, 200),
    )
    .openapi(socialRoute, async (c) => c.json({ data: await list(c, 'social', c.req.valid('query')) }, 200))
    .openapi(unreadCountRoute, async (c) => {
      const user = requireUser(c);
      return c.json({ data: { data: await countUnread(c.get('app').database.db, user.userId) } }, 200);
    })
    .openapi(maskReadSocial, async (c) => {
      await markRead(c, c.req.valid('json').id);
      return c.json({ data: { read: true } }, 200);
    })
    .openapi(maskReadBuyer, async (c) => {
      await markRead(c, c.req.valid('json').id);
      return c.json({ data: { read: true } }, 200);
    })
    .openapi(readAllSocial, async (c) => c.json({ data: { changed: await markAll(c, 'social') } }, 200))
    .openapi(readAllBuyer, async (c) => c.json({ data: { changed: await markAll(c, 'commerce') } }, 200))
    .openapi(readAllBoth, async (c) => c.json({ data: { changed: await markAll(c) } }, 200))
    .openapi(readOneRoute, async (c) => {
      await markRead(c, c.req.valid('param').id);
      return c.json({ data: { read: true } }, 200);
    });
}
