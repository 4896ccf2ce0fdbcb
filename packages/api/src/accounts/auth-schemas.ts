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

export const okSchema = dataSchema(z.object({ ok: z.literal(true) })).openapi('Ok');

/** A required JSON request body for a core schema. */
export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}
