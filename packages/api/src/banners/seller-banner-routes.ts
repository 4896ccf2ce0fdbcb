import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { BANNER_PHASES, bannerInputSchema } from '@cho-dep/core/marketing/banner-input-schema';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerResourceRoutes } from '../http/seller-resource-routes';
import { requireSellerShop } from '../shops/current-shop';
import { loadPublicBanner } from './public-banner-query';
import {
  createSellerBanner,
  deleteSellerBanner,
  endSellerBanner,
  updateSellerBanner,
} from './seller-banner-actions';
import { uploadBannerCover, uploadBannerImage } from './seller-banner-images';
import { listSellerBanners, loadSellerBanner } from './seller-banner-queries';
import { publicBannerSchema, sellerBannerListSchema, sellerBannerSchema } from './seller-banner-schemas';

const TAG = 'Seller banners';
const BASE = '/api/v1/seller/banners';
const B = LIMITS.banner;
const routes = sellerResourceRoutes({
  base: BASE,
  tag: TAG,
  noun: 'banner',
  detailSchema: sellerBannerSchema,
  listSchema: sellerBannerListSchema,
  conflictDescription: 'The banner has ended',
  summaries: {
    list: "One tab of the shop's banners (upcoming, running or ended), newest first, with each tab's count",
    detail: 'One banner of the shop with its related products',
    end: 'End an upcoming or running banner now (product.md §4)',
    delete: 'Delete a banner, whatever its phase',
  },
});
const { forbidden, notFound, conflict, detailAnswer, idParams, detailRoute, endRoute, deleteRoute } = routes;
const body = { required: true, content: { 'application/json': { schema: bannerInputSchema } } };
const rules = `Title ${B.titleMin}-${B.titleMax} characters after trimming; type home or shop; startDate and endDate (YYYY-MM-DD, Vietnam days, both shown) required, endDate today or later in Vietnam and after startDate; link a valid http(s) URL; imageKey (and optional coverKey) from the upload endpoints; at most ${B.productsMax} related products, each the shop's own (else 400 on productIds.N).`;

const listRoute = routes.listRoute(
  z.object({
    phase: z.enum(BANNER_PHASES).default('running'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);

const createBannerRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: 'A new banner of the shop',
  description: rules,
  request: { body },
  responses: { 201: detailAnswer, 400: errorResponses[400], 401: errorResponses[401], 403: forbidden },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Replace every field of an upcoming or running banner',
  description: `${rules} An ended banner cannot be changed (409).`,
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

const imageRoute = routes.uploadRoute(
  'images',
  'image',
  `The banner image: exactly ${B.width}x${B.height}, or larger with the same shape (scaled down); else 400 on image`,
);
const coverRoute = routes.uploadRoute(
  'covers',
  'cover',
  `The banner cover: at least ${B.coverMinWidth}x${B.coverMinHeight}, cropped in the middle to 3:1`,
);

const publicRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/banners/{id}',
  tags: ['Storefront'],
  summary: 'A running banner with its shop and its listed related products (the /banner/{id} page)',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The banner',
      content: { 'application/json': { schema: dataSchema(publicBannerSchema) } },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

function detailOf(c: Context<ApiEnv>, shopId: string, id: string) {
  const ctx = c.get('app');
  return loadSellerBanner(ctx.database.db, shopId, id, ctx.now(), (key) => ctx.storage.urlOf(key));
}

/** Banners of the seller centre and the buyer page of a banner. */
export function sellerBannerRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const list = await listSellerBanners(
        ctx.database.db,
        seller.shopId,
        c.req.valid('query'),
        ctx.now(),
        (key) => ctx.storage.urlOf(key),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(imageRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const stored = await uploadBannerImage(c.get('app'), seller.shopId, c.req.valid('form').image as File);
      return c.json({ data: stored }, 201);
    })
    .openapi(coverRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const stored = await uploadBannerCover(c.get('app'), seller.shopId, c.req.valid('form').cover as File);
      return c.json({ data: stored }, 201);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await detailOf(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(createBannerRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const id = await createSellerBanner(c.get('app').database.db, seller.shopId, c.req.valid('json'));
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await updateSellerBanner(ctx.database.db, seller.shopId, id, c.req.valid('json'), ctx.now());
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(endRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await endSellerBanner(ctx.database.db, seller.shopId, id, ctx.now());
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await deleteSellerBanner(c.get('app').database.db, seller.shopId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(publicRoute, async (c) => {
      const ctx = c.get('app');
      const view = await loadPublicBanner(ctx.database.db, c.req.valid('param').id, ctx.now(), (key) =>
        ctx.storage.urlOf(key),
      );
      if (!view) throw new AppError('NOT_FOUND');
      return c.json({ data: view }, 200);
    });
}
