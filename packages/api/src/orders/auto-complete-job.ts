import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Tx } from '@cho-dep/db/client';
import { scheduleJob } from '../jobs/job-runner';

/** The durable job that completes a delivered order when the buyer stayed silent. */
export const AUTO_COMPLETE_JOB = 'order.auto_complete';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Schedules the completion LIMITS.orders.autoCompleteDays after delivery, in the transaction
 * that delivered the order (both happen or neither). One job per order (its key); the job
 * is a row, so it survives restarts. A return request or a confirmed receipt before then
 * makes the job a no-op (the machine refuses auto_complete).
 */
export async function scheduleAutoComplete(tx: Tx, order: { id: string; deliveredAt: Date }): Promise<void> {
  await scheduleJob(tx, {
    kind: AUTO_COMPLETE_JOB,
    key: `${AUTO_COMPLETE_JOB}:${order.id}`,
    runAt: new Date(order.deliveredAt.getTime() + LIMITS.orders.autoCompleteDays * DAY_MS),
    payload: { orderId: order.id },
  });
}
