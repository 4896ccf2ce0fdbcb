import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  countrySettingsSchema,
  pauseSettingsSchema,
  paymentSettingsSchema,
  returnPolicySchema,
  shippingSettingsSchema,
  shopInfoSchema,
} from '@cho-dep/core/seller-shop/shop-settings-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { sellerForbidden as forbidden } from '../../http/seller-resource-routes';
import { uploadLimit } from '../../http/upload-limits';
import { requireSellerShop, type SellerShop } from '../current-shop';
import { replaceShopCover, replaceShopLogo } from './shop-images';
import {
  saveCountry,
  savePause,
  savePaymentSettings,
  saveReturnPolicy,
  saveShippingSettings,
  saveShopInfo,
} from './shop-settings-actions';
import { loadSellerActivity, loadShopSettings } from './shop-settings-queries';
import { sellerActivitySchema, shopSettingsSchema } from './shop-settings-schemas';

const TAG = 'Seller shop settings';
const BASE = '/api/v1/seller/shop/settings';

const settingsAnswer = {
  description: 'Every settings section after the call, in data',
  content: { 'application/json': { schema: dataSchema(shopSettingsSchema) } },
};
const writeErrors = { 400: errorResponses[400], 401: errorResponses[401], 403: forbidden };

function section<S extends z.ZodType>(path: string, summary: string, schema: S, description?: string) {
  return createRoute({
    method: 'put',
    path: `${BASE}/${path}`,
    tags: [TAG],
    summary,
    description,
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: { 200: settingsAnswer, ...writeErrors },
  });
}

function upload(path: string, field: 'logo' | 'cover', summary: string) {
  return createRoute({
    method: 'post',
    path: `${BASE}/${path}`,
    tags: [TAG],
    summary,
    middleware: [uploadLimit({ images: 1 })] as const,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              [field]: z
                .custom<File>((value) => value instanceof File, 'validation.required')
                .openapi({ type: 'string', format: 'binary' }),
            }),
          },
        },
      },
    },
    responses: {
      200: settingsAnswer,
      ...writeErrors,
      413: { description: 'File too large', content: { 'application/json': { schema: errorBodySchema } } },
      415: {
        description: 'Not a png, jpeg, gif or webp image',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    },
  });
}

const getRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: [TAG],
  summary:
    'Every section of the shop settings: info, shipping, return policy, payment, pause, country, activity',
  responses: { 200: settingsAnswer, 401: errorResponses[401], 403: forbidden },
});

const activityRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/shop/activity',
  tags: [TAG],
  summary:
    "The owner's last activity in the seller centre and whether the inactive warning shows (7 or more days)",
  description:
    'Activity is any successful write under /api/v1/seller (orders handled, products, settings...); looking around does not count.',
  responses: {
    200: {
      description: 'In data',
      content: { 'application/json': { schema: dataSchema(sellerActivitySchema) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

const shippingRoute = section(
  'shipping',
  'Deliveries offered (GHN, GHTK, own; at least one), pickup address and default preparation time',
  shippingSettingsSchema,
  `pickupAddressId is one of the owner's saved addresses (another user's: 400); it takes the pickup flag. Preparation of products in stock ${LIMITS.product.preparationMinDays}-${LIMITS.product.preparationInStockMaxDays} days (a pre-order product sets its own). The checkout quote offers only the enabled deliveries.`,
);
const returnRoute = section(
  'return-policy',
  'Default return period (1-15 days) and conditions (at least one) for new products',
  returnPolicySchema,
);
const paymentRoute = section(
  'payment',
  'Payment methods the shop accepts (at least one); the checkout refuses the others',
  paymentSettingsSchema,
);
const infoRoute = section('info', 'Shop name and description (100-500 characters)', shopInfoSchema);
const pauseRoute = section(
  'pause',
  "Pause mode: while paused the shop's products are unlisted and cannot be bought (SHOP_PAUSED)",
  pauseSettingsSchema,
);
const countryRoute = section('country', 'Where the shop sells from (VN or KO)', countrySettingsSchema);
const logoRoute = upload(
  'logo',
  'logo',
  'Upload the shop logo (png, jpeg, gif or webp); stored square as WebP',
);
const coverRoute = upload(
  'cover',
  'cover',
  `Upload the store cover: at least ${LIMITS.shop.coverWidth}x${LIMITS.shop.coverHeight} px, cropped in the middle to exactly that`,
);

async function answer(c: Context<ApiEnv>, seller: SellerShop) {
  const ctx = c.get('app');
  return loadShopSettings(ctx.database.db, seller.shopId, (key) => ctx.storage.urlOf(key), ctx.now());
}

/** /ban-hang/cai-dat and its sub-pages. */
export function shopSettingsRoutes() {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(activityRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      return c.json({ data: await loadSellerActivity(ctx.database.db, seller.shopId, ctx.now()) }, 200);
    })
    .openapi(shippingRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await saveShippingSettings(ctx.database.db, seller, c.req.valid('json'), ctx.now());
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(returnRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await saveReturnPolicy(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(paymentRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await savePaymentSettings(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(infoRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await saveShopInfo(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(pauseRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await savePause(ctx.database.db, seller.shopId, c.req.valid('json').paused, ctx.now());
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(countryRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await saveCountry(ctx.database.db, seller.shopId, c.req.valid('json').country, ctx.now());
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(logoRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await replaceShopLogo(c.get('app'), seller.shopId, c.req.valid('form').logo as File);
      return c.json({ data: await answer(c, seller) }, 200);
    })
    .openapi(coverRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await replaceShopCover(c.get('app'), seller.shopId, c.req.valid('form').cover as File);
      return c.json({ data: await answer(c, seller) }, 200);
    });
}
