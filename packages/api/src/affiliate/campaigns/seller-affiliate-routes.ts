import { campaignInputSchema, shopRatesInputSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { requireSellerShop } from '../../shops/current-shop';
import { sellerCampaignDetailSchema, sellerCampaignSchema, shopRatesSchema } from './campaign-schemas';
import { createCampaign, updateCampaign } from './seller-campaign-actions';
import { listSellerCampaigns, loadSellerCampaign } from './seller-campaign-queries';
import { loadShopRates, saveShopRates } from './shop-rates';

const tags = ['Seller affiliate'];
const RATES = '/api/v1/seller/affiliate/rates';
const CAMPAIGNS = '/api/v1/seller/affiliate/campaigns';
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const idParams = z.object({ id: z.string().openapi({ description: 'The campaign id' }) });
const forbidden = { ...errorResponses[401], description: 'Not a seller with an approved shop' };
const campaignRules =
  "Name up to 100 characters, the rate in percent (up to two decimals) above the shop's rate today (409 AFFILIATE_CAMPAIGN_RATE_TOO_LOW with params.rate otherwise), 1 to 50 of the shop's products (another shop's product answers 404), at most 90 days ending in the future, audience 'all' or 'invited' with 1 to 50 invitee e-mails. A start in the past means now. The campaign waits for the admin's approval.";

const getRatesRoute = createRoute({
  method: 'get',
  path: RATES,
  tags,
  summary:
    "The shop's commission rate in force now, the products with their own rate, and the shop's products to pick from",
  responses: { 200: json(shopRatesSchema, 'The setting'), 401: errorResponses[401], 403: forbidden },
});
const putRatesRoute = createRoute({
  method: 'put',
  path: RATES,
  tags,
  summary: 'Save the commission setting as a whole',
  description:
    "Rates in percent, 0-50 with up to two decimals. Each changed value takes effect now (KOLs already promoting keep a lowered rate for 30 days); a product left out, or with ratePercent null, follows the shop's rate. Another shop's product answers 404.",
  request: { body: { required: true, content: { 'application/json': { schema: shopRatesInputSchema } } } },
  responses: {
    200: json(shopRatesSchema, 'The setting'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
  },
});
const listRoute = createRoute({
  method: 'get',
  path: CAMPAIGNS,
  tags,
  summary: "The shop's open campaigns, newest first, with KOLs joined, orders and commission so far",
  responses: {
    200: json(z.array(sellerCampaignSchema), 'Campaigns'),
    401: errorResponses[401],
    403: forbidden,
  },
});
const createCampaignRoute = createRoute({
  method: 'post',
  path: CAMPAIGNS,
  tags,
  summary: 'A new open campaign, waiting for the admin',
  description: campaignRules,
  request: { body: { required: true, content: { 'application/json': { schema: campaignInputSchema } } } },
  responses: {
    201: json(sellerCampaignDetailSchema, 'The campaign'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
const detailRoute = createRoute({
  method: 'get',
  path: `${CAMPAIGNS}/{id}`,
  tags,
  summary:
    "One campaign of the shop with its products and each joined KOL's clicks, orders, revenue and commission",
  request: { params: idParams },
  responses: {
    200: json(sellerCampaignDetailSchema, 'The campaign'),
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: `${CAMPAIGNS}/{id}`,
  tags,
  summary:
    'Replace a campaign waiting for the admin or refused; it waits for approval again (approved: 409 AFFILIATE_CAMPAIGN_LOCKED)',
  description: campaignRules,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: campaignInputSchema } } },
  },
  responses: {
    200: json(sellerCampaignDetailSchema, 'The campaign'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** The seller's affiliate setting (commission rates) and open campaigns with each KOL's results. */
export function sellerAffiliateRoutes() {
  return createRouter()
    .openapi(getRatesRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const data = await loadShopRates(ctx.database.db, seller.shopId, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    })
    .openapi(putRatesRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      await saveShopRates(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      const data = await loadShopRates(ctx.database.db, seller.shopId, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    })
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      return c.json({ data: await listSellerCampaigns(ctx.database.db, seller.shopId, ctx.now()) }, 200);
    })
    .openapi(createCampaignRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const id = await createCampaign(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      const data = await loadSellerCampaign(ctx.database.db, seller.shopId, id, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 201);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      const data = await loadSellerCampaign(ctx.database.db, seller.shopId, id, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await updateCampaign(ctx.database.db, seller.shopId, id, c.req.valid('json'), ctx.now());
      const data = await loadSellerCampaign(ctx.database.db, seller.shopId, id, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    });
}
