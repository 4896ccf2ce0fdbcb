import { acceptsIngest } from '@cho-dep/core/live/live-rules';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import type { LiveIngestPort } from '../live-media/live-ingest-port';
import { forgetPages } from '../page-cache/page-cache';
import { lives } from './live.tables';
import { publishTokenMatches } from './live-publish-token';
import { endLive, startLive } from './live-transitions';
import { streamKeyMatches } from './stream-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The live's shop when `streamKey` is this live's key (or a publish token the seller's studio
 * got for it, decision 067) and the live may stream now (scheduled or on air); null otherwise,
 * whatever the reason, so a caller learns nothing by guessing.
 */
export async function authenticateIngest(
  ctx: AppContext,
  liveId: string,
  streamKey: string,
): Promise<{ shopId: string } | null> {
  if (!UUID.test(liveId) || streamKey.length === 0 || streamKey.length > 200) return null;
  const [live] = await ctx.database.db
    .select({ shopId: lives.shopId, state: lives.state, hash: lives.streamKeyHash })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (!live || !acceptsIngest(live.state)) return null;
  if (streamKeyMatches(streamKey, liveId, live.hash)) return { shopId: live.shopId };
  return (await publishTokenMatches(ctx, liveId, streamKey)) ? { shopId: live.shopId } : null;
}

/**
 * The first video arrived: the live goes on air (again on a reconnect: nothing changes). The
 * video pipeline calls this, not a page's request, so the cached pages showing lives (the home
 * page's strip, /live, the shop's page) are dropped here.
 */
export async function markLiveStarted(ctx: AppContext, liveId: string): Promise<void> {
  await startLive(ctx, liveId);
  await forgetPages(ctx.store, ['catalog']);
}

/** The publisher ended: the live becomes a replay at `replayPath` (null: nothing recorded). */
export async function markLiveEnded(
  ctx: AppContext,
  liveId: string,
  details: { replayPath: string | null },
): Promise<void> {
  await endLive(ctx, liveId, details.replayPath);
  await forgetPages(ctx.store, ['catalog']);
}

/** The three functions together, as the video pipeline's port takes them. */
export const liveIngestPort: LiveIngestPort = { authenticateIngest, markLiveStarted, markLiveEnded };
