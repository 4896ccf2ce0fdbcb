import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  shopCategoryInputSchema,
  shopCategoryVisibilitySchema,
} from '@cho-dep/core/seller-shop/shop-category-schema';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { sellerResourceAnswers } from '../../http/seller-resource-routes';
import { requireSellerShop } from '../current-shop';
import {
  createShopCategory,
  deleteShopCategory,
  setShopCategoryVisible,
  updateShopCategory,
} from './shop-category-actions';
import { listPickerProducts, listSellerCategories, loadSellerCategory } from './shop-category-queries';
import { pickerPageSchema, shopCategoryDetailSchema, shopCategoryListSchema } from './shop-category-schemas';

const TAG = 'Seller shop categories';
const BASE = '/api/v1/seller/shop-categories';
const { forbidden, notFound, detailAnswer, idParams } = sellerResourceAnswers(
  'category',
  shopCategoryDetailSchema,
);
const body = { required: true, content: { 'application/json': { schema: shopCategoryInputSchema } } };
const page = z.coerce.number().int().min(1).max(10_000).default(1);

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: [TAG],
  summary: "The shop's categories, newest first: title, shown or hidden, created date, product count",
  request: { query: z.object({ page }) },
  responses: {
    200: {
      description: 'The page in data.data, with total, page and pageSize',
      content: { 'application/json': { schema: dataSchema(shopCategoryListSchema) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

const pickerRoute = createRoute({
  method: 'get',
  path: `${BASE}/product-picker`,
  tags: [TAG],
  summary:
    "The shop's own products to put in a category (drafts left out), searched by name, accents ignored",
  request: { query: z.object({ q: z.string().max(LIMITS.product.sellerSearchMax).optional(), page }) },
  responses: {
    200: {
      description: 'One page of products',
      content: { 'application/json': { schema: dataSchema(pickerPageSchema) } },
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
  summary: 'One category of the shop with its products in order',
  request: { params: idParams },
  responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

const createCategoryRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: 'A new category, shown to buyers, with products of the shop',
  description: `Title ${LIMITS.shopCategories.titleMin}-${LIMITS.shopCategories.titleMax} characters after trimming (product.md §5: at least 5); at most ${LIMITS.shopCategories.productsMax} products, each the shop's own (else 400 on productIds.N). A shop has at most ${LIMITS.shopCategories.perShopMax} categories (409 CONFLICT).`,
  request: { body },
  responses: {
    201: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    409: errorResponses[409],
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Replace the title and the products of a category',
  request: { params: idParams, body },
  responses: {
    200: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
  },
});

const visibilityRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}/visibility`,
  tags: [TAG],
  summary: 'Show the category to buyers or hide it (product.md §4; the page asks for a confirmation)',
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: shopCategoryVisibilitySchema } } },
  },
  responses: {
    200: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Delete a category; its products are not touched',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

function detailOf(c: Context<ApiEnv>, shopId: string, id: string) {
  const ctx = c.get('app');
  return loadSellerCategory(ctx.database.db, shopId, id, (key) => ctx.storage.urlOf(key));
}

/** Shop categories of the seller centre: buyers see the visible ones at /bo-suu-tap/{id}. */
export function shopCategoryRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const list = await listSellerCategories(
        c.get('app').database.db,
        seller.shopId,
        c.req.valid('query').page,
      );
      return c.json({ data: list }, 200);
    })
    .openapi(pickerRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const found = await listPickerProducts(ctx.database.db, seller.shopId, c.req.valid('query'), (key) =>
        ctx.storage.urlOf(key),
      );
      return c.json({ data: found }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await detailOf(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(createCategoryRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const id = await createShopCategory(c.get('app').database.db, seller.shopId, c.req.valid('json'));
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await updateShopCategory(c.get('app').database.db, seller.shopId, id, c.req.valid('json'));
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(visibilityRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await setShopCategoryVisible(c.get('app').database.db, seller.shopId, id, c.req.valid('json').visible);
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await deleteShopCategory(c.get('app').database.db, seller.shopId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
