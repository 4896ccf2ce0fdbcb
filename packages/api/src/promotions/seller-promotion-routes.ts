import { LIMITS } from '@cho-dep/core/constants/limits';
import { promotionInputSchema } from '@cho-dep/core/marketing/promotion-input-schema';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerResourceRoutes } from '../http/seller-resource-routes';
import { forgetProductPages } from '../products/product-detail-query';
import { requireSellerShop } from '../shops/current-shop';
import {
  createSellerPromotion,
  deleteSellerPromotion,
  endSellerPromotion,
  updateSellerPromotion,
} from './seller-promotion-actions';
import { uploadPromotionCover } from './seller-promotion-cover';
import { listPromotionPicker, listSellerPromotions, loadSellerPromotion } from './seller-promotion-queries';
import {
  promotionPickerProductSchema,
  sellerPromotionDetailSchema,
  sellerPromotionListSchema,
} from './seller-promotion-schemas';

const TAG = 'Seller promotion programs';
const BASE = '/api/v1/seller/promotions';
const P = LIMITS.promotion;
const routes = sellerResourceRoutes({
  base: BASE,
  tag: TAG,
  noun: 'program',
  detailSchema: sellerPromotionDetailSchema,
  listSchema: sellerPromotionListSchema,
  conflictDescription: 'The program is not in a phase that allows this',
  summaries: {
    list: "The shop's programs of one kind in one tab (upcoming, running, ended), with the count of each tab",
    detail: 'One program of the shop with its items',
    end: 'End a running program now (product.md §4); other phases answer 409',
    delete: 'Delete an upcoming or ended program; a running one answers 409 (end it first)',
  },
  deleteConflicts: true,
});
const { forbidden, notFound, conflict, detailAnswer, idParams, detailRoute, endRoute, deleteRoute } = routes;
const body = { required: true, content: { 'application/json': { schema: promotionInputSchema } } };
const rules = `Discount above 0 and at most ${P.discountPercentMax}% (discountedPrice below originalPrice, which must be today's price); maxDiscount above 0 and not above the discount; stock (the product limit) at least 1 and not above the variant's (or product's) stock; name up to ${P.programNameMax} characters. Every item is the shop's own product (kind product, variantId null) or active variant (kind variant). A variant may not be in two programs whose windows [startsAt, endsAt) overlap (400 on items.N.productId). A start in the past means now.`;

const listRoute = routes.listRoute(
  z.object({
    type: z.enum(['product', 'variant']).default('product'),
    tab: z.enum(['upcoming', 'running', 'ended']).default('running'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);

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

const coverRoute = routes.uploadRoute(
  'covers',
  'cover',
  `The program cover: png, jpeg, gif or webp checked by content, at least ${LIMITS.banner.coverMinWidth}x${LIMITS.banner.coverMinHeight}, cropped in the middle to 3:1; send its key as coverKey`,
);

function detailOf(c: Context<ApiEnv>, shopId: string, id: string) {
  const ctx = c.get('app');
  return loadSellerPromotion(ctx.database.db, shopId, id, (key) => ctx.storage.urlOf(key), ctx.now());
}

/** A program's write changes what its products cost: their cached pages go (see forgetProductPages). */
async function detailAfterWrite(c: Context<ApiEnv>, shopId: string, id: string) {
  const detail = await detailOf(c, shopId, id);
  await forgetProductPages(
    c.get('app').store,
    detail.items.map((item) => item.productId),
  );
  return detail;
}

/** The seller's promotion programs: buyers get their prices in cart and checkout. */
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
    .openapi(coverRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const stored = await uploadPromotionCover(
        c.get('app'),
        seller.shopId,
        c.req.valid('form').cover as File,
      );
      return c.json({ data: stored }, 201);
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
      return c.json({ data: await detailAfterWrite(c, seller.shopId, id) }, 201);
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
      return c.json({ data: await detailAfterWrite(c, seller.shopId, id) }, 200);
    })
    .openapi(endRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await endSellerPromotion(c.get('app').database.db, seller.shopId, id, c.get('app').now());
      return c.json({ data: await detailAfterWrite(c, seller.shopId, id) }, 200);
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
