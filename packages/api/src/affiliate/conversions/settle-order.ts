import { approvalDueAt, baseAfterRefund, commissionOf } from '@cho-dep/core/affiliate/commission';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray, max } from 'drizzle-orm';
import { scheduleJob } from '../../jobs/job-runner';
import { notify } from '../../notifications/notify';
import type { OrderRow } from '../../orders/orders.tables';
import { orderItems } from '../../orders/orders.tables';
import { products } from '../../products/catalog/products.tables';
import { returnRequests } from '../../returns/returns.tables';
import { affiliateCommissions, affiliateConversions } from '../affiliate.tables';
import { refreshConversionStatus } from './conversion-status';

export const AFFILIATE_APPROVAL_JOB = 'affiliate-approval';

/**
 * The order machine's hook (orders/transition-order.ts): keeps a KOL's commission in step with
 * the order it came from, in the same transaction.
 * - Cancelled: every pending line is cancelled.
 * - A refund: the refunded units' share of each line goes (a fully refunded line is cancelled).
 * - Completed: each pending line gets a durable approval job for when the longest return period
 *   of the order's products is over (keyed by the line, so it exists and runs once).
 */
export async function settleOrderCommissions(
  tx: Tx,
  order: OrderRow,
  was: OrderRow,
  now: Date,
): Promise<void> {
  const [conversion] = await tx
    .select({ id: affiliateConversions.id, kolUserId: affiliateConversions.kolUserId })
    .from(affiliateConversions)
    .where(and(eq(affiliateConversions.orderId, order.id), eq(affiliateConversions.counted, 'yes')))
    .for('update');
  if (!conversion) return;
  const lines = await tx
    .select()
    .from(affiliateCommissions)
    .where(
      and(eq(affiliateCommissions.conversionId, conversion.id), eq(affiliateCommissions.status, 'pending')),
    );
  if (lines.length === 0) return;

  if (order.status === 'cancelled') {
    await tx
      .update(affiliateCommissions)
      .set({ status: 'cancelled', cancelReason: 'order_cancelled', cancelledAt: now })
      .where(
        inArray(
          affiliateCommissions.id,
          lines.map((l) => l.id),
        ),
      );
    await refreshConversionStatus(tx, conversion.id, now);
    await tellCancelled(tx, conversion.kolUserId, order, now);
    return;
  }

  const refunded = await refundedUnitsOf(tx, order.id);
  let cancelledAny = false;
  for (const line of lines) {
    const units = refunded.get(line.orderItemId) ?? 0;
    if (units === line.refundedUnits) continue;
    const kept = baseAfterRefund(line.base, line.quantity, units);
    const all = units >= line.quantity;
    cancelledAny ||= all;
    await tx
      .update(affiliateCommissions)
      .set({
        refundedUnits: units,
        amount: commissionOf(kept, line.bp),
        ...(all ? { status: 'cancelled' as const, cancelReason: 'refunded' as const, cancelledAt: now } : {}),
      })
      .where(eq(affiliateCommissions.id, line.id));
  }
  if (cancelledAny) {
    const status = await refreshConversionStatus(tx, conversion.id, now);
    if (status === 'cancelled') await tellCancelled(tx, conversion.kolUserId, order, now);
  }

  if (order.completedAt && !was.completedAt) {
    const runAt = await approvalTimeOf(tx, order);
    for (const line of lines) {
      await scheduleJob(tx, {
        kind: AFFILIATE_APPROVAL_JOB,
        key: `${AFFILIATE_APPROVAL_JOB}:${line.id}`,
        runAt,
        payload: { commissionId: line.id },
      });
    }
  }
}

/** When a completed order's commission may be approved: its products' longest return period is over. */
export async function approvalTimeOf(tx: Tx, order: OrderRow): Promise<Date> {
  const [longest] = await tx
    .select({ days: max(products.returnDays) })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id));
  return approvalDueAt({
    completedAt: order.completedAt ?? order.updatedAt,
    deliveredAt: order.deliveredAt,
    returnDays: longest?.days ?? 0,
  });
}

/** Units refunded per order line: the returns whose refund was issued. */
async function refundedUnitsOf(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ items: returnRequests.items })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.refundIssued, true)));
  const units = new Map<string, number>();
  for (const r of rows)
    for (const i of r.items) units.set(i.orderItemId, (units.get(i.orderItemId) ?? 0) + i.quantity);
  return units;
}

async function tellCancelled(tx: Tx, kolUserId: string, order: OrderRow, now: Date) {
  await notify(
    tx,
    [
      {
        userId: kolUserId,
        kind: 'affiliate.commission_cancelled',
        params: { code: order.code },
        targetType: 'affiliate_conversion',
        targetId: order.id,
      },
    ],
    now,
  );
}
