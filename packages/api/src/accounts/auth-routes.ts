import { loginSchema, registerSchema } from '@cho-dep/core/accounts/account-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { createRoute } from '@hono/zod-openapi';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { authenticate, registerAccount } from './account-service';
import { CSRF_COOKIE, clearCookie, GUEST_COOKIE, TOKEN_COOKIE } from './auth-cookies';
import { authResultSchema, jsonBody, okSchema } from './auth-schemas';
import { revokeSession } from './session-service';
import { startLogin } from './start-login';

const registerRoute = createRoute({
  method: 'post',
  path: '/community/v2/auth/register',
  tags: ['Auth'],
  summary: 'Create an account with email and/or phone, and log in',
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: {
      description: 'Account created; the session cookie is set',
      content: { 'application/json': { schema: authResultSchema } },
    },
    400: errorResponses[400],
    409: { ...errorResponses[400], description: 'EMAIL_TAKEN or PHONE_TAKEN' },
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/login',
  tags: ['Auth'],
  summary: 'Log in with email or phone and password',
  description:
    'Accepts JSON or a form-encoded body (the original web client posts a form). `email` may hold a phone number. ' +
    'After 5 wrong passwords in a minute (per account and per IP) every try answers 429 until the minute ends.',
  request: {
    body: {
      content: {
        'application/json': { schema: loginSchema },
        'application/x-www-form-urlencoded': { schema: loginSchema },
      },
    },
  },
  responses: {
    200: {
      description: 'Logged in; the session cookie is set',
      content: { 'application/json': { schema: authResultSchema } },
    },
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'INVALID_CREDENTIALS' },
    429: errorResponses[429],
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/logout',
  tags: ['Auth'],
  summary: 'End the current session and clear the auth cookies',
  responses: { 200: { description: 'Logged out', content: { 'application/json': { schema: okSchema } } } },
});

export function authRoutes() {
  return createRouter()
    .openapi(registerRoute, async (c) => {
      const user = await registerAccount(c.get('app'), c.req.valid('json'), c.get('info'));
      return c.json({ data: await startLogin(c, user) }, 201);
    })
    .openapi(loginRoute, async (c) => {
      // The validators only run for the content type sent; a body of another or no type is
      // checked here so the handler always works with a valid body.
      const isForm = /application\/x-www-form-urlencoded|multipart\/form-data/i.test(
        c.req.header('content-type') ?? '',
      );
      const parsed = loginSchema.safeParse(isForm ? c.req.valid('form') : c.req.valid('json'));
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(parsed.error) });
      const ctx = c.get('app');
      const user = await authenticate(ctx, parsed.data.email, parsed.data.password, c.get('info').ip);
      return c.json({ data: await startLogin(c, user) }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      const user = c.get('user');
      if (user) await revokeSession(c.get('app'), user.sessionId);
      for (const name of [TOKEN_COOKIE, GUEST_COOKIE, CSRF_COOKIE]) clearCookie(c, name);
      return c.json({ data: { ok: true as const } }, 200);
    });
}
