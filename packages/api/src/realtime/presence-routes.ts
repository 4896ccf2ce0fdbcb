import { AppError } from '@cho-dep/core/errors/app-error';
import {
  changeUserStatusInputSchema,
  deviceIdSchema,
  PRESENCE_WATCH_MAX,
} from '@cho-dep/core/realtime/presence';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { presenceOf, setDeviceStatus } from './presence';

const tags = ['Presence'];
const security = [{ bearerAuth: [] }];

const presenceSchema = z
  .object({
    userId: z.string(),
    online: z.boolean(),
    lastSeenAt: z
      .string()
      .nullable()
      .openapi({ description: 'Newest mark of any device; null if never seen' }),
  })
  .openapi('Presence');

const presenceAnswer = {
  description: "The member's presence afterwards",
  content: { 'application/json': { schema: dataSchema(presenceSchema) } },
};

const changeStatusRoute = createRoute({
  method: 'put',
  path: '/community/v1/notification/change-user-status',
  tags,
  security,
  summary: 'This device is online or offline (pages send it on visibility change and unload)',
  description:
    'A member is online while any of their devices is. A change of the member as a whole is announced as `presence` to sockets watching them.',
  request: {
    body: { content: { 'application/json': { schema: changeUserStatusInputSchema } }, required: true },
  },
  responses: { 200: presenceAnswer, 400: errorResponses[400], 401: errorResponses[401] },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/user/update-redis',
  tags,
  security,
  summary: "Refresh this device's online mark (a heartbeat while the app is open)",
  description:
    "An online mark nobody refreshes lapses after 5 minutes (a killed app never says offline); an open app calls this every 2 minutes. The device is the body's `deviceId`, else the `From` header. Marks the device online if it was not.",
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ deviceId: deviceIdSchema.optional() }) } },
      required: false,
    },
  },
  responses: { 200: presenceAnswer, 400: errorResponses[400], 401: errorResponses[401] },
});

const presenceRoute = createRoute({
  method: 'get',
  path: '/api/v1/mobile/presence',
  tags,
  security,
  summary: 'Whether members are online now, or when they were last seen ("Hoạt động 5 phút trước")',
  request: {
    query: z.object({
      userIds: z
        .string()
        .transform((value) => value.split(',').filter(Boolean))
        .pipe(z.array(z.uuid()).min(1).max(PRESENCE_WATCH_MAX))
        .openapi({ type: 'string', description: `Comma-separated user ids, at most ${PRESENCE_WATCH_MAX}` }),
    }),
  },
  responses: {
    200: {
      description: 'One entry per id asked, in that order',
      content: { 'application/json': { schema: dataSchema(z.array(presenceSchema)) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

/** The device a heartbeat is for: the body's id, else the From header (product.md §7). */
function heartbeatDevice(c: Context<ApiEnv>, fromBody: string | undefined): string {
  const device = deviceIdSchema.safeParse(fromBody ?? c.get('info').deviceId);
  if (!device.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'deviceId', message: 'A device id is required (body or From header)' }],
    });
  }
  return device.data;
}

export function presenceRoutes() {
  return createRouter()
    .openapi(changeStatusRoute, async (c) => {
      const user = requireUser(c);
      const { deviceId, status } = c.req.valid('json');
      const presence = await setDeviceStatus(c.get('app'), { userId: user.userId, deviceId }, status);
      return c.json({ data: presence }, 200);
    })
    .openapi(refreshRoute, async (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json') as { deviceId?: string } | undefined;
      const deviceId = heartbeatDevice(c, body?.deviceId);
      const presence = await setDeviceStatus(c.get('app'), { userId: user.userId, deviceId }, 'online');
      return c.json({ data: presence }, 200);
    })
    .openapi(presenceRoute, async (c) => {
      requireUser(c);
      return c.json({ data: await presenceOf(c.get('app'), c.req.valid('query').userIds) }, 200);
    });
}
