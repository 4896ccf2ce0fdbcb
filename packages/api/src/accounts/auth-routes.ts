import { confirmSignUpSchema, loginSchema, registerSchema } from '@cho-dep/core/accounts/account-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { createRoute } from '@hono/zod-openapi';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { clearCookie, GUEST_COOKIE, issueCsrfToken, TOKEN_COOKIE } from './auth-cookies';
import { authResultSchema, jsonBody, okSchema, signUpStartedSchema } from './auth-schemas';
import { knownDevice } from './device-cookie';
import { authenticate } from './password-login';
import { revokeSession } from './session-service';
import { confirmSignUp, requestSignUp } from './sign-up-service';
import { startLogin } from './start-login';

const T = LIMITS.throttle;

const registerRoute = createRoute({
  method: 'post',
  path: '/community/v2/auth/register',
  tags: ['Auth'],
  summary: 'Sign up with email and/or phone: sends a code (step 1 of 2)',
  description:
    'Always answers 202 "code sent" with a ticket, whether or not the address already has an account ' +
    '(that one gets a "you already have an account" message instead of a code), so sign-up cannot reveal ' +
    'who is registered. The code goes to the email, or by SMS when only a phone is given. At most ' +
    `${T.signUpsPerIpPerHour} sign-ups an hour per IP and ${T.sendsPerTargetPer10Minutes} messages per address in ` +
    '10 minutes (429 with Retry-After).',
  request: { body: jsonBody(registerSchema) },
  responses: {
    202: {
      description: 'Code sent (or the address was told it already has an account)',
      content: { 'application/json': { schema: signUpStartedSchema } },
    },
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

const confirmRegisterRoute = createRoute({
  method: 'post',
  path: '/community/v2/auth/register/confirm',
  tags: ['Auth'],
  summary: 'Finish sign-up with the ticket and the code: creates the account and logs in (step 2 of 2)',
  request: { body: jsonBody(confirmSignUpSchema) },
  responses: {
    201: {
      description: 'Account created, its address verified; the session cookie is set',
      content: { 'application/json': { schema: authResultSchema } },
    },
    400: { ...errorResponses[400], description: 'Invalid fields, CODE_INVALID or CODE_EXPIRED' },
    429: errorResponses[429],
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/login',
  tags: ['Auth'],
  summary: 'Log in with email or phone and password',
  description:
    'Accepts JSON or a form-encoded body (the original web client posts a form). `email` may hold a phone number. ' +
    `Tries are slowed per account: past ${T.failuresPerTargetPerMinute} in a minute the answer is 429 with ` +
    'Retry-After, unless the browser logged in to that account before (its device cookie). Failures per IP ' +
    `only count at ${T.failuresPerIpPerMinute} a minute. ` +
    'Refused (403 CSRF_FAILED) when a browser says the form was posted from another site.',
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
  summary: 'End the current session, clear the session cookies and issue a new CSRF token',
  responses: { 200: { description: 'Logged out', content: { 'application/json': { schema: okSchema } } } },
});

export function authRoutes() {
  return createRouter()
    .openapi(registerRoute, async (c) => {
      const started = await requestSignUp(c.get('app'), c.req.valid('json'), c.get('info'));
      return c.json({ data: { status: 'code_sent' as const, ...started } }, 202);
    })
    .openapi(confirmRegisterRoute, async (c) => {
      const user = await confirmSignUp(c.get('app'), c.req.valid('json'), c.get('info').ip);
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
      const user = await authenticate(ctx, parsed.data.email, parsed.data.password, {
        ip: c.get('info').ip,
        knownDevice: (userId) => knownDevice(c, userId),
      });
      return c.json({ data: await startLogin(c, user) }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      const user = c.get('user');
      if (user) await revokeSession(c.get('app'), user.sessionId);
      for (const name of [TOKEN_COOKIE, GUEST_COOKIE]) clearCookie(c, name);
      // A new CSRF token for whoever uses this browser next; the device cookie stays (the
      // browser is still one its owner logged in on).
      issueCsrfToken(c);
      return c.json({ data: { ok: true as const } }, 200);
    });
}
