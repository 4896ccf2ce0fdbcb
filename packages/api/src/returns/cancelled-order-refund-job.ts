import type { Tx } from '@cho-dep/db/client';
import type { AppContext } from '../app/app-context';
import { scheduleJob } from '../jobs/job-runner';
import { refundCancelledOrder } from './issue-refunds';

/** The durable job that pays back a paid order a carrier's report cancelled (parcel returned). */
export const CANCELLED_ORDER_REFUND_JOB = 'order.cancelled_refund';

/**
 * Schedules the refund in the transaction that cancelled the order, due at once, so a
 * carrier's webhook is answered without waiting on a payment gateway, and the refund still
 * happens after a crash (the job is a row). One job per order; refundCancelledOrder gives the
 * money back once however often it runs.
 */
export async function scheduleCancelledOrderRefund(tx: Tx, orderId: string, now: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: CANCELLED_ORDER_REFUND_JOB,
    key: `${CANCELLED_ORDER_REFUND_JOB}:${orderId}`,
    runAt: now,
    payload: { orderId },
  });
}

export async function runCancelledOrderRefund(ctx: AppContext, orderId: string): Promise<void> {
  await refundCancelledOrder(ctx, orderId);
}
