import { AppError } from '@cho-dep/core/errors/app-error';
import { canDo } from '@cho-dep/core/live/live-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { livePins, lives } from './live.tables';
import { notifyFollowers } from './live-notices';
import { closeLivePrices, runningLivePrices } from './live-price';
import { announceState, lockLive } from './live-state';
import { scheduleVideoRetention } from './live-video-retention';

/**
 * The video arrived: a scheduled live goes on air and its shop's followers hear of it. A
 * reconnect of the publisher calls this again; a live already on air keeps its first start.
 */
export async function startLive(ctx: AppContext, liveId: string): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const live = await lockLive(tx, liveId);
    if (live?.state !== 'scheduled') return;
    const [started] = await tx
      .update(lives)
      .set({ state: 'live', startedAt: now, updatedAt: now })
      .where(eq(lives.id, liveId))
      .returning();
    if (!started) return;
    await notifyFollowers(tx, started, 'live.started', now);
    await announceState(tx, started);
  });
}

/**
 * The live is over: kept as a replay at `replayPath` (its chapters are its pins), the pin
 * closes and any live-only price ends with it. Called again (the pipeline finishing the
 * replay after the seller pressed "end"), it only fills in a replay path still missing.
 */
export async function endLive(ctx: AppContext, liveId: string, replayPath: string | null): Promise<void> {
  const now = ctx.now();
  const prices = await ctx.database.db.transaction(async (tx) => {
    const live = await lockLive(tx, liveId);
    if (!live) return null;
    if (live.state === 'ended') {
      if (replayPath && !live.replayPath) {
        const [updated] = await tx
          .update(lives)
          .set({ replayPath, updatedAt: now })
          .where(eq(lives.id, liveId))
          .returning();
        if (updated) await announceState(tx, updated);
      }
      return null;
    }
    // A live that never went on air has nothing to replay: it ends without a start.
    if (!canDo(live.state, 'end') && live.state !== 'scheduled') return null;
    const [ended] = await tx
      .update(lives)
      .set({ state: 'ended', endedAt: now, replayPath, updatedAt: now })
      .where(eq(lives.id, liveId))
      .returning();
    await tx
      .update(livePins)
      .set({ unpinnedAt: now })
      .where(and(eq(livePins.liveId, liveId), isNull(livePins.unpinnedAt)));
    const running = await runningLivePrices(tx, liveId, now);
    if (ended) await announceState(tx, ended);
    // Its video is kept a while, then removed from disk (decision 068).
    await scheduleVideoRetention(tx, { id: liveId, endedAt: now });
    return { shopId: live.shopId, running };
  });
  if (prices) await closeLivePrices(ctx, prices.shopId, prices.running);
}

/** The seller presses "end" in the studio (the pipeline's own end call then adds the replay). */
export async function endLiveBySeller(ctx: AppContext, shopId: string, liveId: string): Promise<void> {
  const [live] = await ctx.database.db
    .select({ shopId: lives.shopId, state: lives.state })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
  if (live.state !== 'live') throw new AppError('CONFLICT');
  await endLive(ctx, liveId, null);
}

/** The seller calls a scheduled live off: it leaves the lists; followers were told of it only once. */
export async function cancelLive(ctx: AppContext, shopId: string, liveId: string): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const live = await lockLive(tx, liveId);
    if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
    if (!canDo(live.state, 'cancel')) throw new AppError('CONFLICT');
    const [cancelled] = await tx
      .update(lives)
      .set({ state: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(lives.id, liveId))
      .returning();
    if (cancelled) await announceState(tx, cancelled);
  });
}
