import { isActiveSeat, seatsLeft, teamFills } from '@cho-dep/core/group-buying/team-rules';
import type { Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { transitionOrder } from '../orders/transition-order';
import { groupBuyMembers, groupBuyTeams } from './group-buying.tables';
import { noticeFilled, noticeJoined } from './team-notices';

export interface LockedSeat {
  memberId: string;
  teamId: string;
  userId: string;
  orderId: string;
}

/**
 * The payment notification's hook (apply-notification.ts), called right after it locks the
 * checkout and before it locks the orders: if the checkout is a held team seat, locks its
 * team (lock order: checkout, team, orders) and answers the seat; else null.
 */
export async function lockSeatOfCheckout(tx: Tx, checkoutId: string): Promise<LockedSeat | null> {
  const [member] = await tx
    .select()
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.checkoutId, checkoutId), eq(groupBuyMembers.status, 'held')));
  if (!member) return null;
  await tx
    .select({ id: groupBuyTeams.id })
    .from(groupBuyTeams)
    .where(eq(groupBuyTeams.id, member.teamId))
    .for('update');
  return { memberId: member.id, teamId: member.teamId, userId: member.userId, orderId: member.orderId };
}

/**
 * A seat's payment arrived: its order is paid but stays with the team (not yet the seller's
 * to confirm); the team opens when its leader pays; the members already in hear of the new
 * one; when paid members reach the size, the team fills and every member's order goes to the
 * seller as a normal paid order.
 */
export async function seatPaid(tx: Tx, seat: LockedSeat, now: Date): Promise<void> {
  await transitionOrder(tx, {
    orderId: seat.orderId,
    event: 'team_payment_held',
    actor: 'system',
    scope: { kind: 'system' },
    now,
  });
  await tx
    .update(groupBuyMembers)
    .set({ status: 'paid', paidAt: now })
    .where(eq(groupBuyMembers.id, seat.memberId));
  const [team] = await tx.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, seat.teamId));
  if (!team) return;
  if (team.status === 'pending') {
    await tx.update(groupBuyTeams).set({ status: 'open' }).where(eq(groupBuyTeams.id, team.id));
  }
  const members = await tx.select().from(groupBuyMembers).where(eq(groupBuyMembers.teamId, team.id));
  const paid = members.filter((m) => m.status === 'paid');
  const active = members.filter((m) => isActiveSeat(m.status));
  await noticeJoined(
    tx,
    team.id,
    seat,
    paid.filter((m) => m.id !== seat.memberId),
    seatsLeft(team.size, active.length),
    now,
  );
  // A payment landing after the team's end does not fill it: the expiry job fails the team
  // and refunds every paid seat, this one included.
  if (!teamFills(team.size, paid.length) || now >= team.endsAt) return;
  await tx
    .update(groupBuyTeams)
    .set({ status: 'filled', filledAt: now })
    .where(eq(groupBuyTeams.id, team.id));
  for (const member of [...paid].sort((a, b) => a.orderId.localeCompare(b.orderId))) {
    await transitionOrder(tx, {
      orderId: member.orderId,
      event: 'team_filled',
      actor: 'system',
      scope: { kind: 'system' },
      now,
    });
  }
  await noticeFilled(tx, team.id, paid, now);
}
