import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { notify } from '../../notifications/notify';
import { orders } from '../../orders/orders.tables';
import { affiliateCommissions, affiliateConversions } from '../affiliate.tables';
import { refreshConversionStatus } from './conversion-status';
import { approvalTimeOf } from './settle-order';

/**
 * The approval job of one commission line (settle-order.ts schedules it when the order completes,
 * for when its return period is over). Runs once in effect: only a pending line moves. A line of
 * a conversion waiting for the admin's review stays pending (the admin's decision approves it);
 * one whose order was cancelled since was already cancelled by the order's hook.
 */
export async function approveCommission(ctx: AppContext, commissionId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.id, commissionId))
      .for('update');
    if (line?.status !== 'pending') return;
    const [conversion] = await tx
      .select()
      .from(affiliateConversions)
      .where(eq(affiliateConversions.id, line.conversionId))
      .for('update');
    if (!conversion || conversion.review === 'waiting' || conversion.review === 'refused') return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, conversion.orderId));
    if (!order?.completedAt || order.status === 'cancelled') return;
    await approveLines(tx, [line.id], conversion, order, ctx.now());
  });
}

/**
 * After the admin cleared a conversion held for review: once its order is completed and the
 * return period over, its pending lines are approved at once (their job ran while it waited);
 * before that, the lines' own jobs approve them when due.
 */
export async function approveClearedConversion(tx: Tx, conversionId: string, now: Date): Promise<void> {
  const [conversion] = await tx
    .select()
    .from(affiliateConversions)
    .where(eq(affiliateConversions.id, conversionId));
  if (!conversion) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, conversion.orderId));
  if (!order?.completedAt || order.status === 'cancelled') return;
  if ((await approvalTimeOf(tx, order)).getTime() > now.getTime()) return;
  const pending = await tx
    .select({ id: affiliateCommissions.id })
    .from(affiliateCommissions)
    .where(
      and(eq(affiliateCommissions.conversionId, conversionId), eq(affiliateCommissions.status, 'pending')),
    );
  if (pending.length > 0)
    await approveLines(
      tx,
      pending.map((l) => l.id),
      conversion,
      order,
      now,
    );
}

async function approveLines(
  tx: Tx,
  ids: string[],
  conversion: typeof affiliateConversions.$inferSelect,
  order: typeof orders.$inferSelect,
  now: Date,
) {
  await tx
    .update(affiliateCommissions)
    .set({ status: 'approved', approvedAt: now })
    .where(inArray(affiliateCommissions.id, ids));
  const before = conversion.status;
  const status = await refreshConversionStatus(tx, conversion.id, now);
  if (status === 'approved' && before !== 'approved') {
    const lines = await tx
      .select({ amount: affiliateCommissions.amount })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.conversionId, conversion.id),
          eq(affiliateCommissions.status, 'approved'),
        ),
      );
    await notify(
      tx,
      [
        {
          userId: conversion.kolUserId,
          kind: 'affiliate.commission_approved',
          params: { code: order.code, amount: lines.reduce((sum, l) => sum + l.amount, 0) },
          targetType: 'affiliate_conversion',
          targetId: order.id,
        },
      ],
      now,
    );
  }
}
