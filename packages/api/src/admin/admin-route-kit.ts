import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireRole } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';

/**
 * The pieces every admin route description shares (review queues, campaigns...): the guard
 * and the OpenAPI answer shapes.
 */

/** 401 without a session, 403 for anyone but an admin, before the input is even read. */
export const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireRole(c, 'admin');
  await next();
};

/** An error answer of the route, described. */
export const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** A success answer carrying `schema` in `data`. */
export const dataAnswer = <T extends z.ZodTypeAny>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});

/** The answers of the guard: signed out, or not an admin. */
export const adminGuarded = { 401: errorResponses[401], 403: errorAnswer('Admins only') };
