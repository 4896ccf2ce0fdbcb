import { SIZE_CHART_TYPES } from '@cho-dep/core/catalog/size-chart';
import { sizeChartInputSchema } from '@cho-dep/core/catalog/size-chart-schema';
import { SIZE_CHART_TEMPLATES } from '@cho-dep/core/catalog/size-chart-templates';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { sellerResourceAnswers } from '../../http/seller-resource-routes';
import { requireSellerShop } from '../../shops/current-shop';
import { sizeChartSchema, sizeChartTemplateSchema } from './size-chart-schemas';
import {
  createSizeChart,
  deleteSizeChart,
  listSizeCharts,
  loadSizeChart,
  updateSizeChart,
} from './size-chart-service';

const TAG = 'Seller size charts';
const BASE = '/api/v1/seller/size-charts';
const {
  forbidden,
  notFound,
  detailAnswer: chartAnswer,
  idParams,
} = sellerResourceAnswers('size chart', sizeChartSchema);
const body = { required: true, content: { 'application/json': { schema: sizeChartInputSchema } } };
const rules = `At least ${LIMITS.sizeCharts.rowsMin} and at most ${LIMITS.sizeCharts.rowsMax} sizes with unique names; values ${LIMITS.sizeCharts.valueMinCm}-${LIMITS.sizeCharts.valueMaxCm} cm by half cm, min <= max; only the attributes the type allows (see the templates), the same ones on every row.`;

const templatesRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/size-chart-templates',
  tags: [TAG],
  summary: 'The system templates, one per chart type: allowed attributes, default columns and sizes in cm',
  responses: {
    200: {
      description: 'Templates in data',
      content: { 'application/json': { schema: dataSchema(z.array(sizeChartTemplateSchema)) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: [TAG],
  summary: "The shop's size charts, last changed first (the product form offers them)",
  responses: {
    200: {
      description: 'The charts in data',
      content: { 'application/json': { schema: dataSchema(z.array(sizeChartSchema)) } },
    },
    401: errorResponses[401],
    403: forbidden,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'One size chart of the shop',
  request: { params: idParams },
  responses: { 200: chartAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

const createChartRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: 'A new size chart',
  description: `${rules} A shop has at most ${LIMITS.sizeCharts.perShopMax} charts (409 CONFLICT).`,
  request: { body },
  responses: {
    201: chartAnswer,
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
  summary: 'Replace a size chart; the products that use it show the new sizes',
  description: rules,
  request: { params: idParams, body },
  responses: {
    200: chartAnswer,
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
  summary: 'Delete a size chart; products that used it stay on sale without a chart',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

/** The seller centre's size charts: /ban-hang/quan-ly-size-chart. */
export function sizeChartRoutes() {
  return createRouter()
    .openapi(templatesRoute, async (c) => {
      await requireSellerShop(c);
      const templates = SIZE_CHART_TYPES.map((type) => {
        const t = SIZE_CHART_TEMPLATES[type];
        return {
          type,
          allowed: [...t.allowed],
          columns: [...t.columns],
          rows: t.rows.map((r) => ({ ...r })),
        };
      });
      return c.json({ data: templates }, 200);
    })
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await listSizeCharts(c.get('app').database.db, seller.shopId) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json(
        { data: await loadSizeChart(c.get('app').database.db, seller.shopId, c.req.valid('param').id) },
        200,
      );
    })
    .openapi(createChartRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const id = await createSizeChart(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      return c.json({ data: await loadSizeChart(ctx.database.db, seller.shopId, id) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await updateSizeChart(ctx.database.db, seller.shopId, id, c.req.valid('json'), ctx.now());
      return c.json({ data: await loadSizeChart(ctx.database.db, seller.shopId, id) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await deleteSizeChart(c.get('app').database.db, seller.shopId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
