import { eq } from 'drizzle-orm';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { shops } from '../shops/shops.tables';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import type { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Answer<T> {
  data?: T;
  error?: { code: string; fields?: { path: string; message: string }[] };
}

/** A JSON call to the test API: status and parsed body. */
export function caller(t: TestApp) {
  return async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };
}

/**
 * A cash-on-delivery order placed through the checkout by a fresh buyer, from a shop owned
 * by a signed-in seller (checkout data must be prepared: prepareCheckoutData).
 */
export async function placeOrder(t: TestApp) {
  const call = caller(t);
  const world = await insertSellingShop(t.ctx, {
    variants: [{ colour: 'Đỏ', size: 'S', stock: 5, price: 90_000 }],
  });
  const seller = await insertSignedInUser(t.ctx);
  await t.ctx.database.db
    .update(shops)
    .set({ ownerUserId: seller.userId })
    .where(eq(shops.id, world.shop.id));
  const buyer = await insertBuyer(t.ctx);
  await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 1);
  const quote = (await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', {})).body
    .data as CheckoutQuote;
  const placed = (
    await call<PlacedCheckout>(
      { ...buyer.headers, 'idempotency-key': `key-${crypto.randomUUID()}` },
      'POST',
      '/api/v1/mobile/checkout/orders',
      { draft: {}, agreeTerms: true, expectedTotal: quote.totals.totalPayment },
    )
  ).body.data as PlacedCheckout;
  const first = placed.orders[0];
  if (!first) throw new Error('no order placed');
  return { buyer, seller, orderId: first.id, code: first.code };
}
