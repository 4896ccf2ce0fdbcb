import type { Tx } from '@cho-dep/db/client';
import type { AppContext } from '../app/app-context';
import { scheduleJob } from '../jobs/job-runner';
import { refundCancelledOrder, refundStrayPayment } from './issue-refunds';

/**
 * Refunds that must happen even if the process dies right after the change that makes them
 * due: each is a durable job scheduled in that change's own transaction, due at once, and
 * idempotent (one refund per source however often it runs).
 */

/** A paid order a carrier's report cancelled (parcel returned). */
export const CANCELLED_ORDER_REFUND_JOB = 'order.cancelled_refund';

/** A payment that arrived for orders no longer awaiting it (after the deadline, or paid twice). */
export const STRAY_PAYMENT_REFUND_JOB = 'payment.stray_refund';

/**
 * Scheduled by the carrier's webhook, so the carrier is answered without waiting on a payment
 * gateway. One job per order.
 */
export async function scheduleCancelledOrderRefund(tx: Tx, orderId: string, now: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: CANCELLED_ORDER_REFUND_JOB,
    key: `${CANCELLED_ORDER_REFUND_JOB}:${orderId}`,
    runAt: now,
    payload: { orderId },
  });
}

/**
 * Scheduled by the payment notification that records the stray payment. The notification
 * route still refunds at once; the job is what makes the refund survive a crash in between
 * (a replayed notification finds the payment settled and would not flag it again).
 */
export async function scheduleStrayPaymentRefund(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: STRAY_PAYMENT_REFUND_JOB,
    key: `${STRAY_PAYMENT_REFUND_JOB}:${paymentId}`,
    runAt: now,
    payload: { paymentId },
  });
}

export async function runCancelledOrderRefund(ctx: AppContext, orderId: string): Promise<void> {
  await refundCancelledOrder(ctx, orderId);
}

export async function runStrayPaymentRefund(ctx: AppContext, paymentId: string): Promise<void> {
  await refundStrayPayment(ctx, paymentId);
}
