import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { groupBuyItems, groupBuyMembers, groupBuyPrograms, groupBuyTeams } from './group-buying.tables';

/** An item with its program: what a team buys and on what terms. */
export async function loadItemWithProgram(db: Db | Tx, itemId: string) {
  const [row] = await db
    .select({ item: groupBuyItems, program: groupBuyPrograms })
    .from(groupBuyItems)
    .innerJoin(groupBuyPrograms, eq(groupBuyPrograms.id, groupBuyItems.programId))
    .where(eq(groupBuyItems.id, itemId));
  return row ?? null;
}

/** Seats that count against a team's size (held and paid), and whether `userId` holds one. */
export async function seatCounts(db: Db | Tx, teamId: string, userId: string | null) {
  const rows = await db
    .select({ userId: groupBuyMembers.userId, status: groupBuyMembers.status })
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.teamId, teamId), inArray(groupBuyMembers.status, ['held', 'paid'])));
  return {
    activeSeats: rows.length,
    paid: rows.filter((r) => r.status === 'paid').length,
    alreadyMember: userId !== null && rows.some((r) => r.userId === userId),
  };
}

/** Units a buyer holds or bought in one program item (the per-buyer limit counts them). */
export async function unitsOfBuyer(db: Db | Tx, itemId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${groupBuyMembers.quantity}), 0)::int` })
    .from(groupBuyMembers)
    .innerJoin(groupBuyTeams, eq(groupBuyTeams.id, groupBuyMembers.teamId))
    .where(
      and(
        eq(groupBuyTeams.itemId, itemId),
        eq(groupBuyMembers.userId, userId),
        inArray(groupBuyMembers.status, ['held', 'paid']),
      ),
    );
  return row?.units ?? 0;
}

/** A program takes new teams while it runs and was not ended early. */
export function programRunning(program: { startsAt: Date; endsAt: Date; endedAt: Date | null }, now: Date) {
  return (
    program.startsAt <= now && now < program.endsAt && (program.endedAt === null || now < program.endedAt)
  );
}
