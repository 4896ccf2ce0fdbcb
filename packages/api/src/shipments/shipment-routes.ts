import { AppError } from '@cho-dep/core/errors/app-error';
import { handOverSchema } from '@cho-dep/core/orders/seller-order-inputs';
import { instantSchema } from '@cho-dep/core/validation/date-fields';
import { unstorableTextPaths } from '@cho-dep/core/validation/storable-text';
import {
  ghnWebhookType,
  verifyGhnWebhook,
  verifyGhtkWebhook,
} from '@cho-dep/integrations/shipping/carrier-webhooks';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { requireSellerShop } from '../shops/current-shop';
import { applyCarrierEvent } from './apply-carrier-event';
import { carrierSettingsOf } from './carrier-settings';
import { handOverOrder, markSelfShippedDelivered } from './hand-over-order';
import { shippingViewSchema } from './shipping-view';

const TAG = 'Seller orders';
const idParams = z.object({ id: z.string().openapi({ description: 'The order id' }) });

const shippingAnswer = {
  description: "The order's shipping fields after the call",
  content: { 'application/json': { schema: dataSchema(shippingViewSchema) } },
};

const sellerErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: { description: 'No approved shop', content: { 'application/json': { schema: errorBodySchema } } },
  404: { ...errorResponses[404], description: "No such order in the caller's shop" },
  409: {
    description:
      'Not awaiting pickup (ORDER_TRANSITION_REFUSED), another shipping method (SHIPPING_METHOD_MISMATCH), no pickup address (MISSING_PICKUP_ADDRESS)',
    content: { 'application/json': { schema: errorBodySchema } },
  },
};

const shipRoute = createRoute({
  method: 'post',
  path: '/api/v1/seller/orders/{id}/ship',
  tags: [TAG],
  summary: 'Hand the order over: create the GHN / GHTK shipment, or ship it yourself with a waybill code',
  description:
    "The method must be the one the buyer chose. GHN and GHTK: the carrier order is created from the shop's pickup address ('Missing pickup address' without one); the order stays awaiting pickup until the carrier reports the pickup; asking again answers the same shipment. Self-shipping: the waybill code is required and the order is shipping at once.",
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: handOverSchema } } },
  },
  responses: { 200: shippingAnswer, ...sellerErrors },
});

const deliveredRoute = createRoute({
  method: 'post',
  path: '/api/v1/seller/orders/{id}/delivered',
  tags: [TAG],
  summary: 'Self-shipped orders: the shop reports the delivery (shipping -> delivered)',
  description:
    'Carriers report their deliveries by webhook; this is SHIPPING_METHOD_MISMATCH for their orders. Completion follows after the buyer confirms or the waiting days pass.',
  request: { params: idParams },
  responses: { 200: shippingAnswer, ...sellerErrors },
});

/**
 * The carrier's time of the scan. One we cannot read, or one no parcel could have (year 0,
 * year 275760), counts as "now": the status still moves, and the carrier is not made to retry a
 * report that would never read better.
 */
function actionTimeOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = instantSchema().safeParse(value);
  return time.success ? time.data : null;
}

/**
 * The fields of GHN's callback we read; the rest of GHN's documented body (CODAmount,
 * CODTransferDate, Fee {...}, Weight, Warehouse...) is kept as it came, in the event's payload.
 */
const ghnBodySchema = z
  .object({
    Type: z.string().max(64).nullish(),
    OrderCode: z.string().trim().min(1).max(64),
    Status: z.string().trim().min(1).max(64),
    Time: z.string().nullish(),
    ShopID: z.union([z.number(), z.string()]).nullish(),
  })
  .passthrough();

const ghtkFormSchema = z.object({
  label_id: z.string().trim().min(1).max(64),
  partner_id: z.string().max(64).optional(),
  status_id: z
    .string()
    .trim()
    .regex(/^-?\d{1,4}$/),
  action_time: z.string().optional(),
  reason_code: z.string().optional(),
  reason: z.string().optional(),
  weight: z.string().optional(),
  fee: z.string().optional(),
});

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  // Plain routes miss the validation hook's text check, so the carriers' bodies get it here.
  if (!result.success || unstorableTextPaths(result.data).length > 0) {
    throw new AppError('VALIDATION_FAILED');
  }
  return result.data;
}

/**
 * Handing orders over (seller centre) and the carriers' status webhooks.
 * The webhooks are plain routes: the carriers send their own formats (GHN JSON, GHTK a form),
 * each to the callback URL we registered with our secret in it (`?token=`, `?hash=`), and
 * want HTTP 200; they are listed in the OpenAPI document all the same.
 */
export function shipmentRoutes() {
  const router = createRouter();

  router.openapi(shipRoute, async (c) => {
    const seller = await requireSellerShop(c);
    const body = c.req.valid('json');
    const input =
      body.method === 'self'
        ? { method: 'self' as const, waybillCode: body.waybillCode ?? '' }
        : { method: body.method };
    const view = await handOverOrder(
      c.get('app'),
      { shopId: seller.shopId, userId: seller.user.userId, orderId: c.req.valid('param').id },
      input,
    );
    return c.json({ data: view }, 200);
  });

  router.openapi(deliveredRoute, async (c) => {
    const seller = await requireSellerShop(c);
    const view = await markSelfShippedDelivered(c.get('app'), {
      shopId: seller.shopId,
      userId: seller.user.userId,
      orderId: c.req.valid('param').id,
    });
    return c.json({ data: view }, 200);
  });

  router.post('/api/v1/carriers/ghn/webhook', async (c: Context<ApiEnv>) => {
    const ctx = c.get('app');
    if (!verifyGhnWebhook(carrierSettingsOf(ctx.config).ghn, c.req.query('token'))) {
      ctx.logger.warn({ carrier: 'ghn' }, 'carrier webhook refused');
      throw new AppError('UNAUTHENTICATED');
    }
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new AppError('VALIDATION_FAILED');
    }
    const body = parsed(ghnBodySchema, json);
    // The token proves GHN; the shop id says the report is about our GHN account.
    if (
      body.ShopID !== undefined &&
      body.ShopID !== null &&
      String(body.ShopID) !== carrierSettingsOf(ctx.config).ghn.shopId
    ) {
      throw new AppError('UNAUTHENTICATED');
    }
    // GHN spells it "Switch_status" in its documentation and "switch_status" elsewhere.
    const type = ghnWebhookType(body.Type);
    const outcome = await applyCarrierEvent(ctx, {
      carrier: 'ghn',
      trackingCode: body.OrderCode,
      carrierStatus: body.Status,
      actionTime: actionTimeOf(body.Time),
      kind: type,
      statusReport: type === 'switch_status' || type === 'create',
      payload: body as Record<string, unknown>,
    });
    return c.json({ data: { outcome } }, 200);
  });

  router.post('/api/v1/carriers/ghtk/webhook', async (c: Context<ApiEnv>) => {
    const ctx = c.get('app');
    if (!verifyGhtkWebhook(carrierSettingsOf(ctx.config).ghtk, c.req.query('hash'))) {
      ctx.logger.warn({ carrier: 'ghtk' }, 'carrier webhook refused');
      throw new AppError('UNAUTHENTICATED');
    }
    const form = parsed(ghtkFormSchema, await c.req.parseBody());
    const outcome = await applyCarrierEvent(ctx, {
      carrier: 'ghtk',
      trackingCode: form.label_id,
      carrierStatus: String(Number(form.status_id)),
      actionTime: actionTimeOf(form.action_time),
      payload: form,
    });
    return c.json({ data: { outcome } }, 200);
  });

  describeWebhooks(router);
  return router;
}

function describeWebhooks(router: ReturnType<typeof createRouter>) {
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/v1/carriers/ghn/webhook',
    tags: ['Carriers'],
    summary:
      "GHN status callback (GHN's JSON: Type, OrderCode, Status, Time, CODAmount, Fee, ...; ?token= in the registered URL)",
    description:
      'Refused with 401 without the secret `token` query parameter of the URL registered with GHN (GHN sends no header of ours). `Type` is read without case (GHN writes "Switch_status"). Every report is recorded once (a replay changes nothing); the shipment only moves forwards; the order follows (picked -> shipping, delivered -> delivered, returned -> cancelled). Answers 200 with the outcome.',
    responses: { 200: { description: 'Received' }, 401: errorResponses[401] },
  });
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/v1/carriers/ghtk/webhook',
    tags: ['Carriers'],
    summary:
      'GHTK status callback (form: label_id, partner_id, status_id, action_time, reason_code, reason, weight, fee; ?hash=)',
    description:
      'Refused with 401 without the hash registered with GHTK. Recorded once, applied forwards only, as the GHN callback. Answers 200 with the outcome.',
    responses: { 200: { description: 'Received' }, 401: errorResponses[401] },
  });
}
