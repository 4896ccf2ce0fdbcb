import { randomUUID } from 'node:crypto';
import {
  createPaymentProviders,
  resolvePaymentSettings,
} from '@cho-dep/integrations/payments/payment-config';
import {
  buildVnpayResult,
  verifyVnpayPaymentRequest,
} from '@cho-dep/integrations/payments/simulator/vnpay-simulator';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { orderItems, orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { productVariants } from '../products/catalog/products.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createRaceTestApp } from '../testing/race-tests';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import type { ReturnView } from './return-views';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string }[] };
}
type Headers = Record<string, string>;

/**
 * The returns tests' world: an app on the race-test database whose gateways refund through the
 * simulator inside it, an admin, and delivered orders to ask returns on. Call setUp in
 * beforeAll and tearDown in afterAll.
 */
export function returnsWorld() {
  const world = {
    t: undefined as unknown as Awaited<ReturnType<typeof createRaceTestApp>>,
    admin: undefined as unknown as { headers: Headers; userId: string },
    png: new Uint8Array(),
  };
  const call = async <T>(headers: Headers, method: string, path: string, body?: unknown) => {
    const res = await world.t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  const sellerWithShop = (price = 150_000) => insertSellerWithShop(world.t.ctx, { price });

  /** Places an order through the checkout API; by VNPay it is also paid through a verified IPN. */
  async function placeOrder(
    buyer: { headers: Headers },
    variantId: string,
    quantity: number,
    method: 'CASH' | 'VNPAYQR',
  ) {
    const draft = { source: 'express', items: [{ variantId, quantity }], paymentMethod: method };
    const quote = await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', draft);
    expect(quote.body.data?.problems).toEqual([]);
    const placed = await call<PlacedCheckout>(
      { ...buyer.headers, 'idempotency-key': randomUUID() },
      'POST',
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.body.data?.totals.totalPayment },
    );
    expect(placed.status).toBe(200);
    const data = placed.body.data as PlacedCheckout;
    if (method === 'VNPAYQR') {
      const settings = resolvePaymentSettings({ publicBaseUrl: world.t.ctx.config.publicUrl }).vnpay;
      const check = verifyVnpayPaymentRequest(
        settings,
        Object.fromEntries(new URL(data.paymentUrl as string).searchParams),
        world.t.ctx.now(),
      );
      if (!check.ok) throw new Error(check.reason);
      const result = buildVnpayResult(settings, check.request, 'paid', {
        transactionNo: '14226112',
        payDate: world.t.ctx.now(),
      });
      const ipn = await call<{ RspCode: string }>(
        {},
        'GET',
        `/api/v1/payments/vnpay/ipn?${new URLSearchParams(result)}`,
      );
      expect(ipn.body).toMatchObject({ RspCode: '00' });
    }
    return data.orders[0] as { id: string; code: string };
  }

  async function move(orderId: string, event: 'seller_confirm' | 'shipped' | 'delivered' | 'seller_cancel') {
    const actor = event === 'seller_confirm' || event === 'seller_cancel' ? 'seller' : 'carrier';
    await world.t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, { orderId, event, actor, scope: { kind: 'system' }, now: world.t.ctx.now() }),
    );
  }

  /** A delivered order of `quantity` units, its seller and its buyer. */
  async function delivered(method: 'CASH' | 'VNPAYQR', quantity = 2) {
    const seller = await sellerWithShop();
    const buyer = await insertBuyer(world.t.ctx);
    const order = await placeOrder(buyer, seller.variantId, quantity, method);
    for (const event of ['seller_confirm', 'shipped', 'delivered'] as const) await move(order.id, event);
    return { seller, buyer, order };
  }

  /** The admin audit log's lines on a request, by action name (two may share a millisecond). */
  async function auditOf(requestId: string) {
    const rows = await world.t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, requestId))
      .orderBy(adminAuditLog.action);
    return rows.map((row) => [row.action, row.targetType, row.adminUserId]);
  }

  async function upload(headers: Headers) {
    const form = new FormData();
    form.append('file', new File([world.png], 'loi.png', { type: 'image/png' }));
    const res = await world.t.api.request('/api/v1/mobile/returns/media', {
      method: 'POST',
      headers,
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { key: string } }).data.key;
  }

  async function orderItemIds(orderId: string) {
    const rows = await world.t.ctx.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return rows.map((r) => r.id);
  }

  async function request(
    buyer: { headers: Headers },
    orderId: string,
    overrides: Record<string, unknown> = {},
  ) {
    const [itemId] = await orderItemIds(orderId);
    return call<ReturnView>(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/return-request`, {
      items: [{ orderItemId: itemId, quantity: 1 }],
      reason: 'poor_quality',
      description: 'Áo bị bung chỉ ở vai sau một lần giặt',
      mediaKeys: [await upload(buyer.headers)],
      ...overrides,
    });
  }

  const orderRow = async (id: string) =>
    (await world.t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const stockOf = async (variantId: string) =>
    (
      await world.t.ctx.database.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]?.stock;

  async function setUp() {
    const t = await createRaceTestApp();
    world.t = t;
    await prepareCheckoutData(t.ctx);
    // The gateways' refund calls reach the simulator inside this app, as they would over HTTP.
    t.ctx.payments = createPaymentProviders({ publicBaseUrl: t.ctx.config.publicUrl }, ((
      url: string,
      init?: RequestInit,
    ) => t.api.request(url, init)) as typeof fetch);
    world.admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    world.png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
  }
  const tearDown = async () => world.t?.close();

  return {
    world,
    setUp,
    tearDown,
    call,
    sellerWithShop,
    placeOrder,
    move,
    delivered,
    auditOf,
    upload,
    orderItemIds,
    request,
    orderRow,
    stockOf,
  };
}
