import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import type { createApi } from '../app/create-api';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { putInCart } from '../testing/order-fixtures';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { insertBuyer } from '../testing/user-fixtures';

type Api = ReturnType<typeof createApi>;

/** A JSON call to the test API: status and parsed body. */
export async function callJson<T = unknown>(
  api: Api,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const res = await api.request(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as {
      data?: T;
      error?: { code: string; fields: Array<{ path: string; message: string }> };
    },
  };
}

/**
 * A COD order placed through the checkout API with the given shipping method, confirmed by
 * its seller (awaiting pickup), with the seller signed in (Bearer headers) as the shop owner.
 */
export async function placeAwaitingPickupOrder(ctx: AppContext, api: Api, method: 'ghn' | 'ghtk' | 'self') {
  const world = await insertSellerWithShop(ctx, { stock: 5 });
  const buyer = await insertBuyer(ctx);
  await putInCart(ctx, buyer.userId, world.variantIds[0] as string, 2);
  const draft = { shipping: [{ shopId: world.shop.id, method, express: false }] };
  const quote = await callJson<CheckoutQuote>(
    api,
    'POST',
    '/api/v1/mobile/checkout/quote',
    buyer.headers,
    draft,
  );
  const total = quote.body.data?.totals.totalPayment;
  if (quote.status !== 200 || total === undefined)
    throw new Error(`quote failed: ${JSON.stringify(quote.body)}`);
  const placed = await callJson<PlacedCheckout>(
    api,
    'POST',
    '/api/v1/mobile/checkout/orders',
    { ...buyer.headers, 'idempotency-key': `ship-${randomUUID()}` },
    { draft, agreeTerms: true, expectedTotal: total },
  );
  const orderId = placed.body.data?.orders[0]?.id;
  if (!orderId) throw new Error(`place failed: ${JSON.stringify(placed.body)}`);
  await ctx.database.db.transaction((tx) =>
    transitionOrder(tx, {
      orderId,
      event: 'seller_confirm',
      actor: 'seller',
      scope: { kind: 'seller', shopId: world.shop.id },
      now: ctx.now(),
    }),
  );
  return { orderId, shopId: world.shop.id, variantId: world.variantIds[0] as string, seller: world, buyer };
}

export async function orderRow(ctx: AppContext, orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order not found');
  return row;
}
