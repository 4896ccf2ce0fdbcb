import { registerGuestSchema } from '@cho-dep/core/accounts/account-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { registerGuestAccount } from './account-service';
import { GUEST_COOKIE, readCookie, setGuestCookie } from './auth-cookies';
import { authResultSchema, jsonBody } from './auth-schemas';
import { createGuest } from './guest-service';
import { startLogin } from './start-login';

const requestGuestRoute = createRoute({
  method: 'post',
  path: '/community/v1/user/request-guest-user',
  tags: ['Auth'],
  summary: 'Start (or keep) a guest identity for a cart and an order without an account',
  description:
    'Sets the HttpOnly `guest_token` cookie. A request that already carries a live guest cookie keeps it.',
  responses: {
    201: {
      description: 'The guest token',
      content: { 'application/json': { schema: dataSchema(z.object({ guestToken: z.string() })) } },
    },
  },
});

const registerGuestRoute = createRoute({
  method: 'post',
  path: '/community/v1/user/register-guest-user',
  tags: ['Auth'],
  summary: 'Turn the current guest into an account (quick account after a guest order) and log in',
  request: { body: jsonBody(registerGuestSchema) },
  responses: {
    201: {
      description: 'Account created; the session cookie is set',
      content: { 'application/json': { schema: authResultSchema } },
    },
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'No guest cookie' },
    409: { ...errorResponses[400], description: 'EMAIL_TAKEN or PHONE_TAKEN' },
  },
});

export function guestRoutes() {
  return createRouter()
    .openapi(requestGuestRoute, async (c) => {
      const current = readCookie(c, GUEST_COOKIE);
      if (current && c.get('guestId')) return c.json({ data: { guestToken: current } }, 201);
      const { token } = await createGuest(c.get('app'), c.get('info').deviceId);
      setGuestCookie(c, token);
      return c.json({ data: { guestToken: token } }, 201);
    })
    .openapi(registerGuestRoute, async (c) => {
      const guestId = c.get('guestId');
      if (!guestId) throw new AppError('UNAUTHENTICATED');
      const user = await registerGuestAccount(c.get('app'), guestId, c.req.valid('json'), c.get('info'));
      return c.json({ data: await startLogin(c, user) }, 201);
    });
}
