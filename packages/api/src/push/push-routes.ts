import { createPushTokenSchema, removePushTokenSchema } from '@cho-dep/core/notifications/push-token';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { removePushToken, savePushToken } from './push-tokens';
import { vapidKeys } from './vapid-keys';

const tags = ['Push'];
const security = [{ bearerAuth: [] }];

const vapidRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/push/vapid-public-key',
  tags,
  summary:
    "The server's VAPID public key, the applicationServerKey a browser subscribes with (null: Web Push is off)",
  responses: {
    200: {
      description: 'The key, base64url',
      content: {
        'application/json': { schema: dataSchema(z.object({ publicKey: z.union([z.string(), z.null()]) })) },
      },
    },
  },
});

const createTokenRoute = createRoute({
  method: 'post',
  path: '/community/v1/notification/create-push-token',
  tags,
  security,
  summary:
    "Register this device's push subscription for the signed-in member (token = the push service endpoint, keys = its encryption keys); a device registering again replaces its record",
  request: {
    body: { content: { 'application/json': { schema: createPushTokenSchema } }, required: true },
  },
  responses: {
    200: {
      description: 'The push token record (product.md §3)',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({
              deviceId: z.string(),
              os: z.string(),
              createdAt: z.string(),
              updatedAt: z.string(),
              lastUsedAt: z.union([z.string(), z.null()]),
            }),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const removeTokenRoute = createRoute({
  method: 'post',
  path: '/community/v1/notification/remove-device-push-token',
  tags,
  security,
  summary: "Remove this device's push subscription (logout)",
  request: {
    body: { content: { 'application/json': { schema: removePushTokenSchema } }, required: true },
  },
  responses: {
    200: {
      description: 'How many records went (0 when the device had none)',
      content: { 'application/json': { schema: dataSchema(z.object({ removed: z.number().int() })) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

export function pushRoutes() {
  return createRouter()
    .openapi(vapidRoute, (c) =>
      c.json({ data: { publicKey: vapidKeys(c.get('app'))?.publicKey ?? null } }, 200),
    )
    .openapi(createTokenRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const saved = await savePushToken(ctx.database.db, {
        ...c.req.valid('json'),
        userId: user.userId,
        now: ctx.now(),
        // The local push service of tests and development listens on 127.0.0.1.
        loopback: ctx.config.NODE_ENV !== 'production',
      });
      return c.json({ data: saved }, 200);
    })
    .openapi(removeTokenRoute, async (c) => {
      const user = requireUser(c);
      const removed = await removePushToken(
        c.get('app').database.db,
        user.userId,
        c.req.valid('json').deviceId,
      );
      return c.json({ data: { removed } }, 200);
    });
}
