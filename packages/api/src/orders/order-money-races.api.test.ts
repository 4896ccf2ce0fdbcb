import { randomUUID } from 'node:crypto';
import { isAppError } from '@cho-dep/core/errors/app-error';
import type { OrderEvent } from '@cho-dep/core/orders/order-machine';
import type { PaymentNotification } from '@cho-dep/integrations/payments/payment-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { cancelUnpaidCheckout } from '../checkout/payment-deadline';
import { runDueJobs } from '../jobs/job-runner';
import { applyPaymentNotification } from '../payments/apply-notification';
import { payments } from '../payments/payments.tables';
import { productVariants } from '../products/catalog/products.tables';
import { refundCancelledOrder } from '../returns/issue-refunds';
import { refunds } from '../returns/returns.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { placeCheckout } from '../testing/place-checkout';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellingShop } from '../testing/shop-fixtures';
import { insertBuyer } from '../testing/user-fixtures';
import { orderHistory, orders } from './orders.tables';
import { transitionOrder } from './transition-order';

/**
 * Money and stock when several hands move one order at once: the gateway's notification
 * delivered many times together, the payment deadline firing while the money arrives, two
 * sides deciding an order together, a paid order cancelled by several requests. Each runs on
 * PostgreSQL (raceIt), where only the row locks and guarded updates keep the outcome single.
 */
describe('order money under concurrency', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const db = () => t.ctx.database.db;

  async function place(paymentMethod: 'CASH' | 'VNPAYQR') {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Xanh', size: 'M', stock: 10, price: 250_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = {
      source: 'express',
      items: [{ variantId: world.variantIds[0], quantity: 2 }],
      paymentMethod,
    };
    const { placed } = await placeCheckout(t.api, buyer.headers, draft);
    const orderId = placed.orders[0]?.id as string;
    return { world, buyer, placed, orderId, variantId: world.variantIds[0] as string };
  }

  async function notificationFor(
    checkoutId: string,
    eventId: string = randomUUID(),
  ): Promise<PaymentNotification> {
    const [payment] = await db().select().from(payments).where(eq(payments.checkoutId, checkoutId));
    if (!payment) throw new Error('no payment attempt');
    return {
      provider: payment.provider as PaymentNotification['provider'],
      txnRef: payment.txnRef,
      amount: payment.amount,
      success: true,
      providerTxnId: '14226112',
      responseCode: '00',
      eventId,
    };
  }

  /** Runs the due jobs, then the amounts refunded for a payment. */
  const refundedFor = async (paymentId: string) => {
    await runDueJobs(t.ctx, jobHandlers);
    const rows = await db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
    return rows.map((r) => r.amount);
  };
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const historyOf = async (id: string) =>
    (await db().select().from(orderHistory).where(eq(orderHistory.orderId, id))).map((h) => h.status);
  const stockOf = async (variantId: string) =>
    (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
  const move = async (orderId: string, event: OrderEvent, actor: 'buyer' | 'seller' | 'system') => {
    try {
      return await db().transaction(async (tx) => {
        const { effects } = await transitionOrder(tx, {
          orderId,
          event,
          actor,
          scope: { kind: 'system' },
          now: t.ctx.now(),
        });
        return effects.refundDue ? 'ok:refund_due' : 'ok';
      });
    } catch (error) {
      if (isAppError(error)) return error.code;
      throw error;
    }
  };

  raceIt(
    'the paid notification delivered 10 times at once (two event ids) confirms the order once',
    async () => {
      const { placed, orderId } = await place('VNPAYQR');
      const first = await notificationFor(placed.checkoutId, 'ipn-a');
      const second = { ...first, eventId: 'ipn-b' };
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) => applyPaymentNotification(t.ctx, i % 2 ? first : second)),
      );
      expect(outcomes.filter((o) => o.outcome === 'confirmed')).toHaveLength(1);
      expect(outcomes.every((o) => o.strayPaymentId === null)).toBe(true);
      expect(await historyOf(orderId)).toEqual(['pending', 'awaiting_confirmation']);
      expect(await orderOf(orderId)).toMatchObject({
        status: 'awaiting_confirmation',
        paymentStatus: 'paid',
      });
    },
  );

  raceIt(
    'money arriving as the payment deadline fires: paid and open, or cancelled and owed back',
    async () => {
      for (let round = 0; round < 4; round++) {
        const { placed, orderId, variantId } = await place('VNPAYQR');
        const n = await notificationFor(placed.checkoutId);
        const [applied] = await Promise.all([
          applyPaymentNotification(t.ctx, n),
          cancelUnpaidCheckout(t.ctx, placed.checkoutId),
        ]);
        const order = await orderOf(orderId);
        if (order?.status === 'cancelled') {
          expect(order.paymentStatus).not.toBe('paid');
          expect(applied.strayPaymentId).not.toBeNull();
          expect(await stockOf(variantId)).toBe(10);
        } else {
          expect(order).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' });
          expect(applied.strayPaymentId).toBeNull();
          expect(await stockOf(variantId)).toBe(8);
        }
      }
    },
  );

  raceIt(
    'the buyer and the seller deciding one order at once: one move at a time, cancelled and restocked once',
    async () => {
      const { orderId, variantId } = await place('CASH');
      expect(await stockOf(variantId)).toBe(8);
      const results = await Promise.all([
        move(orderId, 'buyer_cancel', 'buyer'),
        move(orderId, 'seller_confirm', 'seller'),
        move(orderId, 'buyer_cancel', 'buyer'),
        move(orderId, 'seller_cancel', 'seller'),
      ]);
      // Moves one after another may all be legal (confirm, then cancel); each is one history
      // line, and no two start from the same state.
      const history = await historyOf(orderId);
      expect(history).toHaveLength(1 + results.filter((r) => r.startsWith('ok')).length);
      expect(history.filter((h) => h === 'cancelled').length).toBeLessThanOrEqual(1);
      const order = await orderOf(orderId);
      expect(await stockOf(variantId)).toBe(order?.status === 'cancelled' ? 10 : 8);
    },
  );

  it('money arriving after the deadline goes back by a durable job, whatever happens to the process', async () => {
    const { placed } = await place('VNPAYQR');
    await cancelUnpaidCheckout(t.ctx, placed.checkoutId);
    const n = await notificationFor(placed.checkoutId);
    // The notification route refunds at once; here the process "dies" before it could.
    const applied = await applyPaymentNotification(t.ctx, n);
    expect(applied.strayPaymentId).not.toBeNull();
    expect(await refundedFor(applied.strayPaymentId as string)).toEqual([n.amount]);
  });

  raceIt('a paid order cancelled by 5 requests at once is refunded once, its stock back once', async () => {
    const { placed, orderId, variantId } = await place('VNPAYQR');
    await applyPaymentNotification(t.ctx, await notificationFor(placed.checkoutId));
    const results = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const result = await move(orderId, 'seller_cancel', 'seller');
        if (result === 'ok:refund_due') await refundCancelledOrder(t.ctx, orderId);
        return result;
      }),
    );
    expect(results.filter((r) => r.startsWith('ok'))).toEqual(['ok:refund_due']);
    await Promise.all(Array.from({ length: 5 }, () => refundCancelledOrder(t.ctx, orderId)));
    const order = await orderOf(orderId);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(order?.total);
    expect(new Set(rows.map((r) => r.method)).size).toBe(rows.length);
    expect(await stockOf(variantId)).toBe(10);
  });
});
