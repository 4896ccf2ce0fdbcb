import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { smsPhoneProblem } from '@cho-dep/core/phone/phone-number';
import {
  confirmCodeSchema,
  emailToVerifySchema,
  phoneToVerifySchema,
} from '@cho-dep/core/verification/verification-schemas';
import { normaliseEmail, normalisePhone } from '@cho-dep/core/verification/verification-target';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { jsonBody } from '../accounts/auth-schemas';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { consumeCode, issueCode } from './verification-service';
import { assertContactFree, contactStatus, markVerified, pendingTarget } from './verified-contact';

const okResponse = {
  200: {
    description: 'Done',
    content: { 'application/json': { schema: dataSchema(z.object({ ok: z.literal(true) })) } },
  },
  ...errorResponses,
  409: {
    description: 'The phone or email belongs to another account',
    content: { 'application/json': { schema: errorBodySchema } },
  },
} as const;

const T = LIMITS.throttle;

const statusSchema = dataSchema(
  z.object({
    value: z.string().openapi({ description: 'The phone (E.164) or email, normalised' }),
    verified: z.boolean().openapi({ description: "It is this account's verified phone or email" }),
    codeSent: z.boolean().openapi({ description: 'A code sent to it for this account is still usable' }),
  }),
);

const statusResponses = {
  200: { description: 'Status', content: { 'application/json': { schema: statusSchema } } },
  ...errorResponses,
} as const;

const phoneStatusRoute = createRoute({
  method: 'get',
  path: '/community/v1/verify/phone',
  tags: ['Verification'],
  summary:
    'Whether a phone is verified on the account, or has a code waiting (product.md §7: GET verify/phone)',
  description:
    'Reads only: a GET sends nothing (a link or an image on another site could call it). POST sends.',
  request: { query: phoneToVerifySchema },
  responses: statusResponses,
});

const sendPhoneRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/phone',
  tags: ['Verification'],
  summary: 'Send an OTP by SMS to the phone to verify',
  description:
    `With the X-CSRF-Token of cookie sessions. Send budgets: ${T.sendsPerTargetPer10Minutes} per phone in 10 ` +
    `minutes (${T.sendsPerTargetPerDay} a day), ${T.sendsPerAccountPer10Minutes} per account ` +
    `(${T.sendsPerAccountPerDay} a day), ${T.sendsPerIpPer10Minutes} per IP (${T.sendsPerIpPerDay} a day); ` +
    'past one, 429 with Retry-After.',
  request: { body: jsonBody(phoneToVerifySchema) },
  responses: okResponse,
});

const confirmPhoneRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/confirm',
  tags: ['Verification'],
  summary: 'Confirm the phone OTP: the phone is stored on the account as verified',
  request: { body: jsonBody(confirmCodeSchema) },
  responses: okResponse,
});

const emailStatusRoute = createRoute({
  method: 'get',
  path: '/community/v1/verify/email',
  tags: ['Verification'],
  summary: 'Whether an email is verified on the account, or has a code waiting',
  description: 'Reads only; POST sends.',
  request: { query: emailToVerifySchema },
  responses: statusResponses,
});

const sendEmailRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/email',
  tags: ['Verification'],
  summary: 'Send a verification code to the email to verify',
  description: 'With the X-CSRF-Token of cookie sessions; the same send budgets as the phone.',
  request: { body: jsonBody(emailToVerifySchema) },
  responses: okResponse,
});

const confirmEmailRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/email/confirm',
  tags: ['Verification'],
  summary: 'Confirm the email code: the email is stored on the account as verified',
  request: { body: jsonBody(confirmCodeSchema) },
  responses: okResponse,
});

/** Confirms the newest code sent to this user for the purpose and stores the contact. */
async function confirm(c: Context<ApiEnv>, kind: 'phone' | 'email', code: string) {
  const user = requireUser(c);
  const ctx = c.get('app');
  const purpose = kind === 'phone' ? 'verify_phone' : 'verify_email';
  const target = await pendingTarget(ctx, purpose, user.userId);
  if (!target) throw new AppError('CODE_EXPIRED');
  await consumeCode(ctx, { purpose, target, code, ip: c.get('info').ip, userId: user.userId });
  await markVerified(ctx, kind, target, user.userId);
  return c.json({ data: { ok: true as const } }, 200);
}

function phoneOf(text: string): string {
  const phone = normalisePhone(text);
  if (!phone) {
    // A landline is a real number that cannot receive the code: say so, not "invalid".
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'phone', message: smsPhoneProblem(text) ?? 'validation.invalidPhone' }],
    });
  }
  return phone;
}

/** Sends a code to a phone or email the signed-in user wants to verify. */
async function send(c: Context<ApiEnv>, kind: 'phone' | 'email', value: string) {
  const user = requireUser(c);
  const ctx = c.get('app');
  await assertContactFree(ctx, kind, value, user.userId);
  await issueCode(ctx, {
    purpose: kind === 'phone' ? 'verify_phone' : 'verify_email',
    target: value,
    userId: user.userId,
    channel: kind === 'phone' ? 'sms' : 'email',
    language: c.get('info').language,
    ip: c.get('info').ip,
  });
  return c.json({ data: { ok: true as const } }, 200);
}

async function status(c: Context<ApiEnv>, kind: 'phone' | 'email', value: string) {
  const user = requireUser(c);
  const data = await contactStatus(c.get('app'), kind, value, user.userId);
  return c.json({ data }, 200);
}

/**
 * Identity verification of product.md §4: phone OTP and email code for the logged-in
 * user. Sending is a POST (with the CSRF token of cookie sessions) so no other site can make
 * a visitor's browser send SMS; the GETs the original clients call read the status only.
 */
export function verificationRoutes() {
  return createRouter()
    .openapi(phoneStatusRoute, (c) => status(c, 'phone', phoneOf(c.req.valid('query').phone)))
    .openapi(sendPhoneRoute, (c) => send(c, 'phone', phoneOf(c.req.valid('json').phone)))
    .openapi(confirmPhoneRoute, (c) => confirm(c, 'phone', c.req.valid('json').code))
    .openapi(emailStatusRoute, (c) => status(c, 'email', normaliseEmail(c.req.valid('query').email)))
    .openapi(sendEmailRoute, (c) => send(c, 'email', normaliseEmail(c.req.valid('json').email)))
    .openapi(confirmEmailRoute, (c) => confirm(c, 'email', c.req.valid('json').code));
}
