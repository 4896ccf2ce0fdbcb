import { checkoutDraftSchema, placeOrderSchema } from '@cho-dep/core/checkout/checkout-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError, isAppError } from '@cho-dep/core/errors/app-error';
import { channelOf } from '@cho-dep/core/vouchers/voucher-channel';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AFFILIATE_COOKIE, readCookie } from '../accounts/auth-cookies';
import { findUserById } from '../accounts/user-records';
import { publicOrigin } from '../app/public-origin';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { paymentLinkFor } from '../payments/start-payment';
import { checkoutQuoteSchema, checkoutStatusSchema, placedCheckoutSchema } from './checkout-answer-schemas';
import { checkoutStatus, readableCheckout } from './checkout-status';
import { placeOrder } from './place-order';
import { type CheckoutActor, planCheckout } from './plan-checkout';
import { toQuoteView } from './quote-view';

const tags = ['Checkout'];
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const checkoutIdParam = z.object({ checkoutId: z.string().openapi({ description: 'The checkout id' }) });
const tokenQuery = z.object({
  t: z.string().max(64).optional().openapi({
    description:
      "A token naming this checkout (the gateway's return address carries it): read without a session",
  }),
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/checkout/quote',
  tags,
  summary:
    'Price a checkout: lines, delivery per shop, vouchers (best combination by default), totals, problems',
  description:
    'Works for a signed-in buyer or a guest (guest cookie). Nothing is reserved: placing re-checks everything under locks. `problems` lists what stops the order, with the error codes of product.md §8.',
  request: { body: { required: true, content: { 'application/json': { schema: checkoutDraftSchema } } } },
  responses: {
    200: json(checkoutQuoteSchema, 'The quote'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const placeRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/checkout/orders',
  tags,
  summary: 'Place the checkout: one order per shop, stock locked, vouchers redeemed, payment link',
  description:
    'Requires an Idempotency-Key header: a retried submit with the same key and body answers the same orders; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED. `expectedTotal` must equal the server total, else 409 PRICE_CHANGED. Online payments answer a gateway `paymentUrl` and a `paymentDeadline`.',
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .min(LIMITS.checkout.idempotencyKeyMin)
        .max(LIMITS.checkout.idempotencyKeyMax)
        .optional()
        .openapi({ description: 'A client-made unique token per submit (a UUID)' }),
    }),
    body: { required: true, content: { 'application/json': { schema: placeOrderSchema } } },
  },
  responses: {
    200: json(placedCheckoutSchema, 'The orders placed'),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/api/v1/mobile/checkout/{checkoutId}',
  tags,
  summary: 'The order success / payment result of a checkout of this buyer (or of the holder of its token)',
  request: { params: checkoutIdParam, query: tokenQuery },
  responses: {
    200: json(checkoutStatusSchema, 'The state'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const payAgainRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/checkout/{checkoutId}/pay',
  tags,
  summary: 'Pay again: a new gateway attempt for a checkout still awaiting payment',
  request: { params: checkoutIdParam, query: tokenQuery },
  responses: {
    200: json(z.object({ paymentUrl: z.string().nullable() }), 'Where to pay'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** The buyer a checkout request speaks for: the signed-in user, else the guest cookie. */
function actorOf(c: Context<ApiEnv>): CheckoutActor {
  const actor = maybeActorOf(c);
  if (!actor) throw new AppError('UNAUTHENTICATED');
  return actor;
}

function maybeActorOf(c: Context<ApiEnv>): CheckoutActor | null {
  const user = c.get('user');
  if (user) return { userId: user.userId };
  const guestId = c.get('guestId');
  return guestId ? { guestId } : null;
}

export function checkoutRoutes() {
  return createRouter()
    .openapi(quoteRoute, async (c) => {
      const ctx = c.get('app');
      const plan = await planCheckout(
        ctx.database.db,
        ctx.carriers,
        actorOf(c),
        c.req.valid('json'),
        ctx.now(),
        channelOf(c.get('info')),
      );
      return c.json({ data: toQuoteView(plan, (key) => ctx.storage.urlOf(key)) }, 200);
    })
    .openapi(placeRoute, async (c) => {
      const ctx = c.get('app');
      const actor = actorOf(c);
      const key = c.req.valid('header')['idempotency-key'];
      if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const user = 'userId' in actor ? await findUserById(ctx.database.db, actor.userId) : undefined;
      const info = c.get('info');
      const placed = await placeOrder(ctx, actor, {
        input: c.req.valid('json'),
        idempotencyKey: key,
        userEmail: user?.email ?? null,
        language: info.language,
        origin: publicOrigin(ctx.config, c.req.url),
        channel: channelOf(info),
        affiliate: { clickId: readCookie(c, AFFILIATE_COOKIE) ?? null, deviceId: info.deviceId ?? null },
      }).catch((error: unknown) => {
        // A refusal the buyer can act on keeps its own message; anything else is "purchase
        // error, try again" rather than a bare "error occurred" (product.md §8).
        if (isAppError(error)) throw error;
        throw new AppError('PURCHASE_FAILED', {
          detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      });
      if (placed.paymentDeadline === null) return c.json({ data: placed }, 200);
      // The gateway link is made after the orders are committed; if the gateway fails the
      // orders stay awaiting payment and the result page offers "pay again".
      let paymentUrl: string | null = null;
      try {
        paymentUrl = await paymentLinkFor(ctx, {
          checkoutId: placed.checkoutId,
          clientIp: info.ip,
          language: info.language,
          origin: publicOrigin(ctx.config, c.req.url),
          fresh: false,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      return c.json({ data: { ...placed, paymentUrl } }, 200);
    })
    .openapi(statusRoute, async (c) => {
      const ctx = c.get('app');
      const { checkoutId } = c.req.valid('param');
      const status = await checkoutStatus(ctx, maybeActorOf(c), checkoutId, c.req.valid('query').t);
      return c.json({ data: status }, 200);
    })
    .openapi(payAgainRoute, async (c) => {
      const ctx = c.get('app');
      const checkout = await readableCheckout(
        ctx,
        maybeActorOf(c),
        c.req.valid('param').checkoutId,
        c.req.valid('query').t,
      );
      const info = c.get('info');
      const paymentUrl = await paymentLinkFor(ctx, {
        checkoutId: checkout.id,
        clientIp: info.ip,
        language: info.language,
        origin: publicOrigin(ctx.config, c.req.url),
        fresh: true,
      });
      return c.json({ data: { paymentUrl } }, 200);
    });
}
