import { resolvePaymentSettings } from '@cho-dep/integrations/payments/payment-config';
import {
  buildVnpayResult,
  tamperVnpayResult,
  verifyVnpayPaymentRequest,
  withVnpayAmount,
} from '@cho-dep/integrations/payments/simulator/vnpay-simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { accessToken } from '../orders/order-access-token';
import { orderHistory, orders } from '../orders/orders.tables';
import { payments } from '../payments/payments.tables';
import { productVariants } from '../products/catalog/products.tables';
import { refunds } from '../returns/returns.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote, CheckoutStatus, PlacedCheckout } from './checkout-answer-schemas';

import { checkoutCalls } from './testing/checkout-calls';

describe('checkout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const { call, quote, place } = checkoutCalls(() => t.api);

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  describe('paying by VNPay', () => {
    const settings = () => resolvePaymentSettings({ publicBaseUrl: t.ctx.config.publicUrl }).vnpay;
    const ipn = (params: Record<string, string>) =>
      call<{ RspCode: string }>({}, 'GET', `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params)}`);

    async function placeByVnpay(stock = 5) {
      const world = await insertSellingShop(t.ctx, {
        variants: [{ colour: 'Hồng', size: 'S', stock, price: 250_000 }],
      });
      const buyer = await insertBuyer(t.ctx);
      const draft = {
        source: 'express',
        items: [{ variantId: world.variantIds[0], quantity: 1 }],
        paymentMethod: 'VNPAYQR',
      };
      const q = (await quote(buyer.headers, draft)).body.data as CheckoutQuote;
      const res = await place(buyer.headers, `vnp-${world.variantIds[0]}`, {
        draft,
        agreeTerms: true,
        expectedTotal: q.totals.totalPayment,
      });
      expect(res.status).toBe(200);
      const placed = res.body.data as PlacedCheckout;
      expect(placed.paymentUrl).toContain('/dev/pay/vnpay/paymentv2/vpcpay.html?');
      expect(placed.paymentDeadline).not.toBeNull();
      const query = Object.fromEntries(new URL(placed.paymentUrl as string).searchParams);
      const check = verifyVnpayPaymentRequest(settings(), query, t.ctx.now());
      if (!check.ok) throw new Error(`the gateway refuses our URL: ${check.reason}`);
      expect(check.request.amount).toBe(q.totals.totalPayment);
      expect(check.request.bankCode).toBe('VNPAYQR');
      return { world, buyer, placed, request: check.request };
    }

    it('moves the orders only on a verified IPN, once however often it is replayed', async () => {
      const { buyer, placed, request } = await placeByVnpay();
      const [before] = await t.ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, placed.checkoutId));
      expect(before).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

      const result = buildVnpayResult(settings(), request, 'paid', {
        transactionNo: '14123456',
        payDate: t.ctx.now(),
      });
      // A forged message and a genuine one for another amount are refused with VNPay's codes.
      expect((await ipn(tamperVnpayResult(result, { vnp_Amount: '100' }))).body).toMatchObject({
        RspCode: '97',
      });
      expect((await ipn(withVnpayAmount(settings(), result, 1_000))).body).toMatchObject({ RspCode: '04' });
      expect((await ipn({ ...result, vnp_TxnRef: 'NOPE' })).body).toMatchObject({ RspCode: '97' });

      const answers = [];
      for (let i = 0; i < 10; i++) answers.push((await ipn(result)).body);
      expect(answers[0]).toMatchObject({ RspCode: '00' });
      expect(answers.slice(1).every((a) => (a as { RspCode: string }).RspCode === '02')).toBe(true);
      const [after] = await t.ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, placed.checkoutId));
      expect(after).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' });
      const history = await t.ctx.database.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, after?.id as string));
      expect(history.map((h) => h.status)).toEqual(['pending', 'awaiting_confirmation']);

      // The browser's return only shows the result.
      const back = await t.api.request(`/api/v1/payments/vnpay/return?${new URLSearchParams(result)}`);
      expect(back.status).toBe(303);
      // With the token naming the checkout: the result reads even without the buyer's session.
      const token = accessToken(t.ctx.config.appSecret, 'checkout', placed.checkoutId);
      expect(back.headers.get('location')).toBe(
        `/thanh-toan/ket-qua/${placed.checkoutId}?payment=success&t=${token}`,
      );
      const status = await call<CheckoutStatus>(
        buyer.headers,
        'GET',
        `/api/v1/mobile/checkout/${placed.checkoutId}`,
      );
      expect(status.body.data?.state).toBe('paid');
    });

    it('a cancelled payment leaves the orders awaiting payment until the deadline job cancels them', async () => {
      const { world, buyer, placed, request } = await placeByVnpay(5);
      const variantId = world.variantIds[0] as string;
      const cancelled = buildVnpayResult(settings(), request, 'cancelled', {
        transactionNo: '0',
        payDate: t.ctx.now(),
      });
      expect((await ipn(cancelled)).body).toMatchObject({ RspCode: '00' });
      const db = t.ctx.database.db;
      const stockOf = async () =>
        (
          await db
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(eq(productVariants.id, variantId))
        )[0]?.stock;
      expect(await stockOf()).toBe(4);
      const [waiting] = await db.select().from(orders).where(eq(orders.checkoutId, placed.checkoutId));
      expect(waiting).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

      // Pay again makes a new attempt with a new reference.
      const again = await call<{ paymentUrl: string }>(
        buyer.headers,
        'POST',
        `/api/v1/mobile/checkout/${placed.checkoutId}/pay`,
      );
      expect(again.status).toBe(200);
      expect(again.body.data?.paymentUrl).not.toBe(placed.paymentUrl);

      // Before the deadline the job is not due (other due jobs, such as notifications' delivery,
      // may run); after it, the orders are cancelled and stock returns.
      await runDueJobs(t.ctx, jobHandlers);
      const [notYet] = await db.select().from(orders).where(eq(orders.checkoutId, placed.checkoutId));
      expect(notYet).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
      t.advance(31 * 60_000);
      expect(await runDueJobs(t.ctx, jobHandlers)).toBeGreaterThanOrEqual(1);
      const [gone] = await db.select().from(orders).where(eq(orders.checkoutId, placed.checkoutId));
      expect(gone).toMatchObject({ status: 'cancelled', paymentStatus: 'voided', cancelledBy: 'system' });
      expect(await stockOf()).toBe(5);
      // A success for the closed attempt (the buyer paid after the deadline) changes no order:
      // the payment is recorded and its money is sent back (a refund row for that payment).
      const query = Object.fromEntries(new URL(again.body.data?.paymentUrl as string).searchParams);
      const second = verifyVnpayPaymentRequest(
        settings(),
        { ...query },
        new Date(t.ctx.now().getTime() - 31 * 60_000),
      );
      if (!second.ok) throw new Error(`the second link is refused: ${second.reason}`);
      const late = buildVnpayResult(settings(), second.request, 'paid', {
        transactionNo: '99',
        payDate: t.ctx.now(),
      });
      expect((await ipn(late)).body).toMatchObject({ RspCode: '00' });
      expect((await ipn(late)).body).toMatchObject({ RspCode: '02' });
      const owed = await db.select().from(refunds).where(eq(refunds.method, 'provider'));
      const [paid] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutId, placed.checkoutId), eq(payments.status, 'succeeded')));
      expect(owed.filter((r) => r.paymentId === paid?.id).map((r) => r.amount)).toEqual([paid?.amount]);
      // The first, cancelled attempt was never paid: a success for it is refused as already settled.
      const stale = buildVnpayResult(settings(), request, 'failed', {
        transactionNo: '0',
        payDate: t.ctx.now(),
      });
      expect((await ipn(stale)).body).toMatchObject({ RspCode: '02' });
      const [still] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.checkoutId, placed.checkoutId)));
      expect(still?.status).toBe('cancelled');
      const payAgain = await call(buyer.headers, 'POST', `/api/v1/mobile/checkout/${placed.checkoutId}/pay`);
      expect(payAgain.body.error?.code).toBe('ORDER_NOT_PAYABLE');
    });
  });
});
