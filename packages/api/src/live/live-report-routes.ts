import { createRoute } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerForbidden as forbidden } from '../http/seller-resource-routes';
import { requireSellerShop } from '../shops/current-shop';
import { liveReportSchema, shopLiveReport } from './live-report';

const reportRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/analytics/lives',
  tags: ['Seller analytics'],
  summary:
    "The shop's latest lives that went on air, each with its viewer peak and the orders and revenue attributed to it, with totals (cancelled and refunded orders left out)",
  responses: {
    200: {
      description: 'The lives and their totals',
      content: { 'application/json': { schema: dataSchema(liveReportSchema.openapi('LiveReport')) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

/** The "Live" section of the seller analytics. */
export function liveReportRoutes() {
  return createRouter().openapi(reportRoute, async (c) => {
    const seller = await requireSellerShop(c);
    return c.json({ data: await shopLiveReport(c.get('app'), seller.shopId) }, 200);
  });
}
