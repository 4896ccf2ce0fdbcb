import { BUYER_ORDER_TABS, CANCEL_REASON_CODES } from '@cho-dep/core/orders/buyer-order-tabs';
import { ORDER_STATUSES } from '@cho-dep/core/orders/order-statuses';
import { translate } from '@cho-dep/i18n/translate';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { refundIfDue } from '../returns/issue-refunds';
import { buyAgain, cancelBuyerOrder, confirmReceipt } from './buyer-order-actions';
import { buyerOrderDetail, listBuyerOrders } from './buyer-order-queries';
import { buyAgainAnswerSchema, buyerOrderDetailSchema, buyerOrderListSchema } from './buyer-order-schemas';

const BASE = '/api/v1/mobile/orders';
const tags = ['Buyer orders'];
const security = [{ bearerAuth: [] }];
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const idParam = z.object({ id: z.string().openapi({ description: 'The order id' }) });
const notMine = {
  ...errorResponses[404],
  description: "No such order of this buyer (another buyer's included)",
};

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  security,
  summary: "The signed-in buyer's orders in one tab (stage), newest first, with the count of every tab",
  request: {
    query: z.object({
      tab: z.enum(BUYER_ORDER_TABS).optional().default('all'),
      page: z.coerce.number().int().min(1).max(1000).optional().default(1),
    }),
  },
  responses: {
    200: json(buyerOrderListSchema, 'A page of orders and the tab counts'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: 'One order: timeline, shipping and tracking, money totals, vouchers, the actions open now',
  description: 'Pay again for an unpaid order: POST /api/v1/mobile/checkout/{checkoutId}/pay.',
  request: { params: idParam },
  responses: { 200: json(buyerOrderDetailSchema, 'The order'), 401: errorResponses[401], 404: notMine },
});

const changed = json(
  z.object({
    status: z.enum(ORDER_STATUSES),
    outcome: z.enum(['cancelled', 'requested', 'confirmed']),
    refundDue: z.boolean(),
  }),
  'The order after the action',
);

const cancelRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/cancel`,
  tags,
  security,
  summary: 'Cancel an order (before the seller confirms) or ask the seller to cancel it (after)',
  description:
    "`outcome` says which happened: 'cancelled' at once, or 'requested' (the order is cancellation_pending until the seller accepts or refuses). A shipping or finished order: 409 ORDER_TRANSITION_REFUSED. `refundDue`: the order was paid online and its money must go back.",
  request: {
    params: idParam,
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ reasonCode: z.enum(CANCEL_REASON_CODES) }) } },
    },
  },
  responses: {
    200: changed,
    400: errorResponses[400],
    401: errorResponses[401],
    404: notMine,
    409: errorResponses[409],
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/confirm-receipt`,
  tags,
  security,
  summary: '"Đã nhận được hàng": the buyer confirms receipt; the order is completed',
  request: { params: idParam },
  responses: { 200: changed, 401: errorResponses[401], 404: notMine, 409: errorResponses[409] },
});

const buyAgainRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/buy-again`,
  tags,
  security,
  summary: "Put the order's variants back in the cart, selected; sold-out ones are skipped and listed",
  request: { params: idParam },
  responses: {
    200: json(buyAgainAnswerSchema, 'The cart count, the variants added and those skipped'),
    401: errorResponses[401],
    404: notMine,
  },
});

const reasonsRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/reasons',
  tags,
  summary: "Why a buyer cancels an order: codes and words in the request's language",
  responses: {
    200: json(
      z.object({ data: z.array(z.object({ code: z.enum(CANCEL_REASON_CODES), label: z.string() })) }),
      'The reasons, in data.data',
    ),
  },
});

export function buyerOrderRoutes() {
  return createRouter()
    .openapi(reasonsRoute, (c) => {
      const language = c.get('info').language;
      const data = CANCEL_REASON_CODES.map((code) => ({
        code,
        label: translate(language, `orders.cancelReasons.${code}`),
      }));
      return c.json({ data: { data } }, 200);
    })
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const { tab, page } = c.req.valid('query');
      const list = await listBuyerOrders(ctx.database.db, {
        userId: user.userId,
        tab,
        page,
        now: ctx.now(),
        urlOf: (key) => ctx.storage.urlOf(key),
      });
      return c.json({ data: list }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const detail = await buyerOrderDetail(ctx.database.db, {
        owner: { userId: user.userId },
        orderId: c.req.valid('param').id,
        now: ctx.now(),
        urlOf: (key) => ctx.storage.urlOf(key),
      });
      return c.json({ data: detail }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const result = await cancelBuyerOrder(ctx.database.db, {
        userId: user.userId,
        orderId: c.req.valid('param').id,
        reasonCode: c.req.valid('json').reasonCode,
        now: ctx.now(),
      });
      // A paid order cancelled at once gets its money back through its gateway.
      await refundIfDue(ctx, c.req.valid('param').id, result.refundDue);
      return c.json({ data: result }, 200);
    })
    .openapi(confirmRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const status = await confirmReceipt(ctx.database.db, {
        userId: user.userId,
        orderId: c.req.valid('param').id,
        now: ctx.now(),
      });
      return c.json({ data: { status, outcome: 'confirmed' as const, refundDue: false } }, 200);
    })
    .openapi(buyAgainRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const result = await buyAgain(ctx.database.db, {
        userId: user.userId,
        orderId: c.req.valid('param').id,
        now: ctx.now(),
      });
      return c.json({ data: result }, 200);
    });
}
