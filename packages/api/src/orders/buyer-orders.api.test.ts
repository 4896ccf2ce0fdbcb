import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../cart/cart.tables';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { productVariants } from '../products/catalog/products.tables';
import { refunds } from '../returns/returns.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { BuyerOrderDetail, BuyerOrderList } from './buyer-order-schemas';
import { orderHistory, orders } from './orders.tables';
import { transitionOrder } from './transition-order';

interface Answer<T> {
  data?: T;
  error?: { code: string; message: string };
}

describe('the buyer side of orders', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  /** Places the buyer's cart (or `draft`) as the checkout page would; answers the placed checkout. */
  async function placeOrder(headers: Record<string, string>, draft: Record<string, unknown> = {}) {
    const quote = await call<CheckoutQuote>(headers, 'POST', '/api/v1/mobile/checkout/quote', draft);
    expect(quote.body.data?.problems).toEqual([]);
    const placed = await call<PlacedCheckout>(
      { ...headers, 'idempotency-key': `key-${crypto.randomUUID()}` },
      'POST',
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.body.data?.totals.totalPayment },
    );
    expect(placed.status).toBe(200);
    return placed.body.data as PlacedCheckout;
  }

  async function codOrder(stock = 5) {
    const world = await insertSellingShop(t.ctx, {
      variants: [
        { colour: 'Đen', size: 'M', stock, price: 150_000 },
        { colour: 'Trắng', size: 'L', stock, price: 120_000 },
      ],
    });
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 2);
    await putInCart(t.ctx, buyer.userId, world.variantIds[1] as string, 1);
    const placed = await placeOrder(buyer.headers);
    const orderId = placed.orders[0]?.id as string;
    return { world, buyer, placed, orderId };
  }

  /** What the seller, a carrier or the system would do (their own screens are other work). */
  const move = (orderId: string, event: 'seller_confirm' | 'shipped' | 'payment_confirmed') =>
    t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        event,
        actor: event === 'seller_confirm' ? 'seller' : event === 'shipped' ? 'carrier' : 'system',
        scope: { kind: 'system' },
        now: t.ctx.now(),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('refuses signed-out callers with 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call({}, 'GET', '/api/v1/mobile/orders')).status).toBe(401);
    expect((await call({}, 'GET', `/api/v1/mobile/orders/${id}`)).status).toBe(401);
    expect(
      (await call({}, 'POST', `/api/v1/mobile/orders/${id}/cancel`, { reasonCode: 'other' })).status,
    ).toBe(401);
    expect((await call({}, 'POST', `/api/v1/mobile/orders/${id}/confirm-receipt`)).status).toBe(401);
    expect((await call({}, 'POST', `/api/v1/mobile/orders/${id}/buy-again`)).status).toBe(401);
  });

  it('lists the buyer’s orders newest first per tab, with the count of every tab', async () => {
    const { world, buyer, orderId: first } = await codOrder();
    // A second order, paid online and not yet paid: "Chờ hệ thống xác nhận".
    const unpaid = await placeOrder(buyer.headers, {
      source: 'express',
      items: [{ variantId: world.variantIds[0], quantity: 1 }],
      paymentMethod: 'VNPAYQR',
    });
    const all = await call<BuyerOrderList>(buyer.headers, 'GET', '/api/v1/mobile/orders');
    expect(all.status).toBe(200);
    const list = all.body.data as BuyerOrderList;
    expect(list.items.map((o) => o.id)).toEqual([unpaid.orders[0]?.id, first]);
    expect(list.counts).toMatchObject({
      all: 2,
      pending: 1,
      awaiting_confirmation: 1,
      shipping: 0,
      cancelled: 0,
    });
    expect(list).toMatchObject({ page: 1, total: 2, hasMore: false });

    const cod = list.items[1];
    expect(cod).toMatchObject({
      status: 'awaiting_confirmation',
      paymentStatus: 'cod',
      paymentMethod: 'CASH',
      itemCount: 3,
      total: expect.any(Number),
      canPayAgain: false,
      canBuyAgain: false,
      shop: { id: world.shop.id, name: world.shop.name },
    });
    expect(cod?.actions).toEqual(['buyer_cancel']);
    expect(cod?.items.map((l) => [l.variant, l.quantity, l.unitPrice])).toHaveLength(2);
    expect(cod?.items.every((l) => l.name.length > 0 && l.variant.length > 0)).toBe(true);

    const pending = await call<BuyerOrderList>(buyer.headers, 'GET', '/api/v1/mobile/orders?tab=pending');
    expect(pending.body.data?.items.map((o) => o.id)).toEqual([unpaid.orders[0]?.id]);
    expect(pending.body.data?.items[0]).toMatchObject({
      paymentStatus: 'unpaid',
      canPayAgain: true,
      checkoutId: unpaid.checkoutId,
    });
    expect(pending.body.data?.items[0]?.paymentDeadline).not.toBeNull();
    expect(pending.body.data?.total).toBe(1);

    const bad = await call(buyer.headers, 'GET', '/api/v1/mobile/orders?tab=nope');
    expect(bad.status).toBe(400);
    // Another buyer sees none of them.
    const other = await insertBuyer(t.ctx);
    const none = await call<BuyerOrderList>(other.headers, 'GET', '/api/v1/mobile/orders');
    expect(none.body.data).toMatchObject({ items: [], total: 0, counts: { all: 0 } });
  });

  it('shows one order with its timeline, money, recipient and shipping; another buyer’s is 404', async () => {
    const { buyer, placed, orderId } = await codOrder();
    const res = await call<BuyerOrderDetail>(buyer.headers, 'GET', `/api/v1/mobile/orders/${orderId}`);
    expect(res.status).toBe(200);
    const detail = res.body.data as BuyerOrderDetail;
    expect(detail).toMatchObject({
      id: orderId,
      code: placed.orders[0]?.code,
      checkoutId: placed.checkoutId,
      status: 'awaiting_confirmation',
      recipient: { recipientName: 'Nguyễn Thị Lan', specificAddress: '45 Lê Lợi', country: 'VN' },
      vouchers: [],
      cancelReason: null,
    });
    expect(detail.money.goods).toBe(2 * 150_000 + 120_000);
    expect(detail.money.total).toBe(
      detail.money.goods +
        detail.money.shipping -
        detail.money.shopDiscount -
        detail.money.platformDiscount -
        detail.money.shippingDiscount,
    );
    expect(['self', 'ghn', 'ghtk']).toContain(detail.shipping.method);
    expect(detail.shipping.deliveryFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.timeline).toEqual([
      expect.objectContaining({
        status: 'awaiting_confirmation',
        statusId: 2,
        actor: 'system',
        event: 'placed_cod',
      }),
    ]);

    const stranger = await insertBuyer(t.ctx);
    const hidden = await call(stranger.headers, 'GET', `/api/v1/mobile/orders/${orderId}`);
    expect(hidden.status).toBe(404);
    expect(
      (
        await call(stranger.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
          reasonCode: 'other',
        })
      ).status,
    ).toBe(404);
    expect((await call(stranger.headers, 'POST', `/api/v1/mobile/orders/${orderId}/buy-again`)).status).toBe(
      404,
    );
    expect((await call(stranger.headers, 'GET', '/api/v1/mobile/orders/not-a-uuid')).status).toBe(404);
    // Nothing moved.
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('awaiting_confirmation');
  });

  it('cancels before the seller confirms: stock back, reason in the history', async () => {
    const { world, buyer, orderId } = await codOrder(5);
    const bad = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'bored',
    });
    expect(bad.status).toBe(400);
    const res = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'found_better',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'cancelled', outcome: 'cancelled', refundDue: false });
    const [variant] = await t.ctx.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, world.variantIds[0] as string));
    expect(variant?.stock).toBe(5);
    const detail = (await call<BuyerOrderDetail>(buyer.headers, 'GET', `/api/v1/mobile/orders/${orderId}`))
      .body.data as BuyerOrderDetail;
    expect(detail).toMatchObject({ status: 'cancelled', cancelReason: 'found_better', cancelledBy: 'buyer' });
    expect(detail.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      event: 'buyer_cancel',
      note: 'found_better',
    });
    expect(detail.canBuyAgain).toBe(true);
    expect(detail.actions).toEqual([]);
    // Cancelling twice is refused and changes nothing.
    const again = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'other',
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('ORDER_TRANSITION_REFUSED');
  });

  it('a paid order cancelled at once is marked refund due', async () => {
    const { buyer, orderId } = await codOrder();
    // Stand-in for a paid order: the COD order with its payment status set to paid.
    await t.ctx.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
    const res = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'change_items',
    });
    expect(res.body.data).toEqual({ status: 'cancelled', outcome: 'cancelled', refundDue: true });
    const history = await t.ctx.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId));
    expect(history.map((h) => h.note)).toContain('buyer_cancel: change_items');
    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.refundDueAt).not.toBeNull();
    // The refund is made once the cancel is committed (no gateway payment: a bank transfer).
    const made = await t.ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBeGreaterThan(0);
  });

  it('after the seller confirms, cancelling is a request the seller answers', async () => {
    const { buyer, orderId } = await codOrder();
    await move(orderId, 'seller_confirm');
    const listed = await call<BuyerOrderList>(
      buyer.headers,
      'GET',
      '/api/v1/mobile/orders?tab=awaiting_pickup',
    );
    expect(listed.body.data?.items[0]?.actions).toEqual(['buyer_request_cancel']);
    const res = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'change_address',
    });
    expect(res.body.data).toEqual({ status: 'cancellation_pending', outcome: 'requested', refundDue: false });
    const counts = await call<BuyerOrderList>(
      buyer.headers,
      'GET',
      '/api/v1/mobile/orders?tab=cancellation_pending',
    );
    expect(counts.body.data?.counts).toMatchObject({ cancellation_pending: 1, awaiting_pickup: 0 });
    // A second request while one waits for the seller is refused.
    const again = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'other',
    });
    expect(again.status).toBe(409);
  });

  it('confirms receipt of a shipped order, once', async () => {
    const { buyer, orderId } = await codOrder();
    const early = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/confirm-receipt`);
    expect(early.status).toBe(409);
    await move(orderId, 'seller_confirm');
    await move(orderId, 'shipped');
    const res = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/confirm-receipt`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'delivered', outcome: 'confirmed' });
    const detail = (await call<BuyerOrderDetail>(buyer.headers, 'GET', `/api/v1/mobile/orders/${orderId}`))
      .body.data as BuyerOrderDetail;
    expect(detail).toMatchObject({
      status: 'delivered',
      completed: true,
      paymentStatus: 'paid',
      canBuyAgain: true,
    });
    expect(detail.completedAt).not.toBeNull();
    expect(detail.timeline.map((h) => h.event)).toEqual([
      'placed_cod',
      'seller_confirm',
      'shipped',
      'buyer_confirm_receipt',
    ]);
    const twice = await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/confirm-receipt`);
    expect(twice.status).toBe(409);
  });

  it('buys again: variants back in the cart, selected; a sold-out one is skipped and named', async () => {
    const { world, buyer, orderId } = await codOrder(5);
    await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, { reasonCode: 'other' });
    // The white one sells out meanwhile.
    await t.ctx.database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, world.variantIds[1] as string));
    const res = await call<{
      cartCount: number;
      added: string[];
      skipped: { variantId: string; code: string }[];
    }>(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/buy-again`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cartCount: 1,
      added: [world.variantIds[0]],
      skipped: [{ variantId: world.variantIds[1], code: 'OUT_OF_STOCK' }],
    });
    const lines = await t.ctx.database.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, buyer.userId)));
    expect(lines.map((l) => [l.variantId, l.quantity, l.isSelected])).toEqual([
      [world.variantIds[0], 2, true],
    ]);
    // Again: the line holds what it can (stock 5, 2 in the cart, 2 more fit).
    const again = await call<{ cartCount: number }>(
      buyer.headers,
      'POST',
      `/api/v1/mobile/orders/${orderId}/buy-again`,
    );
    expect(again.body.data?.cartCount).toBe(1);
  });

  it('answers the cancel reasons in Vietnamese, English and Korean', async () => {
    const ask = (language: string) =>
      call<{ data: { code: string; label: string }[] }>(
        { 'accept-language': language },
        'GET',
        '/api/v1/public/reasons',
      );
    const vi = (await ask('vi')).body.data?.data ?? [];
    const en = (await ask('en')).body.data?.data ?? [];
    const ko = (await ask('ko')).body.data?.data ?? [];
    expect(vi.map((r) => r.code)).toContain('change_address');
    expect(vi.map((r) => r.code)).toEqual(en.map((r) => r.code));
    expect(vi.find((r) => r.code === 'no_longer_needed')?.label).toBe('Tôi không có nhu cầu mua nữa');
    expect(en.find((r) => r.code === 'no_longer_needed')?.label).toBe('I no longer need it');
    expect(ko.find((r) => r.code === 'no_longer_needed')?.label).toBe('더 이상 필요하지 않아요');
  });
});
