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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { adminAuditLog } from '../admin/admin-audit.tables';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { orderItems, orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { productVariants } from '../products/catalog/products.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { refundCancelledOrder } from './issue-refunds';
import type { ReturnView } from './return-views';
import { refunds } from './returns.tables';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string }[] };
}
type Headers = Record<string, string>;

describe('returns and refunds', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let admin: { headers: Headers; userId: string };
  let png: Uint8Array<ArrayBuffer>;
  const call = async <T>(headers: Headers, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  const sellerWithShop = (price = 150_000) => insertSellerWithShop(t.ctx, { price });

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
      const settings = resolvePaymentSettings({ publicBaseUrl: t.ctx.config.publicUrl }).vnpay;
      const check = verifyVnpayPaymentRequest(
        settings,
        Object.fromEntries(new URL(data.paymentUrl as string).searchParams),
        t.ctx.now(),
      );
      if (!check.ok) throw new Error(check.reason);
      const result = buildVnpayResult(settings, check.request, 'paid', {
        transactionNo: '14226112',
        payDate: t.ctx.now(),
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
    await t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, { orderId, event, actor, scope: { kind: 'system' }, now: t.ctx.now() }),
    );
  }

  /** A delivered order of `quantity` units, its seller and its buyer. */
  async function delivered(method: 'CASH' | 'VNPAYQR', quantity = 2) {
    const seller = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, seller.variantId, quantity, method);
    for (const event of ['seller_confirm', 'shipped', 'delivered'] as const) await move(order.id, event);
    return { seller, buyer, order };
  }

  /** The admin audit log's lines on a request, by action name (two may share a millisecond). */
  async function auditOf(requestId: string) {
    const rows = await t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, requestId))
      .orderBy(adminAuditLog.action);
    return rows.map((row) => [row.action, row.targetType, row.adminUserId]);
  }

  async function upload(headers: Headers) {
    const form = new FormData();
    form.append('file', new File([png], 'loi.png', { type: 'image/png' }));
    const res = await t.api.request('/api/v1/mobile/returns/media', { method: 'POST', headers, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { key: string } }).data.key;
  }

  async function orderItemIds(orderId: string) {
    const rows = await t.ctx.database.db
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
    (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const stockOf = async (variantId: string) =>
    (
      await t.ctx.database.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]?.stock;

  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
    // The gateways' refund calls reach the simulator inside this app, as they would over HTTP.
    t.ctx.payments = createPaymentProviders({ publicBaseUrl: t.ctx.config.publicUrl }, ((
      url: string,
      init?: RequestInit,
    ) => t.api.request(url, init)) as typeof fetch);
    admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => t.close());

  it('request -> agree -> tracking -> received -> admin approves -> refunded through VNPay, once', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 2);
    const paidOrder = await orderRow(order.id);
    const created = await request(buyer, order.id);
    expect(created.status).toBe(200);
    const view = created.body.data as ReturnView;
    // One of two units, no vouchers: half of the goods, 100% for poor quality.
    expect(view).toMatchObject({
      status: 'awaiting_review',
      itemsPaid: 150_000,
      amountComputed: 150_000,
      refundAmount: 150_000,
    });
    expect(view.actions).toEqual(['buyer_cancel']);
    expect((await orderRow(order.id))?.status).toBe('return_refund');

    const sellerList = await call<{ data: ReturnView[]; total: number }>(
      seller.headers,
      'GET',
      '/api/v1/seller/returns',
    );
    expect(sellerList.body.data?.data.map((r) => r.id)).toEqual([view.id]);
    expect(sellerList.body.data?.data[0]?.actions).toEqual(['seller_agree', 'seller_reject']);

    // Tracking only once the seller agreed.
    const early = await call(
      buyer.headers,
      'POST',
      `/api/v1/mobile/orders/${order.id}/return-request/return-tracking`,
      { trackingCode: 'GHN12345' },
    );
    expect(early.body.error?.code).toBe('RETURN_TRANSITION_REFUSED');
    expect(
      (await call<ReturnView>(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`)).body.data
        ?.status,
    ).toBe('goods_returning');
    const tracked = await call<ReturnView>(
      buyer.headers,
      'POST',
      `/api/v1/mobile/orders/${order.id}/return-request/return-tracking`,
      { trackingCode: 'ghn12345' },
    );
    expect(tracked.body.data?.returnTrackingCode).toBe('GHN12345');
    // No cancelling once the goods are on their way back.
    expect(
      (await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${order.id}/return-request/cancel`)).status,
    ).toBe(409);

    const before = await stockOf(seller.variantId);
    const received = await call<ReturnView>(
      seller.headers,
      'POST',
      `/api/v1/seller/returns/${view.id}/received`,
    );
    expect(received.body.data?.status).toBe('refund_in_transit');
    expect(await stockOf(seller.variantId)).toBe((before ?? 0) + 1);

    const approved = await call<ReturnView>(
      admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data?.status).toBe('refund_successful');
    expect(approved.body.data?.refunds).toMatchObject([
      { method: 'provider', provider: 'vnpay', amount: 150_000, status: 'succeeded' },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'return_refund', paymentStatus: 'refunded' });
    expect(paidOrder?.paymentStatus).toBe('paid');

    // Approving again changes nothing: still one refund.
    const again = await call<ReturnView>(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`);
    expect(again.status).toBe(200);
    const rows = await t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).toMatch(/^\d+$/);
  });

  raceIt('two approvals at once issue one refund', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 1);
    const view = (await request(buyer, order.id)).body.data as ReturnView;
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const answers = await Promise.all([
      call(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`),
      call(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(
      await t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id)),
    ).toHaveLength(1);
    // One decision, one line of the admin audit log.
    expect(await auditOf(view.id)).toEqual([['refund.approve', 'refund', admin.userId]]);
  });

  it('a rejection needs a reason, a photo and an email; the admin then resolves the complaint', async () => {
    const { seller, buyer, order } = await delivered('CASH', 1);
    const view = (await request(buyer, order.id)).body.data as ReturnView;
    const missing = await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/reject`, {
      reason: 'Ko',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields.map((f) => f.path).sort()).toEqual(['email', 'photoId', 'reason']);
    // A photo from someone else's folder is refused too.
    const buyersPhoto = await upload(buyer.headers);
    const foreign = await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/reject`, {
      reason: 'Sản phẩm đã qua sử dụng',
      photoId: buyersPhoto,
      email: 'shop@cho.vn',
    });
    expect(foreign.body.error?.code).toBe('RETURN_MEDIA_INVALID');
    const rejected = await call<ReturnView>(
      seller.headers,
      'POST',
      `/api/v1/seller/returns/${view.id}/reject`,
      {
        reason: 'Sản phẩm đã qua sử dụng',
        photoId: await upload(seller.headers),
        email: 'shop@cho.vn',
      },
    );
    expect(rejected.body.data).toMatchObject({ status: 'seller_rejected', sellerRejectEmail: 'shop@cho.vn' });
    expect(rejected.body.data?.sellerRejectPhotoUrl).toContain('/media/returns/');

    const resolved = await call<ReturnView>(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/reject`);
    expect(resolved.body.data?.status).toBe('complaint_resolved');
    expect(await auditOf(view.id)).toEqual([['refund.reject', 'refund', admin.userId]]);
    const after = await orderRow(order.id);
    expect(after?.status).toBe('delivered');
    expect(after?.completedAt).not.toBeNull();
    expect(
      await t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id)),
    ).toHaveLength(0);
  });

  it('the buyer may cancel while awaiting review: the order is delivered and completed', async () => {
    const { buyer, order } = await delivered('CASH', 1);
    await request(buyer, order.id);
    const cancelled = await call<ReturnView>(
      buyer.headers,
      'POST',
      `/api/v1/mobile/orders/${order.id}/return-request/cancel`,
    );
    expect(cancelled.body.data?.status).toBe('buyer_cancelled');
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered' });
    // Completed now: no second request.
    expect((await request(buyer, order.id)).body.error?.code).toBe('RETURN_NOT_AVAILABLE');
  });

  it('refunds 200% for fake goods; cash on delivery goes to the bank account the admin then pays', async () => {
    const { seller, buyer, order } = await delivered('CASH', 1);
    await t.ctx.database.db
      .update(users)
      .set({ bankName: 'Vietcombank', bankAccount: '0123456789', bankBranch: 'Hà Nội' })
      .where(eq(users.id, buyer.userId));
    const view = (await request(buyer, order.id, { reason: 'fake_goods' })).body.data as ReturnView;
    expect(view).toMatchObject({ itemsPaid: 150_000, amountComputed: 300_000, refundAmount: 300_000 });
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const approved = await call<ReturnView>(
      admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/approve`,
    );
    expect(approved.body.data?.status).toBe('refund_in_transit');
    expect(approved.body.data?.refunds).toMatchObject([
      {
        method: 'bank_transfer',
        amount: 300_000,
        status: 'pending',
        bankDetails: { bankAccount: '0123456789' },
      },
    ]);
    // The seller does not see the buyer's account.
    const asSeller = await call<ReturnView>(seller.headers, 'GET', `/api/v1/seller/returns/${view.id}`);
    expect(asSeller.body.data?.refunds[0]?.bankDetails).toBeNull();
    const done = await call<ReturnView>(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/complete`);
    expect(done.body.data).toMatchObject({ status: 'refund_successful', refunds: [{ status: 'succeeded' }] });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await auditOf(view.id)).toEqual([
      ['refund.approve', 'refund', admin.userId],
      ['refund.complete', 'refund', admin.userId],
    ]);
  });

  it('fake goods paid by VNPay: the paid part back through VNPay, the compensation by bank transfer', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 1);
    const view = (await request(buyer, order.id, { reason: 'fake_goods' })).body.data as ReturnView;
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const approved = await call<ReturnView>(
      admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/approve`,
    );
    expect(approved.body.data?.status).toBe('refund_in_transit');
    const byMethod = Object.fromEntries((approved.body.data?.refunds ?? []).map((r) => [r.method, r]));
    expect(byMethod.provider).toMatchObject({ amount: 150_000, status: 'succeeded' });
    expect(byMethod.bank_transfer).toMatchObject({ amount: 150_000, status: 'pending' });
    expect(approved.body.data?.actions).toEqual(['admin_complete']);
    const done = await call<ReturnView>(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/complete`);
    expect(done.body.data?.status).toBe('refund_successful');
  });

  it('a refused gateway refund keeps the request approved; approving again retries the same refund', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 1);
    const view = (await request(buyer, order.id)).body.data as ReturnView;
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const real = t.ctx.payments.vnpay;
    t.ctx.payments.vnpay = { ...real, refund: async () => ({ ok: false, code: '99', message: 'down' }) };
    try {
      const refused = await call(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`);
      expect(refused.status).toBe(502);
      expect(refused.body.error?.code).toBe('REFUND_FAILED');
    } finally {
      t.ctx.payments.vnpay = real;
    }
    const pending = await call<ReturnView>(admin.headers, 'GET', `/api/v1/admin/returns/${view.id}`);
    expect(pending.body.data).toMatchObject({
      status: 'refund_in_transit',
      refunds: [{ status: 'pending', failureCode: '99' }],
    });
    expect(pending.body.data?.actions).toEqual(['admin_approve']);
    // Completing by hand is refused while the gateway has not confirmed.
    expect((await call(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/complete`)).status).toBe(409);
    const retried = await call<ReturnView>(admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`);
    expect(retried.body.data).toMatchObject({
      status: 'refund_successful',
      refunds: [{ status: 'succeeded' }],
    });
    expect(
      await t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id)),
    ).toHaveLength(1);
  });

  it('refuses international orders, amounts above the policy and bad items', async () => {
    const { buyer, order } = await delivered('CASH', 1);
    const [itemId] = await orderItemIds(order.id);
    expect((await request(buyer, order.id, { amountRequested: 150_001 })).body.error?.code).toBe(
      'RETURN_AMOUNT_EXCEEDS_POLICY',
    );
    expect(
      (await request(buyer, order.id, { items: [{ orderItemId: itemId, quantity: 2 }] })).body.error?.code,
    ).toBe('RETURN_ITEMS_INVALID');
    const row = await orderRow(order.id);
    await t.ctx.database.db
      .update(orders)
      .set({ recipient: { ...(row?.recipient as NonNullable<typeof row>['recipient']), country: 'KO' } })
      .where(eq(orders.id, order.id));
    const international = await request(buyer, order.id);
    expect(international.status).toBe(409);
    expect(international.body.error?.code).toBe('RETURN_INTERNATIONAL');
    // Not delivered yet: refused.
    const seller = await sellerWithShop();
    const fresh = await placeOrder(buyer, seller.variantId, 1, 'CASH');
    expect((await request(buyer, fresh.id)).body.error?.code).toBe('RETURN_NOT_AVAILABLE');
  });

  it('keeps requests to their buyer, shop and admins (404 / 403)', async () => {
    const { seller, buyer, order } = await delivered('CASH', 1);
    const view = (await request(buyer, order.id)).body.data as ReturnView;
    const stranger = await insertBuyer(t.ctx);
    expect((await request(stranger, order.id)).status).toBe(404);
    expect(
      (await call(stranger.headers, 'GET', `/api/v1/mobile/orders/${order.id}/return-request`)).status,
    ).toBe(404);
    expect(
      (await call(stranger.headers, 'POST', `/api/v1/mobile/orders/${order.id}/return-request/cancel`))
        .status,
    ).toBe(404);
    const otherShop = await sellerWithShop();
    expect((await call(otherShop.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`)).status).toBe(
      404,
    );
    expect((await call(otherShop.headers, 'GET', `/api/v1/seller/returns/${view.id}`)).status).toBe(404);
    expect(
      (await call<{ total: number }>(otherShop.headers, 'GET', '/api/v1/seller/returns')).body.data?.total,
    ).toBe(0);
    expect((await call(buyer.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`)).status).toBe(403);
    expect((await call(seller.headers, 'GET', '/api/v1/admin/returns')).status).toBe(403);
    expect((await call({}, 'GET', `/api/v1/mobile/orders/${order.id}/return-request`)).status).toBe(401);
  });

  it('refunds a paid order cancelled before shipping, once', async () => {
    const seller = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, seller.variantId, 1, 'VNPAYQR');
    await move(order.id, 'seller_cancel');
    const first = await refundCancelledOrder(t.ctx, order.id);
    expect(first).toMatchObject([{ method: 'provider', provider: 'vnpay', status: 'succeeded' }]);
    expect(first[0]?.amount).toBe((await orderRow(order.id))?.total);
    await refundCancelledOrder(t.ctx, order.id);
    expect(await t.ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(
      1,
    );
    // A COD order owes nothing.
    const cod = await placeOrder(buyer, seller.variantId, 1, 'CASH');
    await move(cod.id, 'seller_cancel');
    expect(await refundCancelledOrder(t.ctx, cod.id)).toEqual([]);
  });
});
