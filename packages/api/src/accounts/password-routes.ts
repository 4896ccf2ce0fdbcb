import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@cho-dep/core/accounts/account-schemas';
import { createRoute } from '@hono/zod-openapi';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { setSessionCookie } from './auth-cookies';
import { authResultSchema, jsonBody, okSchema } from './auth-schemas';
import { requireUser } from './current-user';
import { changePassword, requestPasswordReset, resetPassword } from './password-service';
import { userLinksOf } from './user-links';
import { toUserView } from './user-view';

const forgotRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/forgot-password-web',
  tags: ['Auth'],
  summary: 'Send a password reset code',
  description:
    '`email` holds an email (code by mail) or a phone number (code by SMS). Always answers 200, whether or not ' +
    'an account exists, so the form cannot reveal who has one.',
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    200: { description: 'Accepted', content: { 'application/json': { schema: okSchema } } },
    400: errorResponses[400],
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/reset-password',
  tags: ['Auth'],
  summary: 'Set a new password with the emailed code; ends every session',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: {
    200: { description: 'Password changed', content: { 'application/json': { schema: okSchema } } },
    400: { ...errorResponses[400], description: 'Invalid fields, CODE_INVALID or CODE_EXPIRED' },
    429: errorResponses[429],
  },
});

const changeRoute = createRoute({
  method: 'post',
  path: '/community/v1/profile/change-password',
  tags: ['Profile'],
  summary: 'Change password; other sessions end, this one gets a new token',
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: {
      description: 'Password changed; new session cookie set',
      content: { 'application/json': { schema: authResultSchema } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    429: errorResponses[429],
  },
});

export function passwordRoutes() {
  return createRouter()
    .openapi(forgotRoute, async (c) => {
      await requestPasswordReset(c.get('app'), c.req.valid('json').email, c.get('info'));
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(resetRoute, async (c) => {
      await resetPassword(c.get('app'), c.req.valid('json'), c.get('info').ip);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(changeRoute, async (c) => {
      const session = requireUser(c);
      const info = c.get('info');
      const { token, user } = await changePassword(c.get('app'), session.userId, c.req.valid('json'), {
        ip: info.ip,
        deviceId: info.deviceId,
        userAgent: c.req.header('user-agent'),
      });
      setSessionCookie(c, token);
      const links = await userLinksOf(c.get('app').database.db, user.id);
      return c.json({ data: { token, user: toUserView(user, links) } }, 200);
    });
}
