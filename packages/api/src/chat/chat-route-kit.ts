import { CHAT_SIDES } from '@cho-dep/core/chat/chat-schemas';
import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import type { UrlOf } from '../products/catalog/catalog-media';
import { memberOf } from './chat-access';

/** The pieces every chat route shares: paths, the side parameter, answers and the guard. */

export const CHAT_BASE = '/api/v1/mobile/chat';
export const chatTags = ['Chat'];
export const security = [{ bearerAuth: [] }];

export const sideQuery = z.object({
  side: z
    .enum(CHAT_SIDES)
    .default('buyer')
    .openapi({ description: "Whose inbox: the caller's own ('buyer') or their shop's ('shop')" }),
});

export const roomIdParams = z.object({ id: z.uuid().openapi({ description: 'Chat room id' }) });

export const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

export const answer = <T extends z.ZodTypeAny>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});

/** The answers of a call on one room: signed out, or not a member (the same 404 as no room). */
export const roomGuarded = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: refused('No such room, or the caller is not its member on this side'),
} as const;

/** The answers of a call on one side's inbox: signed out, or 'shop' without an approved shop. */
export const inboxGuarded = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: refused("side=shop without an approved shop of the caller's"),
} as const;

/** Login is checked before the input: a guest learns nothing about the input rules. */
export const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export function urlOfRequest(c: Context<ApiEnv>): UrlOf {
  const storage = c.get('app').storage;
  return (key) => storage.urlOf(key);
}

/** The room of the request's id, if the caller is its member on the requested side (else 404). */
export async function requestedRoom(c: Context<ApiEnv>, id: string, side: 'buyer' | 'shop') {
  const user = requireUser(c);
  return memberOf(c.get('app').database.db, id, user.userId, side);
}
