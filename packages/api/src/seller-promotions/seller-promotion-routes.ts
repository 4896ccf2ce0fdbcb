import { LIMITS } from '@cho-dep/core/constants/limits';
import { promotionInputSchema } from '@cho-dep/core/marketing/promotion-input-schema';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { requireSellerShop } from '../shops/current-shop';
import {
  createSellerPromotion,
  deleteSellerPromotion,
  endSellerPromotion,
  updateSellerPromotion,
} from './seller-promotion-actions';
import { listPromotionPicker, listSellerPromotions, loadSellerPromotion } from './seller-promotion-queries';
import {
  promotionPickerProductSchema,
  sellerPromotionDetailSchema,
  sellerPromotionListSchema,
} from './seller-promotion-schemas';

const TAG = 'Seller promotion programs';
const BASE = '/api/v1/seller/promotions';
const P = LIMITS.promotion;
const forbidden = {
  description: 'Signed in without an approved shop',
  content: { 'application/json': { schema: errorBodySchema } },
};
const notFound = {
  description: "No such program in the caller's shop (another shop's program included)",
  content: { 'application/json': { schema: errorBodySchema } },
};
const conflict = {
  description: 'The program is not in a phase that allows this',
  content: { 'application/json': { schema: errorBodySchema } },
};
const detailAnswer = {
  description: 'The program after the call, in data',
  content: { 'application/json': { schema: dataSchema(sellerPromotionDetailSchema) } },
};
const idParams = z.object({ id: z.uuid().openapi({ description: 'The program id' }) });
const body = { required: true, content: { 'application/json': { schema: promotionInputSchema } } };
const rules = `Discount above 0 and at most ${P.discountPercentMax}% (discountedPrice below originalPrice, which must be today's price); maxDiscount above 0 and not above the discount; stock (the product limit) at least 1 and not above the variant's (or product's) stock; name up to ${P.programNameMax} characters. Every item is the shop's own product (kind product, variantId null) or active variant (kind variant). A variant may not be in two programs whose windows [startsAt, endsAt) overlap (400 on items.N.productId). A start in the past means now.`;

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: [TAG],
  summary:
    "The shop's programs of one kind in one tab (upcoming, running, ended), with the count of each tab",
  request: {
    query: z.object({
      type: z.enum(['product', 'variant']).default('product'),
      tab: z.enum(['upcoming', 'running', 'ended']).default('running'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'The page in data.data, tab counts in data.counts',
      content: { 'application/json': { schema: dataSchema(sellerPromotionListSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const pickerRoute = createRoute({
  method: 'get',
  path: `${BASE}/product-picker`,
  tags: [TAG],
  summary: "The shop's own products (drafts left out) with their active variants, prices and stock",
  request: { query: z.object({ q: z.string().max(LIMITS.product.sellerSearchMax).optional() }) },
  responses: {
    200: {
      description: 'Up to 50 products, newest first',
      content: { 'application/json': { schema: dataSchema(z.array(promotionPickerProductSchema)) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'One program of the shop with its items',
  request: { params: idParams },
  responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

const createPromotionRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: 'A new promotion program by product or by variant',
  description: rules,
  request: { body },
  responses: { 201: detailAnswer, 400: errorResponses[400], 401: errorResponses[401], 403: forbidden },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Replace an upcoming program (a running or ended one answers 409; end it early instead)',
  description: rules,
  request: { params: idParams, body },
  responses: {
    200: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
    409: conflict,
  },
});

const endRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/end`,
  tags: [TAG],
  summary: 'End a running program now (SPEC.md section 4); other phases answer 409',
  request: { params: idParams },
  responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound, 409: conflict },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Delete an upcoming or ended program; a running one answers 409 (end it first)',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
    409: conflict,
  },
});

function detailOf(c: Context<ApiEnv>, shopId: string, id: string) {
  const ctx = c.get('app');
  return loadSellerPromotion(ctx.database.db, shopId, id, (key) => ctx.storage.urlOf(key), ctx.now());
}

/** The seller's promotion programs (issue 7): buyers get their prices in cart and checkout. */
export function sellerPromotionRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const list = await listSellerPromotions(
        c.get('app').database.db,
        seller.shopId,
        c.req.valid('query'),
        c.get('app').now(),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(pickerRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const found = await listPromotionPicker(ctx.database.db, seller.shopId, c.req.valid('query').q, (key) =>
        ctx.storage.urlOf(key),
      );
      return c.json({ data: found }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await detailOf(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(createPromotionRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const id = await createSellerPromotion(
        c.get('app').database.db,
        seller.shopId,
        c.req.valid('json'),
        c.get('app').now(),
      );
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await updateSellerPromotion(
        c.get('app').database.db,
        seller.shopId,
        id,
        c.req.valid('json'),
        c.get('app').now(),
      );
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(endRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await endSellerPromotion(c.get('app').database.db, seller.shopId, id, c.get('app').now());
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await deleteSellerPromotion(
        c.get('app').database.db,
        seller.shopId,
        c.req.valid('param').id,
        c.get('app').now(),
      );
      return c.body(null, 204);
    });
}
