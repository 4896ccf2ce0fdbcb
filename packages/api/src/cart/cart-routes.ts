import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { addToCart } from './add-to-cart';
import {
  deleteCartLine,
  deleteCartLines,
  setCartQuantity,
  setCartSelection,
  setLineSelection,
} from './cart-lines';
import { type CartOwner, countCartItems } from './cart-queries';
import { cartViewSchema } from './cart-schemas';
import { cartViewOf, loadCart } from './cart-view';

const countRoute = createRoute({
  method: 'get',
  path: '/api/v1/mobile/carts/count',
  tags: ['Cart'],
  summary: 'Number of lines in the cart of the signed-in user or the guest',
  description: 'Answers 0 when the request has neither a session nor a guest cookie (product.md §7).',
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

const cartAnswer = {
  description: 'The whole cart after the call, in data.data (the same shape as GET /carts/all)',
  content: { 'application/json': { schema: dataSchema(z.object({ data: cartViewSchema })) } },
};

const lineParams = z.object({ id: z.uuid().openapi({ description: 'The cart line id (`_id` of an item)' }) });

const writeErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: { ...errorResponses[404], description: "No such line in this cart (another cart's line included)" },
};

const allRoute = createRoute({
  method: 'get',
  path: '/api/v1/mobile/carts/all',
  tags: ['Cart'],
  summary: 'The cart: valid and invalid lines grouped by shop, the number of lines, selection totals',
  description:
    'Prices are computed now: a running promotion with units left gives its price, else the sale price. Lines that cannot be bought (product hidden or not approved, shop paused, variant switched off, sold out) are in `invalid` with `invalid_reason`. Lines load unselected. Without a session or a guest cookie: 401.',
  middleware: [cartOwnerRequired] as const,
  responses: {
    200: {
      description: 'The cart, in data.data',
      content: { 'application/json': { schema: dataSchema(z.object({ data: cartViewSchema })) } },
    },
    401: errorResponses[401],
  },
});

const quantityRoute = createRoute({
  method: 'put',
  path: '/api/v1/mobile/carts/{id}/quantities',
  tags: ['Cart'],
  summary: 'Set the quantity of a cart line',
  description:
    "At most the line's `max_quantity`: the stock, the line limit and, while a promotion price applies, its per-order limit. Over it: 409 QUANTITY_EXCEEDS_STOCK (or PROMOTION_LIMIT_EXCEEDED when the promotion's per-order limit binds). A line that cannot be bought: 409 PRODUCT_UNAVAILABLE or OUT_OF_STOCK. 0 or less: 400.",
  middleware: [cartOwnerRequired] as const,
  request: {
    params: lineParams,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            quantity: z.coerce.number().int().min(LIMITS.product.quantityMin).max(1_000_000),
          }),
        },
      },
    },
  },
  responses: {
    200: cartAnswer,
    ...writeErrors,
    409: {
      description: 'Over the limit, or the line cannot be bought',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/mobile/carts/{id}',
  tags: ['Cart'],
  summary: 'Remove a line from the cart',
  middleware: [cartOwnerRequired] as const,
  request: { params: lineParams },
  responses: { 200: cartAnswer, ...writeErrors },
});

const deleteManyRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/carts/delete-many',
  tags: ['Cart'],
  summary: 'Remove several lines from the cart',
  description: "Ids that are not lines of this cart (another cart's, or already removed) are passed over.",
  middleware: [cartOwnerRequired] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ ids: z.array(z.uuid()).min(1).max(1000) }) } },
    },
  },
  responses: { 200: cartAnswer, 400: errorResponses[400], 401: errorResponses[401] },
});

const lineSelectionRoute = createRoute({
  method: 'put',
  path: '/api/v1/mobile/carts/{id}/selection',
  tags: ['Cart'],
  summary: 'Select or unselect one cart line (for the checkout)',
  description: 'A line that cannot be bought cannot be selected: 409 PRODUCT_UNAVAILABLE or OUT_OF_STOCK.',
  middleware: [cartOwnerRequired] as const,
  request: {
    params: lineParams,
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ is_selected: z.boolean() }) } },
    },
  },
  responses: {
    200: cartAnswer,
    ...writeErrors,
    409: {
      description: 'The line cannot be bought',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

const selectionRoute = createRoute({
  method: 'put',
  path: '/api/v1/mobile/carts/selection',
  tags: ['Cart'],
  summary: 'Select or unselect every line of the cart, or of one shop (`shop_id`)',
  description: 'Selecting takes only the lines that can be bought.',
  middleware: [cartOwnerRequired] as const,
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ is_selected: z.boolean(), shop_id: z.uuid().optional() }) },
      },
    },
  },
  responses: { 200: cartAnswer, 400: errorResponses[400], 401: errorResponses[401] },
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
    })
    .openapi(allRoute, async (c) => c.json({ data: { data: await cartOf(c) } }, 200))
    .openapi(quantityRoute, async (c) => {
      const ctx = c.get('app');
      await setCartQuantity(
        ctx.database.db,
        ownerOf(c),
        c.req.valid('param').id,
        c.req.valid('json').quantity,
        ctx.now(),
      );
      return c.json({ data: { data: await cartOf(c) } }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteCartLine(c.get('app').database.db, ownerOf(c), c.req.valid('param').id);
      return c.json({ data: { data: await cartOf(c) } }, 200);
    })
    .openapi(deleteManyRoute, async (c) => {
      await deleteCartLines(c.get('app').database.db, ownerOf(c), c.req.valid('json').ids);
      return c.json({ data: { data: await cartOf(c) } }, 200);
    })
    .openapi(lineSelectionRoute, async (c) => {
      const ctx = c.get('app');
      const { is_selected } = c.req.valid('json');
      await setLineSelection(ctx.database.db, ownerOf(c), c.req.valid('param').id, is_selected, ctx.now());
      return c.json({ data: { data: await cartOf(c) } }, 200);
    })
    .openapi(selectionRoute, async (c) => {
      const ctx = c.get('app');
      const { is_selected, shop_id } = c.req.valid('json');
      const owner = ownerOf(c);
      // The lines read to select are the answer's: the cart is not read and priced twice.
      const lines = await setCartSelection(
        ctx.database.db,
        owner,
        { isSelected: is_selected, shopId: shop_id },
        ctx.now(),
      );
      const view = await cartViewOf(ctx.database.db, owner, lines, (key) => ctx.storage.urlOf(key));
      return c.json({ data: { data: view } }, 200);
    });
}

/** The owner of a request that passed cartOwnerRequired. */
function ownerOf(c: Context<ApiEnv>): NonNullable<CartOwner> {
  const owner = cartOwnerOf(c);
  if (!owner) throw new AppError('UNAUTHENTICATED');
  return owner;
}

/** The request owner's whole cart, priced now: every cart call answers with it. */
function cartOf(c: Context<ApiEnv>) {
  const ctx = c.get('app');
  return loadCart(ctx.database.db, cartOwnerOf(c), ctx.now(), (key) => ctx.storage.urlOf(key));
}
