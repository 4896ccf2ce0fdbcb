import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { productCardSchema } from '../products/product-detail-schema';
import { listFavouriteProducts, listFollowedShops } from './follow-queries';
import { favouriteProduct, followShop, unfavouriteProduct, unfollowShop } from './follow-service';

const SHOP_FOLLOW = '/api/v1/mobile/shops/{id}/follow';
const FAVOURITE = '/api/v1/mobile/products/{id}/favourite';
const FAVOURITES = '/api/v1/mobile/favourites';
const FOLLOWED_SHOPS = '/api/v1/mobile/follows/shops';
const security = [{ bearerAuth: [] }];
const idParam = z.object({ id: z.string().openapi({ description: 'uuid' }) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).optional().default(1) });

const followState = dataSchema(z.object({ following: z.boolean(), followerCount: z.number().int() }));
const favouriteState = dataSchema(z.object({ favourite: z.boolean(), likeCount: z.number().int() }));
const signedIn = { 401: errorResponses[401], 404: errorResponses[404] };

function stateRoute<T extends z.ZodTypeAny>(
  method: 'put' | 'delete',
  path: string,
  summary: string,
  schema: T,
  tag: string,
) {
  return createRoute({
    method,
    path,
    tags: [tag],
    security,
    summary,
    request: { params: idParam },
    responses: {
      200: { description: 'The state after the call', content: { 'application/json': { schema } } },
      ...signedIn,
    },
  });
}

const followRoute = stateRoute('put', SHOP_FOLLOW, 'Follow a shop (idempotent)', followState, 'Follows');
const unfollowRoute = stateRoute(
  'delete',
  SHOP_FOLLOW,
  'Stop following a shop (idempotent)',
  followState,
  'Follows',
);
const favouriteRoute = stateRoute(
  'put',
  FAVOURITE,
  'Add a product to my favourites (idempotent)',
  favouriteState,
  'Follows',
);
const unfavouriteRoute = stateRoute(
  'delete',
  FAVOURITE,
  'Remove a product from my favourites (idempotent)',
  favouriteState,
  'Follows',
);

const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });

const favouritesRoute = createRoute({
  method: 'get',
  path: FAVOURITES,
  tags: ['Follows'],
  security,
  summary: 'My favourite products (account menu), most recently liked first; only products still on sale',
  request: { query: pageQuery },
  responses: {
    200: {
      description: 'Product cards',
      content: { 'application/json': { schema: dataSchema(page(productCardSchema)) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const followedShopsRoute = createRoute({
  method: 'get',
  path: FOLLOWED_SHOPS,
  tags: ['Follows'],
  security,
  summary: 'The shops I follow, most recently followed first',
  request: { query: pageQuery },
  responses: {
    200: {
      description: 'Shops',
      content: {
        'application/json': {
          schema: dataSchema(
            page(
              z.object({
                id: z.string(),
                name: z.string(),
                logoUrl: z.string().nullable(),
                country: z.enum(['VN', 'KO']),
                ratingAvg: z.number(),
                followerCount: z.number().int(),
              }),
            ),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

export function followRoutes() {
  const router = createRouter();
  // Login is checked before anything else is read (product.md §6: following needs an account).
  const signedInOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
    requireUser(c);
    await next();
  };
  for (const path of [
    '/api/v1/mobile/shops/:id/follow',
    '/api/v1/mobile/products/:id/favourite',
    FAVOURITES,
    FOLLOWED_SHOPS,
  ]) {
    router.use(path, signedInOnly);
  }
  return router
    .openapi(followRoute, async (c) => {
      const state = await followShop(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(unfollowRoute, async (c) => {
      const state = await unfollowShop(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(favouriteRoute, async (c) => {
      const state = await favouriteProduct(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(unfavouriteRoute, async (c) => {
      const state = await unfavouriteProduct(
        c.get('app').database.db,
        requireUser(c).userId,
        c.req.valid('param').id,
      );
      return c.json({ data: state }, 200);
    })
    .openapi(favouritesRoute, async (c) => {
      const app = c.get('app');
      const list = await listFavouriteProducts(
        app.database.db,
        requireUser(c).userId,
        c.req.valid('query').page,
        (key) => app.storage.urlOf(key),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(followedShopsRoute, async (c) => {
      const app = c.get('app');
      const list = await listFollowedShops(
        app.database.db,
        requireUser(c).userId,
        c.req.valid('query').page,
        (key) => app.storage.urlOf(key),
      );
      return c.json({ data: list }, 200);
    });
}
