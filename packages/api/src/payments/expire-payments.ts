import type { Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { payments } from './payments.tables';

/**
 * At the payment deadline the checkout's payments still pending end as expired, in the
 * transaction that cancels its unpaid orders; a payment that already completed keeps its status.
 */
export async function expirePendingPayments(tx: Tx, checkoutId: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'expired', completedAt: now })
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'pending')));
}
