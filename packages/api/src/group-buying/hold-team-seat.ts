import { AppError } from '@cho-dep/core/errors/app-error';
import type { GroupBuyChoice } from '@cho-dep/core/group-buying/group-buy-input-schema';
import { joinRefusal, teamEndsAt } from '@cho-dep/core/group-buying/team-rules';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { scheduleJob } from '../jobs/job-runner';
import { groupBuyItems, groupBuyMembers, groupBuyPrograms, groupBuyTeams } from './group-buying.tables';
import { programRunning, seatCounts, unitsOfBuyer } from './team-records';

/** The durable job that ends a team at its deadline (expire-team.ts). */
export const TEAM_EXPIRY_JOB = 'group_buy.team_expiry';

/**
 * Inside place-order's transaction, after the orders are written: takes the seat. Locks the
 * team row (its seats) and checks again under the lock, then takes the program's units with a
 * conditional update, so of N buyers racing for the last seat exactly one holds it and the
 * others are refused before any payment. Lock order everywhere: variants, team, item. Opening a team creates it (pending until its leader
 * pays) with its expiry job in the same transaction.
 */
export async function holdTeamSeat(
  tx: Tx,
  input: {
    choice: GroupBuyChoice;
    userId: string | null;
    checkoutId: string;
    orderId: string;
    quantity: number;
    now: Date;
  },
): Promise<{ teamId: string }> {
  const { choice, userId, now } = input;
  if (!userId) throw new AppError('UNAUTHENTICATED');
  // The item is not locked here: its units are taken by a conditional update below, and the
  // team's row lock is what orders the seats.
  const [item] = await tx.select().from(groupBuyItems).where(eq(groupBuyItems.id, choice.itemId));
  if (!item) throw new AppError('GROUP_BUY_UNAVAILABLE');
  const [program] = await tx.select().from(groupBuyPrograms).where(eq(groupBuyPrograms.id, item.programId));
  if (!program) throw new AppError('GROUP_BUY_UNAVAILABLE');

  let teamId = choice.teamId;
  if (teamId) {
    const [team] = await tx.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, teamId)).for('update');
    if (!team || team.itemId !== item.id) throw new AppError('GROUP_BUY_TEAM_CLOSED');
    const refusal = joinRefusal(team, { ...(await seatCounts(tx, team.id, userId)), now });
    if (refusal) throw new AppError(refusal);
  } else {
    if (!programRunning(program, now)) throw new AppError('GROUP_BUY_UNAVAILABLE');
    const [team] = await tx
      .insert(groupBuyTeams)
      .values({
        itemId: item.id,
        leaderUserId: userId,
        size: program.teamSize,
        endsAt: teamEndsAt(now, program.windowHours, program.endsAt),
        createdAt: now,
      })
      .returning();
    if (!team) throw new AppError('ORDER_CREATION_FAILED');
    teamId = team.id;
    await scheduleJob(tx, {
      kind: TEAM_EXPIRY_JOB,
      key: `${TEAM_EXPIRY_JOB}:${team.id}`,
      runAt: team.endsAt,
      payload: { teamId: team.id },
    });
  }
  if (
    item.perUserLimit !== null &&
    (await unitsOfBuyer(tx, item.id, userId)) + input.quantity > item.perUserLimit
  ) {
    throw new AppError('PROMOTION_USER_LIMIT_EXCEEDED', { params: { limit: item.perUserLimit } });
  }
  const [taken] = await tx
    .update(groupBuyItems)
    .set({ heldCount: sql`${groupBuyItems.heldCount} + ${input.quantity}` })
    .where(
      and(
        eq(groupBuyItems.id, item.id),
        sql`${groupBuyItems.heldCount} + ${input.quantity} <= ${groupBuyItems.stock}`,
      ),
    )
    .returning({ id: groupBuyItems.id });
  if (!taken) throw new AppError('PROMOTION_LIMIT_EXCEEDED');
  await tx.insert(groupBuyMembers).values({
    teamId,
    userId,
    checkoutId: input.checkoutId,
    orderId: input.orderId,
    quantity: input.quantity,
    status: 'held',
    joinedAt: now,
  });
  return { teamId };
}

/** Gives a seat's units back to its program item (a released seat, a failed team). */
export async function returnItemUnits(tx: Tx, itemId: string, units: number): Promise<void> {
  if (units <= 0) return;
  await tx
    .update(groupBuyItems)
    .set({ heldCount: sql`greatest(${groupBuyItems.heldCount} - ${units}, 0)` })
    .where(eq(groupBuyItems.id, itemId));
}
