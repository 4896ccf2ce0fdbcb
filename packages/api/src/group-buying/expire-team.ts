import type { Tx } from '@cho-dep/db/client';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { checkouts, orderItems } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { expirePendingPayments } from '../payments/expire-payments';
import { lockVariants } from '../products/catalog/variant-stock';
import { scheduleCancelledOrderRefund } from '../returns/refund-jobs';
import { groupBuyMembers, groupBuyTeams } from './group-buying.tables';
import { returnItemUnits } from './hold-team-seat';
import { noticeFailed } from './team-notices';

/**
 * The team's deadline (job TEAM_EXPIRY_JOB): a team not filled by its end fails. In one
 * transaction: every paid member's order is cancelled (its stock returns) and its refund is
 * scheduled as a durable job (the cancelled-order refund: through the gateway it was paid
 * with, in full, once per order however often it runs); every seat still unpaid is released
 * with its order and payment; the program's units go back; members hear of it. Idempotent:
 * a second run finds the team no longer open and does nothing.
 *
 * Locks in the order every other path takes them: the members' checkouts (as a payment
 * notification does), the variants (as placing does), then the team, then the orders.
 */
export async function expireTeam(ctx: AppContext, teamId: string): Promise<'failed' | 'unchanged'> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const seats = await tx.select().from(groupBuyMembers).where(eq(groupBuyMembers.teamId, teamId));
    const checkoutIds = [...new Set(seats.map((s) => s.checkoutId))].sort();
    if (checkoutIds.length > 0) {
      await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(inArray(checkouts.id, checkoutIds))
        .orderBy(asc(checkouts.id))
        .for('update');
      await lockVariantsOf(
        tx,
        seats.map((s) => s.orderId),
      );
    }
    const [team] = await tx.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, teamId)).for('update');
    if (!team || (team.status !== 'open' && team.status !== 'pending') || team.endsAt > now)
      return 'unchanged';

    const members = await tx.select().from(groupBuyMembers).where(eq(groupBuyMembers.teamId, teamId));
    const paid = members.filter((m) => m.status === 'paid');
    const held = members.filter((m) => m.status === 'held');
    for (const member of [...members].sort((a, b) => a.orderId.localeCompare(b.orderId))) {
      if (member.status !== 'paid' && member.status !== 'held') continue;
      // A paid seat's order fails with its team and is refunded; a held one was never paid.
      const event = member.status === 'paid' ? 'team_failed' : 'payment_expired';
      await transitionOrder(tx, {
        orderId: member.orderId,
        event,
        actor: 'system',
        scope: { kind: 'system' },
        now,
      });
      if (member.status === 'paid') await scheduleCancelledOrderRefund(tx, member.orderId, now);
      else await expirePendingPayments(tx, member.checkoutId, now);
    }
    if (paid.length > 0)
      await tx
        .update(groupBuyMembers)
        .set({ status: 'refunded' })
        .where(
          inArray(
            groupBuyMembers.id,
            paid.map((m) => m.id),
          ),
        );
    if (held.length > 0)
      await tx
        .update(groupBuyMembers)
        .set({ status: 'released' })
        .where(
          inArray(
            groupBuyMembers.id,
            held.map((m) => m.id),
          ),
        );
    await returnItemUnits(
      tx,
      team.itemId,
      [...paid, ...held].reduce((sum, m) => sum + m.quantity, 0),
    );
    await tx
      .update(groupBuyTeams)
      .set({ status: 'failed', failedAt: now })
      .where(eq(groupBuyTeams.id, team.id));
    await noticeFailed(tx, team.id, paid, now);
    return 'failed';
  });
}

async function lockVariantsOf(tx: Tx, orderIds: string[]): Promise<void> {
  const lines = await tx
    .select({ variantId: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  await lockVariants(tx, [...new Set(lines.map((l) => l.variantId))]);
}
