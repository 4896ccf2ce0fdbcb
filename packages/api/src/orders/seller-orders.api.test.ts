import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { orderHistory, orders } from './orders.tables';
import type { SellerOrderDetail, SellerOrderListAnswer } from './seller-order-schemas';
import { transitionOrder } from './transition-order';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string }[] };
}

const DAY = 24 * 60 * 60 * 1000;

describe('seller orders', () => {
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

  /** An approved shop owned by a signed-in seller, with one product of `stock` units. */
  const sellerWithShop = (stock = 20) => insertSellerWithShop(t.ctx, { stock });

  /** A COD order placed through the checkout API, as a buyer does. */
  async function placeOrder(buyer: { headers: Record<string, string> }, variantId: string, quantity = 1) {
    const draft = { source: 'express', items: [{ variantId, quantity }] };
    const quote = await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', draft);
    expect(quote.body.data?.problems).toEqual([]);
    const placed = await call<PlacedCheckout>(
      { ...buyer.headers, 'idempotency-key': randomUUID() },
      'POST',
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.body.data?.totals.totalPayment },
    );
    expect(placed.status).toBe(200);
    return placed.body.data?.orders[0] as { id: string; code: string };
  }

  const detail = (headers: Record<string, string>, id: string) =>
    call<SellerOrderDetail>(headers, 'GET', `/api/v1/seller/orders/${id}`);
  const list = (headers: Record<string, string>, query = '') =>
    call<SellerOrderListAnswer>(headers, 'GET', `/api/v1/seller/orders${query}`);

  /** Moves an order as another party would (buyer, carrier) through the one transition service. */
  async function move(
    orderId: string,
    event: 'buyer_request_cancel' | 'shipped' | 'delivered' | 'buyer_confirm_receipt',
    note?: string,
  ) {
    const actor = event === 'shipped' || event === 'delivered' ? 'carrier' : 'buyer';
    await t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        event,
        actor,
        scope: { kind: actor === 'carrier' ? 'carrier' : 'system' },
        note,
        now: t.ctx.now(),
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('lets only the owner of an approved shop in, and hides other shops’ orders (404)', async () => {
    const a = await sellerWithShop();
    const b = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId);

    expect((await list({})).status).toBe(401);
    const asBuyer = await list(buyer.headers);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.error?.code).toBe('FORBIDDEN');
    expect((await detail(buyer.headers, order.id)).status).toBe(403);
    expect((await call(buyer.headers, 'POST', `/api/v1/seller/orders/${order.id}/confirm`)).status).toBe(403);

    // A shop still waiting for approval has no seller centre yet.
    const waiting = await sellerWithShop();
    await t.ctx.database.db.update(shops).set({ status: 'pending' }).where(eq(shops.id, waiting.shop.id));
    expect((await list(waiting.headers)).status).toBe(403);

    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/confirm', undefined],
      ['POST', '/cancel', { reason: 'Hết hàng' }],
      ['PUT', '/note', { note: 'x' }],
      ['POST', '/buyer-rating', { stars: 5 }],
    ] as const) {
      const res = await call(b.headers, method, `/api/v1/seller/orders/${order.id}${path}`, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await list(b.headers)).body.data?.counts.all).toBe(0);
    expect((await detail(b.headers, 'not-a-uuid')).status).toBe(400);
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'awaiting_confirmation', sellerNote: null });
  });

  it('lists newest first with counts per stage, search by code or buyer name, and dates', async () => {
    const a = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const first = await placeOrder(buyer, a.variantId);
    const second = await placeOrder(buyer, a.variantId);
    const third = await placeOrder(buyer, a.variantId);
    await call(a.headers, 'POST', `/api/v1/seller/orders/${third.id}/confirm`);

    const all = await list(a.headers);
    expect(all.status).toBe(200);
    expect(all.body.data?.data.map((o) => o.code)).toEqual([third.code, second.code, first.code]);
    expect(all.body.data?.counts).toMatchObject({
      all: 3,
      awaiting_confirmation: 2,
      awaiting_pickup: 1,
      shipping: 0,
    });
    expect(all.body.data?.data[0]).toMatchObject({
      status: 'awaiting_pickup',
      buyerName: 'Nguyễn Thị Lan',
      paymentMethod: 'CASH',
      items: [{ quantity: 1, unitPrice: 150_000 }],
    });
    expect(all.body.data?.data[1]?.actions).toEqual(['seller_confirm', 'seller_cancel']);

    const tab = await list(a.headers, '?tab=awaiting_confirmation');
    expect(tab.body.data?.data.map((o) => o.code)).toEqual([second.code, first.code]);
    expect(tab.body.data?.total).toBe(2);

    const byCode = await list(a.headers, `?q=${first.code.slice(-6).toLowerCase()}`);
    expect(byCode.body.data?.data.map((o) => o.code)).toEqual([first.code]);
    expect(byCode.body.data?.counts.all).toBe(1);
    // Accents and case are ignored: "nguyen thi" finds "Nguyễn Thị Lan".
    expect((await list(a.headers, '?q=nguyen%20thi')).body.data?.counts.all).toBe(3);
    expect((await list(a.headers, '?q=100%25')).body.data?.counts.all).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(t.ctx.now());
    expect((await list(a.headers, `?from=${today}&to=${today}`)).body.data?.counts.all).toBe(3);
    expect((await list(a.headers, '?to=2020-01-01')).body.data?.counts.all).toBe(0);
    expect((await list(a.headers, '?from=tomorrow')).status).toBe(400);
    expect((await list(a.headers, '?tab=everything')).status).toBe(400);
  });

  it('confirms an order once; an illegal move is 409 and changes nothing', async () => {
    const a = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId);

    const before = await detail(a.headers, order.id);
    expect(before.body.data).toMatchObject({
      status: 'awaiting_confirmation',
      actions: ['seller_confirm', 'seller_cancel'],
      canHandOver: false,
      buyer: { name: 'Nguyễn Thị Lan', guest: false },
      recipient: { name: 'Nguyễn Thị Lan', phone: '(+84) 901 234 567', phoneMasked: false },
      money: { goodsTotal: 150_000, taxVat: 1_500, taxPit: 750 },
    });
    expect(before.body.data?.money.codAmount).toBe(before.body.data?.money.total);

    const confirmed = await call<SellerOrderDetail>(
      a.headers,
      'POST',
      `/api/v1/seller/orders/${order.id}/confirm`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'awaiting_pickup', canHandOver: true });
    expect(confirmed.body.data?.history.map((h) => [h.status, h.actor])).toEqual([
      ['awaiting_confirmation', 'system'],
      ['awaiting_pickup', 'seller'],
    ]);

    const again = await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('ORDER_TRANSITION_REFUSED');
    const refuse = await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/cancel-request/refuse`);
    expect(refuse.status).toBe(409);
    const history = await t.ctx.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id));
    expect(history).toHaveLength(2);
    // Handed to a carrier (the shipments module writes the waybill): it waits for the pickup.
    await t.ctx.database.db.update(orders).set({ waybillCode: 'GHN123' }).where(eq(orders.id, order.id));
    expect((await detail(a.headers, order.id)).body.data).toMatchObject({
      canHandOver: false,
      waybillCode: 'GHN123',
    });
  });

  it('cancels with a reason: stock back, reason kept, phone masked afterwards', async () => {
    const a = await sellerWithShop(5);
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId, 2);
    const stock = async () =>
      (
        await t.ctx.database.db
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, a.variantId))
      )[0]?.stock;
    expect(await stock()).toBe(3);

    const noReason = await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/cancel`, {
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields.map((f) => f.path)).toEqual(['reason']);

    const cancelled = await call<SellerOrderDetail>(
      a.headers,
      'POST',
      `/api/v1/seller/orders/${order.id}/cancel`,
      {
        reason: 'Hết hàng',
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Hết hàng',
      cancelledBy: 'seller',
      actions: [],
      recipient: { phone: '********67', phoneMasked: true },
    });
    expect(await stock()).toBe(5);
    expect(
      (await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/cancel`, { reason: 'x' })).status,
    ).toBe(409);
  });

  it("refuses, then accepts a buyer's cancel request", async () => {
    const a = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId);
    await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/confirm`);

    await move(order.id, 'buyer_request_cancel', 'change_address');
    const pending = await detail(a.headers, order.id);
    expect(pending.body.data).toMatchObject({
      status: 'cancellation_pending',
      cancelRequestReason: 'change_address',
      actions: ['seller_accept_cancel', 'seller_refuse_cancel'],
    });
    expect((await list(a.headers, '?tab=cancellation_pending')).body.data?.total).toBe(1);

    const refused = await call<SellerOrderDetail>(
      a.headers,
      'POST',
      `/api/v1/seller/orders/${order.id}/cancel-request/refuse`,
    );
    expect(refused.body.data).toMatchObject({ status: 'awaiting_pickup', cancelRequestReason: null });

    await move(order.id, 'buyer_request_cancel', 'no_longer_needed');
    const accepted = await call<SellerOrderDetail>(
      a.headers,
      'POST',
      `/api/v1/seller/orders/${order.id}/cancel-request/accept`,
    );
    expect(accepted.body.data).toMatchObject({ status: 'cancelled', cancelledBy: 'seller' });
    expect(
      (await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/cancel-request/accept`)).status,
    ).toBe(409);
  });

  it('keeps a private seller note of at most 500 characters', async () => {
    const a = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId);
    const note = (text: string) =>
      call<SellerOrderDetail>(a.headers, 'PUT', `/api/v1/seller/orders/${order.id}/note`, { note: text });

    expect((await note('Gói kỹ, khách quen')).body.data?.sellerNote).toBe('Gói kỹ, khách quen');
    const long = await note('x'.repeat(501));
    expect(long.status).toBe(400);
    expect((await note('x'.repeat(500))).status).toBe(200);
    expect((await note('   ')).body.data?.sellerNote).toBeNull();
  });

  it('rates the buyer once, after delivery and within 15 days of completion', async () => {
    const a = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId);
    const rate = (id: string, body: unknown) =>
      call<SellerOrderDetail>(a.headers, 'POST', `/api/v1/seller/orders/${id}/buyer-rating`, body);

    const early = await rate(order.id, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('BUYER_RATING_NOT_ALLOWED');

    await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/confirm`);
    await move(order.id, 'shipped');
    await move(order.id, 'delivered');
    expect((await detail(a.headers, order.id)).body.data?.buyerRating).toEqual({
      rating: null,
      canRate: true,
      deadline: null,
    });

    expect((await rate(order.id, { stars: 6 })).status).toBe(400);
    expect((await rate(order.id, { stars: 0 })).status).toBe(400);
    expect((await rate(order.id, { stars: 4, comment: 'x'.repeat(151) })).status).toBe(400);

    const rated = await rate(order.id, { stars: 4, comment: 'Nhận hàng nhanh, lịch sự' });
    expect(rated.status).toBe(200);
    expect(rated.body.data?.buyerRating).toMatchObject({
      rating: { stars: 4, comment: 'Nhận hàng nhanh, lịch sự' },
      canRate: false,
    });
    const twice = await rate(order.id, { stars: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.code).toBe('BUYER_ALREADY_RATED');

    // Two ratings racing: exactly one is kept.
    const other = await placeOrder(buyer, a.variantId);
    await call(a.headers, 'POST', `/api/v1/seller/orders/${other.id}/confirm`);
    await move(other.id, 'shipped');
    await move(other.id, 'buyer_confirm_receipt');
    const deadline = (await detail(a.headers, other.id)).body.data?.buyerRating.deadline;
    const [completed] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, other.id));
    expect(new Date(deadline as string).getTime()).toBe((completed?.completedAt?.getTime() ?? 0) + 15 * DAY);
    const racing = await Promise.all([rate(other.id, { stars: 5 }), rate(other.id, { stars: 3 })]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);

    // Past the deadline the window is closed.
    const late = await placeOrder(buyer, a.variantId);
    await call(a.headers, 'POST', `/api/v1/seller/orders/${late.id}/confirm`);
    await move(late.id, 'shipped');
    await move(late.id, 'buyer_confirm_receipt');
    t.advance(15 * DAY + 60_000);
    const closed = await rate(late.id, { stars: 5 });
    expect(closed.status).toBe(409);
    expect(closed.body.error?.code).toBe('BUYER_RATING_NOT_ALLOWED');
    expect((await detail(a.headers, late.id)).body.data?.buyerRating.canRate).toBe(false);
  });
});
