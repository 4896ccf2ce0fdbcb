import type { OrderEvent } from '@cho-dep/core/orders/order-machine';
import type { OrderActor } from '@cho-dep/core/orders/order-statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderScope, transitionOrder } from '../orders/transition-order';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';

/**
 * A review after the real path: an order placed through the checkout API and moved by the
 * state machine (seller confirms and ships it, the buyer confirms receipt). Lines are offered
 * for review only once the order is completed.
 */
describe('reviewing an order placed and completed for real', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: never; error?: { code: string } } };
  };

  it('offers the line after buyer_confirm_receipt, not before', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 180_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = {
      source: 'express',
      items: [{ variantId: world.variantIds[0], quantity: 1 }],
      shipping: [{ shopId: world.shop.id, method: 'self' }],
    };
    const quote = (await call('POST', '/api/v1/mobile/checkout/quote', buyer.headers, draft)).body.data as {
      totals: { totalPayment: number };
    };
    const placed = await call(
      'POST',
      '/api/v1/mobile/checkout/orders',
      { ...buyer.headers, 'idempotency-key': 'review-lifecycle-1' },
      { draft, agreeTerms: true, expectedTotal: quote.totals.totalPayment },
    );
    expect(placed.status).toBe(200);
    const orderId = (placed.body.data as { orders: { id: string }[] }).orders[0]?.id as string;

    const move = (event: OrderEvent, actor: OrderActor, scope: OrderScope) =>
      t.ctx.database.db.transaction((tx) =>
        transitionOrder(tx, { orderId, event, actor, scope, now: t.ctx.now() }),
      );
    const pending = async () =>
      (
        (await call('GET', '/api/v1/mobile/reviews/pending', buyer.headers)).body.data as {
          data: { orderItemId: string }[];
        }
      ).data;

    await move('seller_confirm', 'seller', { kind: 'seller', shopId: world.shop.id });
    await move('shipped', 'seller', { kind: 'seller', shopId: world.shop.id });
    await move('delivered', 'seller', { kind: 'seller', shopId: world.shop.id });
    expect(await pending()).toEqual([]);

    await move('buyer_confirm_receipt', 'buyer', { kind: 'buyer', userId: buyer.userId });
    const lines = await pending();
    expect(lines).toHaveLength(1);

    const review = await call('POST', '/api/v1/mobile/reviews', buyer.headers, {
      orderItemId: lines[0]?.orderItemId,
      rating: 5,
      comment: 'Đúng mẫu, giao nhanh',
    });
    expect(review.status).toBe(201);
    expect(await pending()).toEqual([]);
  });
});
