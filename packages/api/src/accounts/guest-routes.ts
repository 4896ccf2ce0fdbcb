import { registerGuestSchema } from '@cho-dep/core/accounts/account-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { GUEST_COOKIE, readCookie, setGuestCookie } from './auth-cookies';
import { jsonBody, signUpStartedSchema } from './auth-schemas';
import { createGuest } from './guest-service';
import { requestSignUp } from './sign-up-service';

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
  summary: 'Quick account after a guest order: sends a code to the email (step 1 of 2)',
  description:
    'Like POST /community/v2/auth/register: always 202 with a ticket, whether or not the email has an ' +
    'account. register/confirm with the ticket and the code creates the account, turns the guest into it ' +
    '(its cart and orders follow) and logs in.',
  request: { body: jsonBody(registerGuestSchema) },
  responses: {
    202: {
      description: 'Code sent (or the address was told it already has an account)',
      content: { 'application/json': { schema: signUpStartedSchema } },
    },
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'No guest cookie' },
    429: errorResponses[429],
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
      const started = await requestSignUp(c.get('app'), c.req.valid('json'), c.get('info'), { guestId });
      return c.json({ data: { status: 'code_sent' as const, ...started } }, 202);
    });
}
