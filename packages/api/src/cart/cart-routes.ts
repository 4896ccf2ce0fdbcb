import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { addToCart } from './add-to-cart';
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

/** Before the body is read: a request with neither a session nor a guest cookie has no cart. */
const cartOwnerRequired: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!cartOwnerOf(c)) throw new AppError('UNAUTHENTICATED');
  await next();
};

const addRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/carts',
  tags: ['Cart'],
  summary: 'Add units of a variant to the cart of the signed-in user or the guest',
  description:
    'The same variant again raises the quantity of its line. The line never exceeds the variant stock (QUANTITY_EXCEEDS_STOCK); a sold-out variant is OUT_OF_STOCK, a product no longer listed PRODUCT_UNAVAILABLE, a missing variantId VARIANT_REQUIRED ("Please select product classification"). Without a session or a guest cookie: 401 (request a guest first: POST /community/v1/user/request-guest-user).',
  middleware: [cartOwnerRequired] as const,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            variantId: z.uuid().optional().openapi({ description: 'The chosen classification (variant id)' }),
            quantity: z.coerce
              .number()
              .int()
              .min(LIMITS.product.quantityMin)
              .max(LIMITS.cart.lineQuantityMax)
              .default(1),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The new number of cart lines and the line',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({
              cartCount: z.number().int(),
              item: z.object({ variantId: z.string(), quantity: z.number().int() }),
            }),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: {
      description: 'Sold out, over stock or no longer on sale',
      content: { 'application/json': { schema: errorBodySchema } },
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
  return createRouter()
    .openapi(countRoute, async (c) => {
      const total = await countCartItems(c.get('app').database.db, cartOwnerOf(c));
      return c.json({ data: { data: total } }, 200);
    })
    .openapi(addRoute, async (c) => {
      const owner = cartOwnerOf(c);
      if (!owner) throw new AppError('UNAUTHENTICATED');
      const result = await addToCart(c.get('app').database.db, owner, c.req.valid('json'));
      return c.json({ data: result }, 200);
    });
}
