import { analyticsQuerySchema, periodChoiceOf } from '@cho-dep/core/seller-analytics/analytics-query-schema';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerForbidden as forbidden } from '../http/seller-resource-routes';
import { CONTENT_TYPES } from '../products/bulk/spreadsheet-files';
import { requireSellerShop } from '../shops/current-shop';
import { analyticsWorkbook, exportFileName } from './analytics-export';
import { loadAnalyticsOverview } from './analytics-queries';
import { analyticsOverviewSchema, sellerDashboardSchema, sellerPerformanceSchema } from './analytics-schemas';
import { loadSellerDashboard, loadSellerPerformance } from './dashboard-queries';

const TAG = 'Seller analytics';
const BASE = '/api/v1/seller/analytics';
const definitions =
  "Days are the shop's calendar days (Asia/Ho_Chi_Minh, Asia/Seoul for Korean shops). Counted orders: placed, not cancelled, not awaiting an online payment, by the time they were placed. Revenue: goods_total − shop_discount (seller-funded vouchers lower it; platform vouchers and shipping do not). Conversion: orders ÷ product page views. Period: preset (today, yesterday, last7, last30, thisMonth) or from and to (YYYY-MM-DD, at most 366 days); default last30. The previous period has the same length and ends the day before.";

const overviewRoute = createRoute({
  method: 'get',
  path: `${BASE}/overview`,
  tags: [TAG],
  summary:
    "The shop's figures over a period against the one before, by day, week or month, with top products",
  description: definitions,
  request: { query: analyticsQuerySchema },
  responses: {
    200: {
      description: 'Totals, previous totals, changes (percent), series and top products',
      content: { 'application/json': { schema: dataSchema(analyticsOverviewSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: `${BASE}/export`,
  tags: [TAG],
  summary: 'The overview of the same query as an XLSX file (summary, series, top products)',
  description: definitions,
  request: { query: analyticsQuerySchema },
  responses: {
    200: {
      description: 'The workbook',
      content: { [CONTENT_TYPES.xlsx]: { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const performanceRoute = createRoute({
  method: 'get',
  path: `${BASE}/performance`,
  tags: [TAG],
  summary: 'Cancellation, late hand-over and return rates and the average rating over a period',
  description: `${definitions} Rates are over orders placed in the period; see decision 024.`,
  request: { query: analyticsQuerySchema },
  responses: {
    200: {
      description: 'The rates and their counts',
      content: { 'application/json': { schema: dataSchema(sellerPerformanceSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const dashboardRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/dashboard',
  tags: [TAG],
  summary:
    'To-do counts (orders to confirm, to hand over, in delivery, requests, products), today vs yesterday, last 30 days',
  description: definitions,
  responses: {
    200: {
      description: 'The dashboard',
      content: { 'application/json': { schema: dataSchema(sellerDashboardSchema) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

async function overviewOf(c: Context<ApiEnv>, shopId: string, q: z.infer<typeof analyticsQuerySchema>) {
  const app = c.get('app');
  return loadAnalyticsOverview(app.database.db, {
    shopId,
    choice: periodChoiceOf(q),
    granularity: q.granularity,
    now: app.now(),
    urlOf: app.storage.urlOf,
  });
}

/** The seller centre's dashboard, reports and performance (decision 024). */
export function sellerAnalyticsRoutes() {
  return createRouter()
    .openapi(dashboardRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const app = c.get('app');
      return c.json({ data: await loadSellerDashboard(app.database.db, seller.shopId, app.now()) }, 200);
    })
    .openapi(overviewRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await overviewOf(c, seller.shopId, c.req.valid('query')) }, 200);
    })
    .openapi(performanceRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const app = c.get('app');
      const q = c.req.valid('query');
      const data = await loadSellerPerformance(app.database.db, seller.shopId, periodChoiceOf(q), app.now());
      return c.json({ data }, 200);
    })
    .openapi(exportRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const overview = await overviewOf(c, seller.shopId, c.req.valid('query'));
      const body = await analyticsWorkbook(overview, c.get('info').language);
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': CONTENT_TYPES.xlsx,
        'Content-Disposition': `attachment; filename="${exportFileName(overview)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
