import { AppError } from '@cho-dep/core/errors/app-error';
import {
  changeUserStatusInputSchema,
  deviceIdSchema,
  PRESENCE_WATCH_MAX,
} from '@cho-dep/core/realtime/presence';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../accounts/current-user';
import { forgetUserSessions } from '../accounts/session-cache';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { getProfile } from '../profile/profile-service';
import { profileViewSchema } from '../profile/profile-view';
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
  summary: "Refresh the user's cached profile and status, and this device's online mark",
  description:
    'Every server process forgets what it cached about this user (the session, roles, name and picture; ' +
    'decision 053), so the next request reads profile and status from the database again, and the answer is ' +
    'the fresh profile. It is also the heartbeat of an open app (every 2 minutes): an online mark nobody ' +
    "refreshes lapses after 5 minutes. The device is the body's `deviceId`, else the `From` header; without " +
    'either, no mark is set and `presence` is null.',
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ deviceId: deviceIdSchema.optional() }) } },
      required: false,
    },
  },
  responses: {
    200: {
      description: 'The fresh profile, and the presence afterwards',
      content: {
        'application/json': {
          schema: dataSchema(profileViewSchema.extend({ presence: presenceSchema.nullable() })),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
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

/** The device a heartbeat is for: the body's id, else the From header (product.md §7); none at all is allowed. */
function heartbeatDevice(c: Context<ApiEnv>, fromBody: string | undefined): string | null {
  const given = fromBody ?? c.get('info').deviceId;
  if (!given) return null;
  const device = deviceIdSchema.safeParse(given);
  if (!device.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'deviceId', message: 'validation.invalidType' }],
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
      const ctx = c.get('app');
      await forgetUserSessions(ctx, user.userId);
      const presence = deviceId
        ? await setDeviceStatus(ctx, { userId: user.userId, deviceId }, 'online')
        : null;
      return c.json({ data: { ...(await getProfile(ctx, user.userId)), presence } }, 200);
    })
    .openapi(presenceRoute, async (c) => {
      requireUser(c);
      return c.json({ data: await presenceOf(c.get('app'), c.req.valid('query').userIds) }, 200);
    });
}
