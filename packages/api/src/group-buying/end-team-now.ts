import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { runJobAt } from '../jobs/job-runner';
import { groupBuyTeams } from './group-buying.tables';
import { TEAM_EXPIRY_JOB } from './hold-team-seat';

/**
 * Browser tests only (the movable clock's routes): one open team's time runs out now (its end
 * and its expiry job brought to now), the rest of the server keeping the real time. Answers
 * how many teams moved (0 or 1).
 */
export async function endTeamNow(ctx: AppContext, teamId: string, now: Date): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const teams = await tx
      .update(groupBuyTeams)
      .set({ endsAt: now })
      .where(and(eq(groupBuyTeams.id, teamId), inArray(groupBuyTeams.status, ['pending', 'open'])))
      .returning({ id: groupBuyTeams.id });
    await runJobAt(tx, `${TEAM_EXPIRY_JOB}:${teamId}`, now);
    return teams.length;
  });
}
