import { encodeTimeCursor } from '@cho-dep/core/community/feed-cursor';
import { similarBodyRange } from '@cho-dep/core/community/similar-body';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { timePosition } from '../feeds/feed-cursor-errors';
import { viewerFigures } from '../feeds/viewer-figures';
import { hydratePosts } from '../posts/post-view';
import { addLookToCart } from './add-look-to-cart';
import { type LookSourceKind, lookItems } from './look-items';
import { productPostIds } from './product-posts';
import { shopTheLook } from './shop-the-look-query';
import { addedLookSchema, lookLinesSchema, productPostsSchema, shopTheLookSchema } from './shoppable-schemas';

const BASE = '/community/v1';
const tags = ['Community shopping'];
const security = [{ bearerAuth: [] }];

const SOURCES = [
  { kind: 'post', plural: 'posts', noun: 'post' },
  { kind: 'blook', plural: 'blooks', noun: 'blook (lookbook)' },
] as const satisfies readonly { kind: LookSourceKind; plural: string; noun: string }[];

const idParam = (noun: string) => z.object({ id: z.uuid().openapi({ description: `The ${noun} id` }) });

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(LIMITS.checkout.idempotencyKeyMin)
    .max(LIMITS.checkout.idempotencyKeyMax)
    .optional()
    .openapi({ description: 'Required: one key per confirmation (a UUID fits); a retry sends the same key' }),
});

function lookRoutes(source: (typeof SOURCES)[number]) {
  const path = `${BASE}/${source.plural}/{id}/shop-the-look`;
  const read = createRoute({
    method: 'get',
    path,
    tags,
    summary: `Shop the look of a ${source.noun}: each product with the size recommended for the viewer`,
    description:
      "Each product once, in the author's order, with its variants at the price the cart charges now (promotions included) and the units that can be bought, and the variant put forward: the size the signed-in viewer's body measurements recommend from the product's size chart, else the author's variant, else the first in stock. A removed or unknown source is 404.",
    request: { params: idParam(source.noun) },
    responses: {
      200: {
        description: 'The look',
        content: { 'application/json': { schema: dataSchema(shopTheLookSchema) } },
      },
      400: errorResponses[400],
      404: errorResponses[404],
    },
  });
  const add = createRoute({
    method: 'post',
    path,
    tags,
    security,
    summary: `Put the confirmed products of a ${source.noun} in the cart, across shops, all or none`,
    description:
      'One transaction through the cart: every line is added or none is. A line whose variant sold out is 409 LOOK_ITEM_OUT_OF_STOCK (fields name the line: lines.N); a product that is not in the look is 400 LOOK_ITEM_NOT_IN_LOOK. Requires an Idempotency-Key header: a retry with the same key and lines adds nothing and answers the first answer (replayed: true); the same key with other lines is 422 IDEMPOTENCY_KEY_REUSED.',
    request: {
      params: idParam(source.noun),
      headers: idempotencyHeader,
      body: { required: true, content: { 'application/json': { schema: lookLinesSchema } } },
    },
    responses: {
      200: {
        description: 'The lines added and the cart count',
        content: { 'application/json': { schema: dataSchema(addedLookSchema) } },
      },
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
      409: errorResponses[409],
      422: { ...errorResponses[400], description: 'The Idempotency-Key was used with other lines' },
    },
  });
  return { kind: source.kind, read, add };
}

const productPostsRoute = createRoute({
  method: 'get',
  path: `${BASE}/products/{productId}/posts`,
  tags,
  summary: '"Bài viết về sản phẩm này": published posts that tag a product, newest first',
  description: `similarBody=1: only posts by people within ${LIMITS.post.similarHeightCm} cm and ${LIMITS.post.similarWeightKg} kg of the signed-in viewer and of the same body shape (figures their authors chose to share); it needs a session (401). measurementsMissing: the viewer has no height or weight yet.`,
  request: {
    params: z.object({ productId: z.uuid().openapi({ description: 'Product id' }) }),
    query: z.object({
      cursor: z.string().max(512).optional().openapi({ description: 'nextCursor of the previous page' }),
      similarBody: z
        .enum(['1', 'true', '0', 'false'])
        .optional()
        .transform((v) => v === '1' || v === 'true')
        .openapi({ description: '"Người có số đo giống tôi"' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of posts',
      content: { 'application/json': { schema: dataSchema(productPostsSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

function urlOf(c: Context<ApiEnv>) {
  const app = c.get('app');
  return (key: string) => app.storage.urlOf(key);
}

export function shoppableRoutes() {
  const router = createRouter();
  for (const source of SOURCES) {
    const { kind, read, add } = lookRoutes(source);
    router.openapi(read, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      const items = await lookItems(app.database.db, kind, id);
      const viewerId = c.get('user')?.userId ?? null;
      const products = await shopTheLook(app.database.db, items, {
        viewerId,
        now: app.now(),
        urlOf: urlOf(c),
      });
      return c.json({ data: { source: { kind, id }, items: products } }, 200);
    });
    router.openapi(add, async (c) => {
      const app = c.get('app');
      const { userId } = requireUser(c);
      const key = c.req.valid('header')['idempotency-key'];
      if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const answer = await addLookToCart(app.database.db, {
        userId,
        source: { kind, id: c.req.valid('param').id },
        lines: c.req.valid('json').lines,
        idempotencyKey: key,
        now: app.now(),
      });
      return c.json({ data: answer }, 200);
    });
  }
  router.openapi(productPostsRoute, async (c) => {
    const app = c.get('app');
    const db = app.database.db;
    const { productId } = c.req.valid('param');
    const { cursor, similarBody } = c.req.valid('query');
    const after = timePosition(cursor);
    let viewerId = c.get('user')?.userId ?? null;
    let similar = null;
    if (similarBody) {
      viewerId = requireUser(c).userId;
      const range = similarBodyRange(await viewerFigures(db, viewerId));
      if (!range) return c.json({ data: { items: [], nextCursor: null, measurementsMissing: true } }, 200);
      similar = { viewerId, range };
    }
    const page = await productPostIds(db, productId, { after, limit: LIMITS.post.feedPageSize, similar });
    const last = page.items.at(-1);
    const items = await hydratePosts(
      db,
      viewerId,
      page.items.map((item) => item.id),
      urlOf(c),
    );
    const nextCursor = page.hasMore && last ? encodeTimeCursor({ createdAt: last.t, id: last.id }) : null;
    return c.json({ data: { items, nextCursor, measurementsMissing: false } }, 200);
  });
  return router;
}
