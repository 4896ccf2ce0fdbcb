import { vietnamDay } from '@cho-dep/core/settlement/fee-rules';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { createTestApp } from '../testing/test-app';
import { ingestTrackingSessions } from './tracking-ingest';
import { maintainTrackingPartitions } from './tracking-partition-job';

const DAY_MS = 86_400_000;

/**
 * The daily partition upkeep: today's rows that arrived before their partition existed move
 * into it, the coming days' partitions exist, days past retention are dropped. On the embedded
 * database and on PostgreSQL, whose partitioning is the one production runs.
 */
async function upkeepScenario(t: Awaited<ReturnType<typeof createTestApp>>) {
  const db = t.ctx.database.db;
  const now = t.ctx.now();
  const seconds = Math.floor(now.getTime() / 1000);
  const old = seconds - 120 * 86_400;
  const events = (start: number) => [
    { event_id: 'a', type: 'AppOpen' as const, timestamp: start },
    { event_id: 'b', type: 'ViewProduct' as const, timestamp: start + 1 },
  ];
  const base = {
    device_id: 'web-x',
    area: 'VN' as const,
    language: 'vi' as const,
    conversion_status: 'in_progress' as const,
  };
  await ingestTrackingSessions(
    db,
    [
      { ...base, session_id: 'today', started_at: seconds, events: events(seconds) },
      { ...base, session_id: 'old', started_at: old, events: events(old) },
    ],
    null,
  );
  const first = await maintainTrackingPartitions(t.ctx);
  const today = vietnamDay(now).replaceAll('-', '');
  expect(first.created).toContain(`tracking_events_p${today}`);
  expect(first.created.filter((n) => n.startsWith('tracking_sessions_p'))).toHaveLength(8);
  const where = await queryRows<{ table: string; session_id: string }>(
    db,
    sql`select tableoid::regclass::text as "table", session_id from tracking_sessions order by session_id`,
  );
  // Today's row moved into its partition; the day past retention was deleted from the default.
  expect(where).toEqual([{ table: `tracking_sessions_p${today}`, session_id: 'today' }]);
  // Run again: nothing new; a partition that fell past retention is dropped.
  expect((await maintainTrackingPartitions(t.ctx)).created).toEqual([]);
  t.advance((t.ctx.config.TRACKING_RETENTION_DAYS + 1) * DAY_MS);
  const later = await maintainTrackingPartitions(t.ctx);
  expect(later.dropped).toContain(`tracking_sessions_p${today}`);
  // New sessions still land (in their own partitions).
  const after = Math.floor(t.ctx.now().getTime() / 1000);
  await ingestTrackingSessions(
    db,
    [{ ...base, session_id: 'later', started_at: after, events: events(after) }],
    null,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tracking_events`);
  expect(count?.n).toBe(2);
}

describe('tracking partitions', () => {
  it('are made ahead, take in early rows and go past retention (embedded)', async () => {
    const t = await createTestApp();
    try {
      await upkeepScenario(t);
    } finally {
      await t.close();
    }
  });

  raceIt('are made ahead, take in early rows and go past retention (PostgreSQL)', async () => {
    const t = await createRaceTestApp();
    try {
      await upkeepScenario(t);
    } finally {
      await t.close();
    }
  });
});
