import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { dataSchema } from '../http/responses';
import { userViewSchema } from './user-view';

/** Answer of login and of every sign-up: the session token and the user. */
export const authResultSchema = dataSchema(
  z.object({
    token: z.string().openapi({ description: 'Session token; also set as the HttpOnly `token` cookie' }),
    user: userViewSchema,
  }),
).openapi('AuthResult');

/** Answer of the first sign-up step, the same whether or not the address has an account. */
export const signUpStartedSchema = dataSchema(
  z.object({
    status: z.literal('code_sent'),
    channel: z.enum(['email', 'sms']),
    ticket: z.string().openapi({ description: 'Give it back with the code to register/confirm' }),
  }),
).openapi('SignUpStarted');

export const okSchema = dataSchema(z.object({ ok: z.literal(true) })).openapi('Ok');

/** A required JSON request body for a core schema. */
export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}
