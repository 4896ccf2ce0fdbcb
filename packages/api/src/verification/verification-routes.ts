import { AppError } from '@cho-dep/core/errors/app-error';
import {
  confirmCodeSchema,
  emailToVerifySchema,
  phoneToVerifySchema,
} from '@cho-dep/core/verification/verification-schemas';
import { normaliseEmail, normalisePhone } from '@cho-dep/core/verification/verification-target';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { consumeCode, issueCode } from './verification-service';
import { assertContactFree, markVerified, pendingTarget } from './verified-contact';

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

const sendPhoneRoute = createRoute({
  method: 'get',
  path: '/community/v1/verify/phone',
  tags: ['Verification'],
  summary: 'Send an OTP by SMS to the phone to verify (SPEC.md section 7: GET verify/phone)',
  request: { query: phoneToVerifySchema },
  responses: okResponse,
});

const confirmPhoneRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/confirm',
  tags: ['Verification'],
  summary: 'Confirm the phone OTP: the phone is stored on the account as verified',
  request: { body: { content: { 'application/json': { schema: confirmCodeSchema } }, required: true } },
  responses: okResponse,
});

const sendEmailRoute = createRoute({
  method: 'get',
  path: '/community/v1/verify/email',
  tags: ['Verification'],
  summary: 'Send a verification code to the email to verify',
  request: { query: emailToVerifySchema },
  responses: okResponse,
});

const confirmEmailRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/email/confirm',
  tags: ['Verification'],
  summary: 'Confirm the email code: the email is stored on the account as verified',
  request: { body: { content: { 'application/json': { schema: confirmCodeSchema } }, required: true } },
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

/**
 * Identity verification of SPEC.md section 4: phone OTP and email code for the logged-in
 * user. The send calls are GETs because the original clients call them so; sends are rate
 * limited per target and per account, which bounds what a forged cross-site GET could do.
 */
export function verificationRoutes() {
  return createRouter()
    .openapi(sendPhoneRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const phone = normalisePhone(c.req.valid('query').phone);
      if (!phone) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'phone', message: 'validation.invalidPhone' }],
        });
      }
      await assertContactFree(ctx, 'phone', phone, user.userId);
      await issueCode(ctx, {
        purpose: 'verify_phone',
        target: phone,
        userId: user.userId,
        channel: 'sms',
        language: c.get('info').language,
      });
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(confirmPhoneRoute, (c) => confirm(c, 'phone', c.req.valid('json').code))
    .openapi(sendEmailRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const email = normaliseEmail(c.req.valid('query').email);
      await assertContactFree(ctx, 'email', email, user.userId);
      await issueCode(ctx, {
        purpose: 'verify_email',
        target: email,
        userId: user.userId,
        channel: 'email',
        language: c.get('info').language,
      });
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(confirmEmailRoute, (c) => confirm(c, 'email', c.req.valid('json').code));
}
