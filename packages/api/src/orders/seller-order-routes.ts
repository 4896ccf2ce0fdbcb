import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  buyerRatingSchema,
  sellerCancelSchema,
  sellerNoteSchema,
} from '@cho-dep/core/orders/seller-order-inputs';
import { SELLER_ORDER_TABS } from '@cho-dep/core/orders/seller-order-rules';
import { calendarDaySchema } from '@cho-dep/core/validation/date-fields';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerResourceAnswers } from '../http/seller-resource-routes';
import { refundIfDue } from '../returns/issue-refunds';
import { feeRulesOf } from '../revenue/revenue-facts';
import { requireSellerShop } from '../shops/current-shop';
import { rateBuyer, type SellerOrderEvent, sendSellerEvent, setSellerNote } from './seller-order-actions';
import { listSellerOrders, loadSellerOrder } from './seller-order-queries';
import { sellerOrderDetailSchema, sellerOrderListSchema } from './seller-order-schemas';

const L = LIMITS.sellerOrders;
const TAG = 'Seller orders';
const day = calendarDaySchema().openapi({ format: 'date', description: 'YYYY-MM-DD, a real day' });

const { forbidden, notFound, detailAnswer, idParams } = sellerResourceAnswers(
  'order',
  sellerOrderDetailSchema,
);
const actionErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: forbidden,
  404: notFound,
  409: { ...errorResponses[409], description: 'ORDER_TRANSITION_REFUSED: not possible at the order stage' },
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/orders',
  tags: [TAG],
  summary: "The shop's orders: one page of a stage tab, newest first, with the count of every tab",
  description:
    'q matches the order code or the buyer name (account or recipient, accents ignored); from/to are days in Vietnam time, both included. Counts follow q and the dates. Approved shops only (403 otherwise).',
  request: {
    query: z.object({
      tab: z.enum(SELLER_ORDER_TABS).default('all'),
      q: z.string().max(L.searchMax).optional(),
      from: day.optional(),
      to: day.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'The page, in data.data; total, page, pageSize and counts beside it',
      content: { 'application/json': { schema: dataSchema(sellerOrderListSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/orders/{id}',
  tags: [TAG],
  summary:
    'One order of the shop: lines, recipient, money, shipping, history, notes and the actions open now',
  description:
    "The recipient's phone is masked to its last two digits (product.md §9) except while the seller has the parcel to send.",
  request: { params: idParams },
  responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

function eventRoute(path: string, summary: string) {
  return createRoute({
    method: 'post',
    path: `/api/v1/seller/orders/{id}/${path}`,
    tags: [TAG],
    summary,
    request: { params: idParams },
    responses: { 200: detailAnswer, ...actionErrors },
  });
}

const confirmRoute = eventRoute('confirm', 'Confirm the order (awaiting confirmation -> awaiting pickup)');
const cancelRoute = createRoute({
  method: 'post',
  path: '/api/v1/seller/orders/{id}/cancel',
  tags: [TAG],
  summary: 'Cancel the order with a reason before it ships: stock goes back; a paid order is owed a refund',
  request: {
    params: idParams,
    body: {
      required: true,
      content: {
        'application/json': { schema: sellerCancelSchema },
      },
    },
  },
  responses: { 200: detailAnswer, ...actionErrors },
});
const acceptCancelRoute = eventRoute(
  'cancel-request/accept',
  "Accept the buyer's cancel request: the order is cancelled",
);
const refuseCancelRoute = eventRoute(
  'cancel-request/refuse',
  "Refuse the buyer's cancel request: the order goes back to awaiting pickup",
);

const noteRoute = createRoute({
  method: 'put',
  path: '/api/v1/seller/orders/{id}/note',
  tags: [TAG],
  summary: "The seller's private note on the order (empty clears it)",
  request: {
    params: idParams,
    body: {
      required: true,
      content: { 'application/json': { schema: sellerNoteSchema } },
    },
  },
  responses: {
    200: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
  },
});

const ratingRoute = createRoute({
  method: 'post',
  path: '/api/v1/seller/orders/{id}/buyer-rating',
  tags: [TAG],
  summary: 'Rate the buyer of the order, once, after delivery and before the deadline',
  description: `The deadline is ${L.buyerRatingDays} days after the order completed. Outside the window: 409 BUYER_RATING_NOT_ALLOWED; a second rating: 409 BUYER_ALREADY_RATED.`,
  request: {
    params: idParams,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: buyerRatingSchema,
        },
      },
    },
  },
  responses: { 200: detailAnswer, ...actionErrors },
});

async function detailOf(c: Context<ApiEnv>, shopId: string, orderId: string) {
  const ctx = c.get('app');
  return loadSellerOrder(
    ctx.database.db,
    shopId,
    orderId,
    (key) => ctx.storage.urlOf(key),
    ctx.now(),
    feeRulesOf(ctx.config),
  );
}

/** The seller centre's orders. Handing over to a carrier lives in shipments. */
export function sellerOrderRoutes() {
  const router = createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const list = await listSellerOrders(ctx.database.db, seller.shopId, c.req.valid('query'), (key) =>
        ctx.storage.urlOf(key),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await detailOf(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(noteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await setSellerNote(c.get('app').database.db, seller.shopId, {
        orderId: id,
        note: c.req.valid('json').note,
        now: c.get('app').now(),
      });
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(ratingRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await rateBuyer(c.get('app').database.db, seller.shopId, {
        orderId: id,
        ...c.req.valid('json'),
        now: c.get('app').now(),
      });
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    });

  const events: [typeof confirmRoute, SellerOrderEvent][] = [
    [confirmRoute, 'seller_confirm'],
    [acceptCancelRoute, 'seller_accept_cancel'],
    [refuseCancelRoute, 'seller_refuse_cancel'],
  ];
  for (const [route, event] of events) {
    router.openapi(route, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      const { refundDue } = await sendSellerEvent(c.get('app').database.db, seller, {
        orderId: id,
        event,
        now: c.get('app').now(),
      });
      await refundIfDue(c.get('app'), id, refundDue);
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    });
  }
  router.openapi(cancelRoute, async (c) => {
    const seller = await requireSellerShop(c);
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const { refundDue } = await sendSellerEvent(c.get('app').database.db, seller, {
      orderId: id,
      event: 'seller_cancel',
      note: reason,
      now: c.get('app').now(),
    });
    // A paid order's money goes back through its gateway once the cancel is committed.
    await refundIfDue(c.get('app'), id, refundDue);
    return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
  });
  return router;
}
