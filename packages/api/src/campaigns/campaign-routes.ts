import { nominationInputSchema } from '@cho-dep/core/marketing/campaign-input-schema';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerForbidden as forbidden } from '../http/seller-resource-routes';
import { requireSellerShop } from '../shops/current-shop';
import { nominate, withdrawNomination } from './campaign-nominations';
import { listSellerCampaigns, loadPublicCampaign, loadSellerCampaign } from './campaign-queries';
import { publicCampaignSchema, sellerCampaignSchema } from './campaign-schemas';

const SELLER = '/api/v1/seller/campaigns';
const sellerTags = ['Seller campaigns'];
const conflict = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});
const idParams = z.object({ id: z.uuid().openapi({ description: 'The campaign id' }) });
const sellerAnswer = {
  description: "The campaign with the shop's nominations, in data",
  content: { 'application/json': { schema: dataSchema(sellerCampaignSchema) } },
};

const listRoute = createRoute({
  method: 'get',
  path: SELLER,
  tags: sellerTags,
  summary: "Campaigns not yet ended, soonest sale first, each with the shop's nominations",
  responses: {
    200: {
      description: 'The campaigns in data',
      content: { 'application/json': { schema: dataSchema(z.array(sellerCampaignSchema)) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: `${SELLER}/{id}`,
  tags: sellerTags,
  summary: "One campaign with the shop's nominations",
  request: { params: idParams },
  responses: { 200: sellerAnswer, 401: errorResponses[401], 403: forbidden, 404: errorResponses[404] },
});

const nominateRoute = createRoute({
  method: 'post',
  path: `${SELLER}/{id}/nominations`,
  tags: sellerTags,
  summary: 'Nominate a product (variantId null) or a variant of the shop at a campaign price',
  description:
    "While registration is open (409 otherwise). The discount from today's price is at least the campaign's minimum and at most 80 % (400 on campaignPrice); stock at least 1 and not above what is in stock; once per campaign; within the campaign's cap per shop; and the variant is in no other program during the sale (400 on productId). Another shop's product is 404. Products come from GET /api/v1/seller/promotions/product-picker.",
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: nominationInputSchema } } },
  },
  responses: {
    201: sellerAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: conflict('Registration is not open'),
  },
});

const withdrawRoute = createRoute({
  method: 'delete',
  path: `${SELLER}/nominations/{id}`,
  tags: sellerTags,
  summary: 'Withdraw a pending nomination (a decided one answers 409)',
  request: { params: z.object({ id: z.uuid().openapi({ description: 'The nomination id' }) }) },
  responses: {
    204: { description: 'Withdrawn' },
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: conflict('Already decided'),
  },
});

const publicRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/campaigns/{id}',
  tags: ['Campaigns'],
  summary: 'A campaign not yet ended with its approved products at their campaign price',
  description:
    'The prices apply in cart and checkout during the sale [startsAt, endsAt). An ended campaign is 404.',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The campaign in data',
      content: { 'application/json': { schema: dataSchema(publicCampaignSchema) } },
    },
    404: errorResponses[404],
  },
});

function view(c: Context<ApiEnv>) {
  const ctx = c.get('app');
  return { db: ctx.database.db, now: ctx.now(), urlOf: (key: string) => ctx.storage.urlOf(key) };
}

/** Sellers' side of platform campaigns and the buyers' campaign page (decision 027). */
export function campaignRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const v = view(c);
      return c.json({ data: await listSellerCampaigns(v.db, seller.shopId, v.now, v.urlOf) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const v = view(c);
      return c.json(
        { data: await loadSellerCampaign(v.db, seller.shopId, c.req.valid('param').id, v.now, v.urlOf) },
        200,
      );
    })
    .openapi(nominateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const v = view(c);
      const { id } = c.req.valid('param');
      await nominate(v.db, seller.shopId, id, c.req.valid('json'), v.now);
      return c.json({ data: await loadSellerCampaign(v.db, seller.shopId, id, v.now, v.urlOf) }, 201);
    })
    .openapi(withdrawRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await withdrawNomination(view(c).db, seller.shopId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(publicRoute, async (c) => {
      const v = view(c);
      return c.json({ data: await loadPublicCampaign(v.db, c.req.valid('param').id, v.now, v.urlOf) }, 200);
    });
}
