import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { scheduleJob } from '../jobs/job-runner';
import { liveFolder } from '../live-media/media-folders';
import { lives } from './live.tables';
import { announceState, lockLive } from './live-state';

/** The durable job that clears an ended live's video from disk (start-background.ts jobHandlers). */
export const LIVE_VIDEO_RETENTION_JOB = 'live.video-retention';

const DAY_MS = 86_400_000;
const retentionMs = LIVE_LIMITS.replayRetentionDays * DAY_MS;
const leftoversMs = LIVE_LIMITS.leftoversAfterEndMinutes * 60_000;

/** Whether an ended live's replay is past its keeping time (its video is gone or going). */
export function replayExpired(endedAt: Date | null, now: Date): boolean {
  return endedAt !== null && endedAt.getTime() + retentionMs <= now.getTime();
}

/**
 * In the transaction that ends the live: the leftovers check once the reconnect grace and the
 * replay's writing are surely over, and the replay's removal when its keeping time is up.
 */
export async function scheduleVideoRetention(tx: Tx, live: { id: string; endedAt: Date }): Promise<void> {
  for (const [phase, afterMs] of [
    ['leftovers', leftoversMs],
    ['replay', retentionMs],
  ] as const) {
    await scheduleJob(tx, {
      kind: LIVE_VIDEO_RETENTION_JOB,
      key: `${LIVE_VIDEO_RETENTION_JOB}:${live.id}:${phase}`,
      runAt: new Date(live.endedAt.getTime() + afterMs),
      payload: { liveId: live.id },
    });
  }
}

/**
 * Decision 068: an ended live's video goes from disk 30 days after the end (the live's replay
 * then reads "no longer available"); before that, a live that ended without a replay loses its
 * runs' files at the leftovers check, and a replayed one its half-written `.tmp` files.
 * Idempotent: run twice, or for a live whose folder is already gone, it does nothing more.
 */
export async function applyVideoRetention(ctx: AppContext, liveId: string): Promise<void> {
  const now = ctx.now();
  const [live] = await ctx.database.db
    .select({ state: lives.state, endedAt: lives.endedAt, replayPath: lives.replayPath })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (live?.state !== 'ended' || !live.endedAt) return;
  const folder = liveFolder(ctx, liveId);
  if (replayExpired(live.endedAt, now)) {
    if (live.replayPath) await forgetReplay(ctx, liveId);
    await rm(folder, { recursive: true, force: true });
    ctx.logger.info({ liveId }, 'live video retention: the replay was removed');
    return;
  }
  if (live.endedAt.getTime() + leftoversMs > now.getTime()) return;
  if (!live.replayPath) {
    await rm(folder, { recursive: true, force: true });
    return;
  }
  await removeTemporaryFiles(folder);
}

/** The replay leaves the live first, so no page offers a video being deleted. */
async function forgetReplay(ctx: AppContext, liveId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockLive(tx, liveId);
    const [updated] = await tx
      .update(lives)
      .set({ replayPath: null, updatedAt: ctx.now() })
      .where(eq(lives.id, liveId))
      .returning();
    if (updated) await announceState(tx, updated);
  });
}

async function removeTemporaryFiles(folder: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  await Promise.all(
    entries.filter((name) => name.endsWith('.tmp')).map((name) => rm(join(folder, name), { force: true })),
  );
}
