import { createRoute, z } from '@hono/zod-openapi';
import { CSRF_COOKIE, readCookie } from '../accounts/auth-cookies';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { loadProductDetail } from './product-detail-query';
import { productDetailSchema, productReviewPageSchema } from './product-detail-schema';
import { listProductReviews } from './product-reviews-query';
import { recordProductView } from './product-views';
import { reviewFilterOf } from './review-filter';
import { findVisibleProduct } from './visible-product';

const BASE = '/api/v1/public/products/{id}';
const tags = ['Products'];
const idParam = z.object({ id: z.string().openapi({ description: 'Product id (uuid)' }) });
/**
 * The detail path only matches a uuid, so sibling paths such as /products/search (another
 * module) are never taken for a product id, whichever router is registered first.
 */
const DETAIL_PATH =
  '/api/v1/public/products/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}';
const flag = z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true');

const detailRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'The product page: pictures, classifications, size help, shop, reviews summary, related products',
  description:
    'Only listed products (approved, of an approved and open shop); the owner of the shop also sees their own unlisted product. With a session the answer says whether the viewer follows the shop, likes the product, and which size their body measurements suggest.',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The product',
      content: { 'application/json': { schema: dataSchema(productDetailSchema) } },
    },
    404: errorResponses[404],
  },
});

const reviewsRoute = createRoute({
  method: 'get',
  path: `${BASE}/reviews`,
  tags,
  summary: "A page of the product's reviews, newest first",
  request: {
    params: idParam,
    query: z.object({
      star: z.coerce.number().int().min(1).max(5).optional(),
      stars: z.coerce.number().int().min(1).max(5).optional().openapi({ description: 'The same as star' }),
      withPhotos: flag.optional(),
      withMedia: flag.optional().openapi({ description: 'Only reviews with photos or a video' }),
      variant: z
        .uuid()
        .optional()
        .openapi({ description: 'Only reviews of this variant (classification) id' }),
      likeMe: flag.optional().openapi({
        description:
          "People like me: reviewers within ±5 cm and ±5 kg of the signed-in viewer's height and weight",
      }),
      page: z.coerce.number().int().min(1).max(1000).optional().default(1),
    }),
  },
  responses: {
    200: {
      description: 'Reviews',
      content: { 'application/json': { schema: dataSchema(productReviewPageSchema) } },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const viewRoute = createRoute({
  method: 'post',
  path: `${BASE}/views`,
  tags,
  summary: 'Count a view of the product page (once per visitor and product per hour)',
  request: { params: idParam },
  responses: {
    200: {
      description: 'Whether this view was counted, and the count',
      content: {
        'application/json': {
          schema: dataSchema(z.object({ counted: z.boolean(), viewCount: z.number().int() })),
        },
      },
    },
    404: errorResponses[404],
  },
});

export function productRoutes() {
  const router = createRouter();
  // Documented like every route; served through a uuid-only path (see DETAIL_PATH).
  router.openAPIRegistry.registerPath(detailRoute);
  router.get(DETAIL_PATH, async (c) => {
    const app = c.get('app');
    const user = c.get('user');
    const view = await loadProductDetail(app.database.db, c.req.param('id'), {
      viewer: user ? { userId: user.userId } : null,
      language: c.get('info').language,
      urlOf: (key) => app.storage.urlOf(key),
      cache: app.store,
    });
    return c.json({ data: view }, 200);
  });
  return router
    .openapi(reviewsRoute, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      const { product } = await findVisibleProduct(app.database.db, id, c.get('user')?.userId ?? null);
      const query = c.req.valid('query');
      const filter = await reviewFilterOf(app.database.db, product.id, query, c.get('user')?.userId ?? null);
      const page = await listProductReviews(app.database.db, product.id, filter, (key) =>
        app.storage.urlOf(key),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(viewRoute, async (c) => {
      const info = c.get('info');
      const result = await recordProductView(c.get('app'), c.req.valid('param').id, {
        userId: c.get('user')?.userId,
        guestId: c.get('guestId'),
        deviceId: info.deviceId,
        sessionId: info.sessionId,
        browserSecret: readCookie(c, CSRF_COOKIE),
        ip: info.ip,
      });
      return c.json({ data: result }, 200);
    });
}
