import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { awardBallots, awardNominees } from './awards.tables';
import { awardsWorld } from './testing/awards-world';

/**
 * Votes are exact under concurrency: one member's votes racing from many tabs spend exactly
 * the ballot, and two check-ins at once add the day's votes once. On PostgreSQL; the vote race
 * fails without the ballot's row lock.
 */
describe('awards voting under concurrency', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  const w = awardsWorld(() => t);
  beforeAll(async () => {
    t = await createRaceTestApp();
  });
  afterAll(() => t.close());

  raceIt('20 votes of 1 at once from a ballot of 10: exactly 10 count', async () => {
    const e = await w.edition({ startingVotes: 10 });
    const m = await w.member();
    const nominee = e.nominees[0]?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.call(m.headers, 'POST', `/api/v1/awards/${e.slug}/votes`, {
          nomineeId: nominee,
          votes: 1,
          requestId: randomUUID(),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.body.error?.code)).toEqual(Array(10).fill('AWARDS_OUT_OF_VOTES'));
    const db = t.ctx.database.db;
    const [ballot] = await db
      .select()
      .from(awardBallots)
      .where(and(eq(awardBallots.eventId, e.event.id), eq(awardBallots.userId, m.userId)));
    expect(ballot).toMatchObject({ granted: 10, spent: 10 });
    const [count] = await db
      .select({ votes: awardNominees.votes })
      .from(awardNominees)
      .where(eq(awardNominees.id, nominee));
    expect(count?.votes).toBe(10);
  });

  raceIt('the same vote sent twice at once counts once', async () => {
    const e = await w.edition({ startingVotes: 10 });
    const m = await w.member();
    const body = { nomineeId: e.nominees[1]?.id, votes: 3, requestId: randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        w.call<{ balance: number }>(m.headers, 'POST', `/api/v1/awards/${e.slug}/votes`, body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.data?.balance)).toEqual([7, 7, 7]);
  });

  raceIt('two check-ins at once add 10 once', async () => {
    const e = await w.edition({ startingVotes: 0 });
    const m = await w.member();
    const answers = await Promise.all(
      [1, 2].map(() => w.call(m.headers, 'POST', `/api/v1/awards/${e.slug}/check-in`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [ballot] = await t.ctx.database.db
      .select()
      .from(awardBallots)
      .where(and(eq(awardBallots.eventId, e.event.id), eq(awardBallots.userId, m.userId)));
    expect(ballot?.granted).toBe(10);
  });
});
