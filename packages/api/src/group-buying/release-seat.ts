import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { groupBuyMembers, groupBuyTeams } from './group-buying.tables';
import { returnItemUnits } from './hold-team-seat';

/**
 * The payment deadline's hook (checkout/payment-deadline.ts), after it cancelled the unpaid
 * orders: a seat of this checkout still unpaid is released and its units go back to the
 * program. A team whose leader never paid (no seat left) ends as failed; nobody paid, so
 * nobody is refunded. Locks the team after the orders and variants, as placing does.
 */
export async function releaseUnpaidSeat(tx: Tx, checkoutId: string, now: Date): Promise<void> {
  const [member] = await tx
    .select()
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.checkoutId, checkoutId), eq(groupBuyMembers.status, 'held')));
  if (!member) return;
  const [team] = await tx
    .select()
    .from(groupBuyTeams)
    .where(eq(groupBuyTeams.id, member.teamId))
    .for('update');
  const [released] = await tx
    .update(groupBuyMembers)
    .set({ status: 'released' })
    .where(and(eq(groupBuyMembers.id, member.id), eq(groupBuyMembers.status, 'held')))
    .returning({ id: groupBuyMembers.id });
  if (!released || !team) return;
  await returnItemUnits(tx, team.itemId, member.quantity);
  if (team.status !== 'pending') return;
  const left = await tx
    .select({ id: groupBuyMembers.id })
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.teamId, team.id), inArray(groupBuyMembers.status, ['held', 'paid'])));
  if (left.length === 0) {
    await tx
      .update(groupBuyTeams)
      .set({ status: 'failed', failedAt: now })
      .where(eq(groupBuyTeams.id, team.id));
  }
}
