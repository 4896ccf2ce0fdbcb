import { EMAIL_TYPES, notificationSettingsSchema } from '@cho-dep/core/notifications/email-notifications';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';

const PATH = '/api/v1/mobile/notification-settings';
const tags = ['Notifications'];
const security = [{ bearerAuth: [] }];

const settingsSchema = z.object({
  email: z.record(z.enum(EMAIL_TYPES), z.boolean()),
  types: z.array(z.enum(EMAIL_TYPES)),
  hasEmail: z.boolean(),
});
const answer = {
  description: "The member's e-mail choices per important order event",
  content: { 'application/json': { schema: dataSchema(settingsSchema) } },
};

const getRoute = createRoute({
  method: 'get',
  path: PATH,
  tags,
  security,
  summary: 'Which important order events also come by e-mail',
  responses: { 200: answer, 401: errorResponses[401] },
});

const putRoute = createRoute({
  method: 'put',
  path: PATH,
  tags,
  security,
  summary: 'Switch e-mail per important order event on or off (types left out keep their setting)',
  request: {
    body: { content: { 'application/json': { schema: notificationSettingsSchema } }, required: true },
  },
  responses: { 200: answer, 400: errorResponses[400], 401: errorResponses[401] },
});

export function notificationSettingsRoutes() {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const user = requireUser(c);
      return c.json({ data: await readNotificationSettings(c.get('app').database.db, user.userId) }, 200);
    })
    .openapi(putRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const saved = await saveNotificationSettings(
        ctx.database.db,
        user.userId,
        c.req.valid('json').email,
        ctx.now(),
      );
      return c.json({ data: saved }, 200);
    });
}
