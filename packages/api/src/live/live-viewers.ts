import type { AppContext } from '../app/app-context';

/**
 * Viewers now, as the live room last counted them (live-socket.ts counts the room's sockets
 * across processes and keeps the figure here, in the shared store, for the HTTP answers).
 */
const key = (liveId: string) => `live:viewers:${liveId}`;
/** A count nobody refreshes (every process gone) lapses instead of showing forever. */
const TTL_SECONDS = 120;

export async function viewersNow(ctx: AppContext, liveId: string): Promise<number> {
  return Number((await ctx.store.get(key(liveId))) ?? 0) || 0;
}

export async function rememberViewers(ctx: AppContext, liveId: string, viewers: number): Promise<void> {
  await ctx.store.set(key(liveId), String(viewers), TTL_SECONDS);
}
