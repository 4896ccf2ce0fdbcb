import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword } from '../accounts/auth-test-client';
import { createUserForSeed } from '../accounts/seed-users';
import { cartItems } from '../cart/cart.tables';
import { orderHistory, orderItems, orders } from '../orders/orders.tables';
import { countOrdersInTransit } from '../orders/orders-in-transit';
import { outboxMessages } from '../outbox/outbox.tables';
import { productVariants } from '../products/catalog/products.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote, CheckoutStatus, PlacedCheckout } from './checkout-answer-schemas';
import { checkOutAsGuest } from './guest-checkout-fixture';

import { type Answer, checkoutCalls } from './testing/checkout-calls';

describe('checkout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const { call, quote, place } = checkoutCalls(() => t.api);

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('quotes the selected cart lines with delivery, totals and no problems', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 150_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 2);
    const res = await quote(buyer.headers, {});
    expect(res.status).toBe(200);
    const q = res.body.data as CheckoutQuote;
    expect(q.problems).toEqual([]);
    expect(q.shops).toHaveLength(1);
    expect(q.shops[0]?.items[0]).toMatchObject({ quantity: 2, unitPrice: 150_000, lineTotal: 300_000 });
    // Hà Nội -> Hồ Chí Minh: other region; the cheapest standard option is chosen.
    const shipping = q.shops[0]?.shipping;
    expect(shipping?.express).toBe(false);
    const cheapest = Math.min(
      ...(q.shops[0]?.shippingOptions ?? []).filter((o) => o.available && !o.express).map((o) => o.fee ?? 0),
    );
    expect(shipping?.fee).toBe(cheapest);
    expect(q.totals.goods).toBe(300_000);
    expect(q.totals.totalPayment).toBe(300_000 + (shipping?.fee ?? 0));
    expect(q.shops[0]?.deliveryEstimate?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists what stops an order: nothing selected, no address, a method the shop refuses', async () => {
    const buyer = await insertBuyer(t.ctx);
    const empty = await quote(buyer.headers, {});
    expect(empty.body.data?.problems.map((p) => p.code)).toContain('NO_ITEMS_SELECTED');

    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Trắng', size: 'S', stock: 3, price: 99_000 }],
      paymentMethods: ['CASH'],
    });
    const express = { source: 'express', items: [{ variantId: world.variantIds[0], quantity: 1 }] };
    const card = await quote(buyer.headers, { ...express, paymentMethod: 'VNPAYQR' });
    expect(card.body.data?.problems.map((p) => p.code)).toEqual(['PAYMENT_METHOD_NOT_APPLIED_BY_SHOP']);
    expect(card.body.data?.paymentMethods.find((m) => m.method === 'VNPAYQR')?.available).toBe(false);

    const ghost = await quote(buyer.headers, {
      ...express,
      addressId: '00000000-0000-4000-8000-000000000000',
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.error?.code).toBe('ADDRESS_INVALID');
  });

  it('refuses bad input with field errors and anonymous callers with 401', async () => {
    const buyer = await insertBuyer(t.ctx);
    const bad = await quote(buyer.headers, { source: 'express', paymentMethod: 'BITCOIN' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields.map((f) => f.path)).toContain('paymentMethod');
    const noItems = await quote(buyer.headers, { source: 'express' });
    expect(noItems.body.error?.fields.map((f) => f.path)).toEqual(['items']);
    expect((await quote({}, {})).status).toBe(401);
    const noTerms = await place(buyer.headers, 'k-terms-0001', { draft: {}, expectedTotal: 0 });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error?.fields.map((f) => f.path)).toContain('agreeTerms');
    const noKey = await call(buyer.headers, 'POST', '/api/v1/mobile/checkout/orders', {
      draft: {},
      agreeTerms: true,
      expectedTotal: 0,
    });
    expect(noKey.body.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('places a COD order: stock taken, cart emptied, history, tax, mail; a retry answers the same', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'L', stock: 4, price: 200_000 }],
    });
    const variantId = world.variantIds[0] as string;
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, variantId, 3);
    const q = (await quote(buyer.headers, {})).body.data as CheckoutQuote;
    const body = { draft: {}, agreeTerms: true, expectedTotal: q.totals.totalPayment };

    const first = await place(buyer.headers, 'cod-key-0001', body);
    expect(first.status).toBe(200);
    const placed = first.body.data as PlacedCheckout;
    expect(placed).toMatchObject({
      paymentMethod: 'CASH',
      paymentUrl: null,
      paymentDeadline: null,
      totalPayment: q.totals.totalPayment,
    });
    expect(placed.orders).toHaveLength(1);
    expect(placed.orders[0]?.code).toMatch(/^CD\d{6}[2-9A-Z]{6}$/);

    const retry = await place(buyer.headers, 'cod-key-0001', body);
    expect(retry.text).toBe(first.text);
    const other = await place(buyer.headers, 'cod-key-0001', { ...body, draft: { buyerNote: 'khác' } });
    expect(other.status).toBe(422);

    const db = t.ctx.database.db;
    const [variant] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant?.stock).toBe(1);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.checkoutId, placed.checkoutId));
    expect(order).toMatchObject({
      status: 'awaiting_confirmation',
      paymentStatus: 'cod',
      goodsTotal: 600_000,
    });
    // Decree 117/2025: a household seller's goods withhold VAT 1% and PIT 0.5%.
    expect(order).toMatchObject({ taxVat: 6_000, taxPit: 3_000 });
    const [line] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string));
    expect(line).toMatchObject({
      quantity: 3,
      unitPrice: 200_000,
      sellerRevenue: 600_000,
      taxVat: 6_000,
      taxPit: 3_000,
    });
    const history = await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order?.id as string));
    expect(history.map((h) => [h.status, h.statusId, h.actor])).toEqual([
      ['awaiting_confirmation', 2, 'system'],
    ]);
    const mails = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'orders.order_info'));
    expect(mails.some((m) => m.body.includes(placed.orders[0]?.code as string))).toBe(true);

    const status = await call<CheckoutStatus>(
      buyer.headers,
      'GET',
      `/api/v1/mobile/checkout/${placed.checkoutId}`,
    );
    expect(status.body.data).toMatchObject({ state: 'cod', guest: false });
    // The account-deletion notice now sees the order on its way.
    expect(await countOrdersInTransit(t.ctx, buyer.userId)).toBe(1);
    const stranger = await insertBuyer(t.ctx);
    expect((await call(stranger.headers, 'GET', `/api/v1/mobile/checkout/${placed.checkoutId}`)).status).toBe(
      404,
    );
  });

  it('refuses a total the buyer did not see (409 PRICE_CHANGED) and over-stock orders', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Xanh', size: 'M', stock: 2, price: 120_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = { source: 'express', items: [{ variantId: world.variantIds[0], quantity: 1 }] };
    const q = (await quote(buyer.headers, draft)).body.data as CheckoutQuote;
    const wrong = await place(buyer.headers, 'price-key-01', {
      draft,
      agreeTerms: true,
      expectedTotal: q.totals.totalPayment - 1,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error?.code).toBe('PRICE_CHANGED');
    const tooMany = { source: 'express', items: [{ variantId: world.variantIds[0], quantity: 3 }] };
    const over = await place(buyer.headers, 'price-key-02', {
      draft: tooMany,
      agreeTerms: true,
      expectedTotal: 0,
    });
    expect(over.body.error?.code).toBe('QUANTITY_EXCEEDS_STOCK');
    // Nothing was written by the refused attempts: the key is free again.
    const ok = await place(buyer.headers, 'price-key-01', {
      draft,
      agreeTerms: true,
      expectedTotal: q.totals.totalPayment,
    });
    expect(ok.status).toBe(200);
  });

  it("keeps the note to each seller on that shop's order", async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Xám', size: 'L', stock: 3, price: 99_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = {
      source: 'express',
      items: [{ variantId: world.variantIds[0], quantity: 1 }],
      notes: [{ shopId: world.shop.id, note: '  Gói quà giúp mình nhé  ' }],
    };
    const q = (await quote(buyer.headers, draft)).body.data as CheckoutQuote;
    const placed = await place(buyer.headers, 'note-key-0001', {
      draft,
      agreeTerms: true,
      expectedTotal: q.totals.totalPayment,
    });
    const [order] = await t.ctx.database.db
      .select({ note: orders.buyerNote })
      .from(orders)
      .where(eq(orders.checkoutId, placed.body.data?.checkoutId as string));
    expect(order?.note).toBe('Gói quà giúp mình nhé');
    const tooLong = await quote(buyer.headers, {
      ...draft,
      notes: [{ shopId: world.shop.id, note: 'x'.repeat(201) }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields.map((f) => f.path)).toEqual(['notes.0.note']);
  });

  it('a guest checks out without an account, gets the order mail, and keeps the order on logging in', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Kem', size: 'M', stock: 3, price: 175_000 }],
    });
    const { browser, placed } = await checkOutAsGuest(t, {
      variantId: world.variantIds[0] as string,
      contactEmail: 'khach@example.vn',
      idempotencyKey: 'guest-key-0001',
    });
    const status = (await (
      await browser.request(`/api/v1/mobile/checkout/${placed.checkoutId}`)
    ).json()) as Answer<CheckoutStatus>;
    expect(status.data).toMatchObject({ state: 'cod', guest: true, contactEmail: 'khach@example.vn' });
    const mails = await t.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'khach@example.vn'));
    expect(mails.map((m) => m.template)).toEqual(['orders.order_info']);

    const user = await createUserForSeed(t.ctx.database.db, {
      email: 'khach@example.vn',
      fullName: 'Trần Văn Khách',
      password: strongPassword,
      roles: ['buyer'],
    });
    const login = await browser.write('/community/v1/auth/login', {
      email: 'khach@example.vn',
      password: strongPassword,
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const mine = (await (
      await browser.request(`/api/v1/mobile/checkout/${placed.checkoutId}`)
    ).json()) as Answer<CheckoutStatus>;
    expect(mine.data).toMatchObject({ checkoutId: placed.checkoutId, guest: false });
    const [order] = await t.ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, placed.checkoutId));
    expect(order?.userId).toBe(user.id);
  });
});
