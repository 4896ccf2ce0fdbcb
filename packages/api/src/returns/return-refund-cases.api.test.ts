import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import type { ReturnView } from './return-views';
import { refunds } from './returns.tables';
import { returnsWorld } from './returns-world';

describe('returns and refunds: fake goods and refused gateway refunds', () => {
  const w = returnsWorld();
  const { world, call, delivered, auditOf, request, orderRow } = w;
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  it('refunds 200% for fake goods; cash on delivery goes to the bank account the admin then pays', async () => {
    const { seller, buyer, order } = await delivered('CASH', 1);
    await world.t.ctx.database.db
      .update(users)
      .set({ bankName: 'Vietcombank', bankAccount: '0123456789', bankBranch: 'Hà Nội' })
      .where(eq(users.id, buyer.userId));
    const view = (await request(buyer, order.id, { reason: 'fake_goods' })).body.data as ReturnView;
    expect(view).toMatchObject({ itemsPaid: 150_000, amountComputed: 300_000, refundAmount: 300_000 });
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const approved = await call<ReturnView>(
      world.admin.headers,
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
    const done = await call<ReturnView>(
      world.admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/complete`,
    );
    expect(done.body.data).toMatchObject({ status: 'refund_successful', refunds: [{ status: 'succeeded' }] });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await auditOf(view.id)).toEqual([
      ['refund.approve', 'refund', world.admin.userId],
      ['refund.complete', 'refund', world.admin.userId],
    ]);
  });

  it('fake goods paid by VNPay: the paid part back through VNPay, the compensation by bank transfer', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 1);
    const view = (await request(buyer, order.id, { reason: 'fake_goods' })).body.data as ReturnView;
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const approved = await call<ReturnView>(
      world.admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/approve`,
    );
    expect(approved.body.data?.status).toBe('refund_in_transit');
    const byMethod = Object.fromEntries((approved.body.data?.refunds ?? []).map((r) => [r.method, r]));
    expect(byMethod.provider).toMatchObject({ amount: 150_000, status: 'succeeded' });
    expect(byMethod.bank_transfer).toMatchObject({ amount: 150_000, status: 'pending' });
    expect(approved.body.data?.actions).toEqual(['admin_complete']);
    const done = await call<ReturnView>(
      world.admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/complete`,
    );
    expect(done.body.data?.status).toBe('refund_successful');
  });

  it('a refused gateway refund keeps the request approved; approving again retries the same refund', async () => {
    const { seller, buyer, order } = await delivered('VNPAYQR', 1);
    const view = (await request(buyer, order.id)).body.data as ReturnView;
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/agree`);
    await call(seller.headers, 'POST', `/api/v1/seller/returns/${view.id}/received`);
    const real = world.t.ctx.payments.vnpay;
    world.t.ctx.payments.vnpay = {
      ...real,
      refund: async () => ({ ok: false, code: '99', message: 'down' }),
    };
    try {
      const refused = await call(world.admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/approve`);
      expect(refused.status).toBe(502);
      expect(refused.body.error?.code).toBe('REFUND_FAILED');
    } finally {
      world.t.ctx.payments.vnpay = real;
    }
    const pending = await call<ReturnView>(world.admin.headers, 'GET', `/api/v1/admin/returns/${view.id}`);
    expect(pending.body.data).toMatchObject({
      status: 'refund_in_transit',
      refunds: [{ status: 'pending', failureCode: '99' }],
    });
    expect(pending.body.data?.actions).toEqual(['admin_approve']);
    // Completing by hand is refused while the gateway has not confirmed.
    expect(
      (await call(world.admin.headers, 'POST', `/api/v1/admin/returns/${view.id}/complete`)).status,
    ).toBe(409);
    const retried = await call<ReturnView>(
      world.admin.headers,
      'POST',
      `/api/v1/admin/returns/${view.id}/approve`,
    );
    expect(retried.body.data).toMatchObject({
      status: 'refund_successful',
      refunds: [{ status: 'succeeded' }],
    });
    expect(
      await world.t.ctx.database.db.select().from(refunds).where(eq(refunds.returnRequestId, view.id)),
    ).toHaveLength(1);
  });
});
