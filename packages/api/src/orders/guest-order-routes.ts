import { orderLookupSchema } from '@cho-dep/core/orders/order-lookup';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { buyerOrderDetailSchema } from './buyer-order-schemas';
import { lookupOrder, signedOrderDetail } from './guest-order-access';

const tags = ['Buyer orders'];
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const unknownOrder = {
  ...errorResponses[404],
  description: 'No order with this code and contact (the same answer whichever part is wrong)',
};

const signedDetailRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/orders/{id}',
  tags,
  summary: 'One order opened by its signed link (order e-mail, lookup): no login, no actions',
  request: {
    params: z.object({ id: z.string() }),
    query: z.object({ t: z.string().max(64).openapi({ description: 'The token naming this order' }) }),
  },
  responses: {
    200: json(buyerOrderDetailSchema, 'The order'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const lookupRoute = createRoute({
  method: 'post',
  path: '/api/v1/public/orders/lookup',
  tags,
  summary: 'Order lookup: an order code and the phone or e-mail it was placed with',
  description:
    'Answers the order id and a token for GET /api/v1/public/orders/{id}. Every try counts against the IP (10 per 15 minutes, then 429 RATE_LIMITED); a wrong code and a wrong contact answer the same 404.',
  request: { body: { required: true, content: { 'application/json': { schema: orderLookupSchema } } } },
  responses: {
    200: json(z.object({ orderId: z.string(), code: z.string(), token: z.string() }), 'The order found'),
    400: errorResponses[400],
    404: unknownOrder,
    429: errorResponses[429],
  },
});

/** Orders without a login: the signed link a guest is e-mailed, and the lookup by code and contact. */
export function guestOrderRoutes() {
  return createRouter()
    .openapi(lookupRoute, async (c) => {
      const found = await lookupOrder(c.get('app'), c.get('info').ip, c.req.valid('json'));
      return c.json({ data: found }, 200);
    })
    .openapi(signedDetailRoute, async (c) => {
      const detail = await signedOrderDetail(c.get('app'), c.req.valid('param').id, c.req.valid('query').t);
      return c.json({ data: detail }, 200);
    });
}
