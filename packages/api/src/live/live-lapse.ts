import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { scheduleJob } from '../jobs/job-runner';
import { lives } from './live.tables';
import { announceState, lockLive } from './live-state';

/** The durable job that calls off a live nobody started (start-background.ts jobHandlers). */
export const LIVE_LAPSE_JOB = 'live.lapse';

const graceMs = LIVE_LIMITS.upcomingGraceMinutes * 60_000;

/**
 * Schedules the check an hour after the live's start time, in the transaction that set that
 * time. The key names the time, so moving the live schedules a new check and the old one,
 * run at the old time, finds the live not yet due and leaves it.
 */
export async function scheduleLapse(tx: Tx, live: { id: string; scheduledAt: Date }): Promise<void> {
  await scheduleJob(tx, {
    kind: LIVE_LAPSE_JOB,
    key: `${LIVE_LAPSE_JOB}:${live.id}:${live.scheduledAt.toISOString()}`,
    runAt: new Date(live.scheduledAt.getTime() + graceMs),
    payload: { liveId: live.id },
  });
}

/**
 * A live still scheduled an hour after its time never went on air: it is called off
 * (cancelled), so it leaves the seller's upcoming lives and a late stream key no longer
 * opens an ingest. Idempotent: a live started, ended, cancelled or moved later is left alone.
 */
export async function lapseLive(ctx: AppContext, liveId: string): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const live = await lockLive(tx, liveId);
    if (live?.state !== 'scheduled' || live.scheduledAt.getTime() + graceMs > now.getTime()) return;
    const [lapsed] = await tx
      .update(lives)
      .set({ state: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(lives.id, liveId))
      .returning();
    if (lapsed) await announceState(tx, lapsed);
  });
}
