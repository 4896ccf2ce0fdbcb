import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.tables';
import { raceIt } from '../testing/race-tests';
import { insertBuyer } from '../testing/user-fixtures';
import { refundCancelledOrder } from './issue-refunds';
import type { ReturnView } from './return-views';
import { refunds } from './returns.tables';
import { returnsWorld } from './returns-world';

describe('returns and refunds', () => {
  const w = returnsWorld();
  const {
    world,
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
  } = w;
  beforeAll(w.setUp);
  afterAll(w.tearDown);

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
      world.admin.headers,
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
    const again = await call<ReturnView>(
      world.admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/approve`,
    );
    expect(again.status).toBe(200);
    const rows = await world.t.ctx.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.returnRequestId, view.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).toMatch(/^\d+$/);
  });

  raceIt('two approvals at once issue one refund', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 1);
    const view = (await request(buyer, order.id)).body.data as ReturnView;
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const answers = await Promise.all([
      call(world.admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`),
      call(world.admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(
      await world.t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id)),
    ).toHaveLength(1);
    // One decision, one line of the admin audit log.
    expect(await auditOf(view.id)).toEqual([['refund.approve', 'refund', world.admin.userId]]);
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

    const resolved = await call<ReturnView>(
      world.admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/reject`,
    );
    expect(resolved.body.data?.status).toBe('complaint_resolved');
    expect(await auditOf(view.id)).toEqual([['refund.reject', 'refund', world.admin.userId]]);
    const after = await orderRow(order.id);
    expect(after?.status).toBe('delivered');
    expect(after?.completedAt).not.toBeNull();
    expect(
      await world.t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id)),
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
    await world.t.ctx.database.db
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
    const stranger = await insertBuyer(world.t.ctx);
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
    const buyer = await insertBuyer(world.t.ctx);
    const order = await placeOrder(buyer, seller.variantId, 1, 'VNPAYQR');
    await move(order.id, 'seller_cancel');
    const first = await refundCancelledOrder(world.t.ctx, order.id);
    expect(first).toMatchObject([{ method: 'provider', provider: 'vnpay', status: 'succeeded' }]);
    expect(first[0]?.amount).toBe((await orderRow(order.id))?.total);
    await refundCancelledOrder(world.t.ctx, order.id);
    expect(
      await world.t.ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id)),
    ).toHaveLength(1);
    // A COD order owes nothing.
    const cod = await placeOrder(buyer, seller.variantId, 1, 'CASH');
    await move(cod.id, 'seller_cancel');
    expect(await refundCancelledOrder(world.t.ctx, cod.id)).toEqual([]);
  });
});
