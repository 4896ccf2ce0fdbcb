import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema } from '../http/responses';
import { createRouter } from '../http/router';
import { type CartOwner, countCartItems } from './cart-queries';

const countRoute = createRoute({
  method: 'get',
  path: '/api/v1/mobile/carts/count',
  tags: ['Cart'],
  summary: 'Number of lines in the cart of the signed-in user or the guest',
  description: 'Answers 0 when the request has neither a session nor a guest cookie (SPEC.md section 7).',
  responses: {
    200: {
      description: 'The count, in data.data',
      content: { 'application/json': { schema: dataSchema(z.object({ data: z.number().int().min(0) })) } },
    },
  },
});

/** The cart a request speaks for: the user's when signed in, else the guest's. */
export function cartOwnerOf(c: Context<ApiEnv>): CartOwner {
  const user = c.get('user');
  if (user) return { userId: user.userId };
  const guestId = c.get('guestId');
  return guestId ? { guestId } : null;
}

export function cartRoutes() {
  return createRouter().openapi(countRoute, async (c) => {
    const total = await countCartItems(c.get('app').database.db, cartOwnerOf(c));
    return c.json({ data: { data: total } }, 200);
  });
}
