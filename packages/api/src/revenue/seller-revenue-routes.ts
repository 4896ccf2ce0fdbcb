import { AppError } from '@cho-dep/core/errors/app-error';
import { SETTLEMENT_STATES } from '@cho-dep/core/settlement/revenue-breakdown';
import {
  SETTLEMENT_PERIOD_PATTERN,
  settlementPeriodSchema,
} from '@cho-dep/core/settlement/settlement-period';
import { createRoute, z } from '@hono/zod-openapi';
import { requireRole } from '../accounts/current-user';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerForbidden as forbidden } from '../http/seller-resource-routes';
import { CONTENT_TYPES } from '../products/bulk/spreadsheet-files';
import { requireSellerShop } from '../shops/current-shop';
import { feeRulesOf } from './revenue-facts';
import { listRevenue, listSettlements, loadRevenueDetail, loadSettlement } from './seller-revenue-queries';
import {
  feeRulesAnswerSchema,
  revenueDetailSchema,
  revenueListSchema,
  settlementDetailSchema,
  settlementSummarySchema,
} from './seller-revenue-schemas';
import { settlementWorkbook } from './settlement-export';

const TAG = 'Seller revenue';
const seller = { 401: errorResponses[401], 403: forbidden };
const period = z
  .string()
  .regex(SETTLEMENT_PERIOD_PATTERN, 'sellerRevenue.periodInvalid')
  .openapi({ description: 'A Vietnam calendar month, YYYY-MM', example: '2026-11' });
const periodParams = z.object({ period });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/revenue',
  tags: [TAG],
  summary: "The shop's revenue per order: to be settled (not completed yet) or settled, with totals",
  description:
    'tab=pending: orders placed in the period and not completed yet (estimated fees); tab=settled: orders completed in the period. Without a period, all of them. Cancelled and unpaid online orders earn nothing and are left out. The totals cover the whole tab, not just the page.',
  request: {
    query: z.object({
      tab: z.enum(SETTLEMENT_STATES).default('pending'),
      period: period.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'The page and the totals',
      content: { 'application/json': { schema: dataSchema(revenueListSchema) } },
    },
    400: errorResponses[400],
    ...seller,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/revenue/orders/{orderId}',
  tags: [TAG],
  summary:
    'The revenue detail of one order: goods, discounts by payer, shipping, fees with waivers, VAT/PIT, returns, net',
  request: { params: z.object({ orderId: z.string().openapi({ description: 'The order id' }) }) },
  responses: {
    200: {
      description: 'The detail',
      content: { 'application/json': { schema: dataSchema(revenueDetailSchema) } },
    },
    ...seller,
    404: {
      description: "No such order in the caller's shop, or one that earns nothing (cancelled, unpaid)",
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

const statementsRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/settlements',
  tags: [TAG],
  summary: 'Monthly settlement statements of the last 12 months (from the shop’s first month), newest first',
  responses: {
    200: {
      description: 'One summary per month',
      content: { 'application/json': { schema: dataSchema(z.array(settlementSummarySchema)) } },
    },
    ...seller,
  },
});

const statementRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/settlements/{period}',
  tags: [TAG],
  summary: 'One month’s statement: the orders completed in it, the totals, and what is carried over',
  request: { params: periodParams },
  responses: {
    200: {
      description: 'The statement',
      content: { 'application/json': { schema: dataSchema(settlementDetailSchema) } },
    },
    400: errorResponses[400],
    ...seller,
  },
});

const feeRulesRoute = createRoute({
  method: 'get',
  path: '/api/v1/admin/fee-rules',
  tags: ['Admin'],
  summary: 'The seller fee rules in force and the configured reading of the year-one service fee (read only)',
  description: 'SERVICE_FEE_YEAR_ONE=waived|charged picks the reading of product.md §1 (decision 025).',
  responses: {
    200: {
      description: 'The rules',
      content: { 'application/json': { schema: dataSchema(feeRulesAnswerSchema) } },
    },
    401: errorResponses[401],
    403: { description: 'Not an admin', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

/** Revenue detail and settlement statements of the seller centre. */
export function sellerRevenueRoutes() {
  const router = createRouter();
  // The file route first, by hand (a binary answer), then described for OpenAPI below.
  router.get('/api/v1/seller/settlements/:period/export', async (c) => {
    const shop = await requireSellerShop(c);
    const parsed = settlementPeriodSchema.safeParse(c.req.param('period'));
    if (!parsed.success) throw new AppError('VALIDATION_FAILED');
    const ctx = c.get('app');
    const statement = await loadSettlement(ctx, shop.shopId, parsed.data, (key) => ctx.storage.urlOf(key));
    const body = await settlementWorkbook(statement, c.get('info').language);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': CONTENT_TYPES.xlsx,
      'Content-Disposition': `attachment; filename="sao-ke-${parsed.data}.xlsx"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/v1/seller/settlements/{period}/export',
    tags: [TAG],
    summary: 'One month’s statement as XLSX (summary sheet and one row per order), in the seller’s language',
    request: { params: periodParams },
    responses: { 200: { description: 'The XLSX file (attachment)' }, 400: errorResponses[400], ...seller },
  });

  return router
    .openapi(listRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json({ data: await listRevenue(c.get('app'), shop.shopId, c.req.valid('query')) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json(
        { data: await loadRevenueDetail(c.get('app'), shop.shopId, c.req.valid('param').orderId) },
        200,
      );
    })
    .openapi(statementsRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json({ data: await listSettlements(c.get('app'), shop.shopId) }, 200);
    })
    .openapi(statementRoute, async (c) => {
      const shop = await requireSellerShop(c);
      const ctx = c.get('app');
      const statement = await loadSettlement(ctx, shop.shopId, c.req.valid('param').period, (key) =>
        ctx.storage.urlOf(key),
      );
      return c.json({ data: statement }, 200);
    })
    .openapi(feeRulesRoute, async (c) => {
      requireRole(c, 'admin');
      const config = c.get('app').config;
      return c.json(
        { data: { serviceFeeYearOne: config.SERVICE_FEE_YEAR_ONE, rules: feeRulesOf(config) } },
        200,
      );
    });
}
