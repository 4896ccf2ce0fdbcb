import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { requireKol } from '../kol-access';
import { conversionDetail, listConversions } from './conversion-queries';
import {
  conversionDetailSchema,
  conversionPageSchema,
  dashboardSchema,
  statementSchema,
} from './conversion-schemas';
import { kolDashboard } from './dashboard-query';
import { kolStatements } from './statement-query';

const tags = ['Affiliate KOL area'];
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const notKol = {
  ...errorResponses[401],
  description: 'Signed out (UNAUTHENTICATED) or not an approved KOL (AFFILIATE_NOT_KOL, 403)',
};
export const conversionListQuery = z.object({
  status: z.enum(['all', 'pending', 'approved', 'cancelled']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const dashboardRoute = createRoute({
  method: 'get',
  path: '/api/v1/affiliate/dashboard',
  tags,
  summary: 'Clicks, orders, conversion rate and commission over the last 30 days, with the same by day',
  responses: { 200: json(dashboardSchema, 'The overview'), 401: notKol },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/affiliate/conversions',
  tags,
  summary: "The KOL's conversion orders, newest first, 20 a page; the buyer's name masked",
  request: { query: conversionListQuery },
  responses: { 200: json(conversionPageSchema, 'Conversion orders'), 400: errorResponses[400], 401: notKol },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/api/v1/affiliate/conversions/{orderId}',
  tags,
  summary:
    'One conversion order: why it counted (link, click, window left) or not, and each line’s commission',
  request: { params: z.object({ orderId: z.string() }) },
  responses: { 200: json(conversionDetailSchema, 'The order'), 401: notKol, 404: errorResponses[404] },
});
const statementsRoute = createRoute({
  method: 'get',
  path: '/api/v1/affiliate/statements',
  tags,
  summary: 'Monthly statements of the last 12 months: approved commission, personal income tax withheld, net',
  responses: { 200: json(z.array(statementSchema), 'Statements, newest first'), 401: notKol },
});

/** A KOL's figures: the dashboard, conversion orders, monthly statements. */
export function conversionRoutes() {
  return createRouter()
    .openapi(dashboardRoute, async (c) => {
      const { userId } = await requireKol(c);
      return c.json({ data: await kolDashboard(c.get('app'), userId) }, 200);
    })
    .openapi(listRoute, async (c) => {
      const { userId } = await requireKol(c);
      const { status, page } = c.req.valid('query');
      return c.json({ data: await listConversions(c.get('app'), userId, status, page) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const { userId } = await requireKol(c);
      return c.json(
        { data: await conversionDetail(c.get('app'), userId, c.req.valid('param').orderId) },
        200,
      );
    })
    .openapi(statementsRoute, async (c) => {
      const { userId } = await requireKol(c);
      return c.json({ data: await kolStatements(c.get('app'), userId) }, 200);
    });
}
