import { productDraftSchema } from '@cho-dep/core/catalog/product-input-schema';
import { SELLER_PRODUCT_SORTS, SELLER_PRODUCT_TABS } from '@cho-dep/core/catalog/seller-product-tabs';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../../http/hono-env';
import { objectParsedLater } from '../../http/parsed-later';
import { dataSchema, errorBodySchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { uploadLimit } from '../../http/upload-limits';
import { requireSellerShop } from '../../shops/current-shop';
import { moveSellerProduct, type SellerProductAction } from './seller-product-actions';
import { assertProductId } from './seller-product-lock';
import { uploadProductMedia } from './seller-product-media';
import { listSellerProducts, loadSellerProduct } from './seller-product-queries';
import {
  sellerProductDetailSchema,
  sellerProductListSchema,
  uploadedMediaSchema,
} from './seller-product-schemas';
import { createSellerProduct, updateSellerProduct } from './seller-product-write';

const P = LIMITS.product;
const TAG = 'Seller products';
const BASE = '/api/v1/seller/products';

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});
const forbidden = refused('Signed in without an approved shop');
const notFound = refused("No such product in the caller's shop (another shop's product included)");
const badInput = refused(
  'VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID',
);
const detailAnswer = {
  description: 'The product after the call, in data',
  content: { 'application/json': { schema: dataSchema(sellerProductDetailSchema) } },
};
const idParams = z.object({ id: z.string().openapi({ description: 'The product id (UUID)' }) });

const writeBody = {
  required: true,
  content: {
    'application/json': {
      schema: z.object({
        product: objectParsedLater(
          productDraftSchema,
          `The product's fields as a draft may hold them. The handler checks them as a draft (a name and a leaf category suffice), a new product sent for review (every rule, each variant with at least ${P.quantityMin} in stock) or an edit, depending on submit and the product's state.`,
        ),
        submit: z.boolean().default(false),
      }),
    },
  },
};

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: [TAG],
  summary: "The shop's products: one page of a tab, with every tab's count",
  description:
    'q matches the name (accents ignored) or a SKU; counts follow q. Tabs: available = approved with stock, soldOut = approved without stock.',
  request: {
    query: z.object({
      tab: z.enum(SELLER_PRODUCT_TABS).default('all'),
      q: z.string().max(P.sellerSearchMax).optional(),
      sort: z.enum(SELLER_PRODUCT_SORTS).default('newest'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'The page in data.data; total, page, pageSize and counts beside it',
      content: { 'application/json': { schema: dataSchema(sellerProductListSchema) } },
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
  summary:
    'One product of the shop as the editor needs it: its input fields, state, media URLs and price lock',
  request: { params: idParams },
  responses: { 200: detailAnswer, 400: badInput, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

const createProductRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: 'A new product: a draft (submit=false), or sent for review (submit=true, status pending)',
  description: `A draft needs a name and a leaf category; a product sent for review passes every rule of product.md §5 (every variant with at least ${P.quantityMin} in stock). Review takes ${P.approvalDaysMin}-${P.approvalDaysMax} days.`,
  request: { body: writeBody },
  responses: {
    201: { ...detailAnswer, description: 'The created product, in data' },
    400: badInput,
    401: errorResponses[401],
    403: forbidden,
  },
});

const updateProductRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Save an edit of a product (the whole input)',
  description: `Draft or rejected: saved (submit=true sends it for review). Pending: every rule, stays pending. Approved or hidden: price, stock and logistics edits stay live; a change of name, description, category, pictures, video, brand, attributes or classifications sends it back for review. A live product's price change obeys the price rule: 409 PRICE_CHANGE_LOCKED within ${P.priceChangeLockoutDays} days of the last change, 409 PRICE_CHANGE_LIMIT after ${P.priceChangesMax} changes in ${P.priceChangeWindowDays} days (params.allowedFrom, params.date).`,
  request: { params: idParams, body: writeBody },
  responses: {
    200: detailAnswer,
    400: badInput,
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
    409: refused('PRICE_CHANGE_LOCKED or PRICE_CHANGE_LIMIT'),
  },
});

function actionRoute(action: SellerProductAction, summary: string) {
  return createRoute({
    method: 'post',
    path: `${BASE}/{id}/${action}`,
    tags: [TAG],
    summary,
    request: { params: idParams },
    responses: {
      200: detailAnswer,
      400: badInput,
      401: errorResponses[401],
      403: forbidden,
      404: notFound,
      409: refused('PRODUCT_TRANSITION_REFUSED: not possible in the product state'),
    },
  });
}

const actionRoutes: [SellerProductAction, ReturnType<typeof actionRoute>][] = [
  ['submit', actionRoute('submit', 'Send a draft or rejected product for review (every rule applies)')],
  ['hide', actionRoute('hide', 'Hide an approved product from buyers')],
  ['show', actionRoute('show', 'Show a hidden product to buyers again')],
];

/** The seller gate runs before the body is read: a buyer learns nothing about upload rules. */
const sellerOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await requireSellerShop(c);
  await next();
};

/** Three pictures or one video. */
const mediaBodyLimit = uploadLimit({ images: P.imagesPerUploadMax, videos: P.videosMax });

const fileOrFiles = z
  .custom<File | File[]>(
    (value) => value instanceof File || (Array.isArray(value) && value.every((v) => v instanceof File)),
    'validation.required',
  )
  .openapi({ type: 'array', items: { type: 'string', format: 'binary' } });

const mediaRoute = createRoute({
  method: 'post',
  path: `${BASE}/media`,
  tags: [TAG],
  summary: `Upload product media: 1 to ${P.imagesPerUploadMax} pictures (png, jpg, gif, svg) or ${P.videosMax} video (mp4, webm, mov)`,
  description:
    'Send each file as a `files` part. Files are checked by content; pictures (SVG rasterised) are stored as square WebP at 800, 400 and 200 px like the catalog; the answered keys go in images, options, descriptionImageKeys or videoKey.',
  middleware: [sellerOnly, mediaBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ files: fileOrFiles }) } },
    },
  },
  responses: {
    201: {
      description: 'The stored files, in upload order',
      content: { 'application/json': { schema: dataSchema(z.array(uploadedMediaSchema)) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    413: refused('FILE_TOO_LARGE'),
    415: refused('UNSUPPORTED_FILE: not a png, jpg, gif, svg, mp4, webm or mov'),
  },
});

async function detailOf(c: Context<ApiEnv>, shopId: string, productId: string) {
  const ctx = c.get('app');
  return loadSellerProduct(ctx.database.db, { shopId, productId, now: ctx.now(), urlOf: ctx.storage.urlOf });
}

/** The seller centre's products. */
export function sellerProductRoutes() {
  const router = createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const list = await listSellerProducts(ctx.database.db, {
        shopId: seller.shopId,
        ...c.req.valid('query'),
        urlOf: ctx.storage.urlOf,
      });
      return c.json({ data: list }, 200);
    })
    .openapi(mediaRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { files } = c.req.valid('form');
      const media = await uploadProductMedia(
        c.get('app'),
        seller.shopId,
        Array.isArray(files) ? files : [files],
      );
      return c.json({ data: media }, 201);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await detailOf(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(createProductRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { product, submit } = c.req.valid('json');
      const { id } = await ctx.database.db.transaction((tx) =>
        createSellerProduct(tx, { shopId: seller.shopId, raw: product, submit, now: ctx.now() }),
      );
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 201);
    })
    .openapi(updateProductRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      assertProductId(id);
      const { product, submit } = c.req.valid('json');
      await ctx.database.db.transaction((tx) =>
        updateSellerProduct(tx, {
          shopId: seller.shopId,
          productId: id,
          raw: product,
          submit,
          now: ctx.now(),
        }),
      );
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    });
  for (const [action, route] of actionRoutes) {
    router.openapi(route, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await ctx.database.db.transaction((tx) =>
        moveSellerProduct(tx, { shopId: seller.shopId, productId: id, action, now: ctx.now() }),
      );
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    });
  }
  return router;
}
