import { isAppError } from '@cho-dep/core/errors/app-error';
import {
  LIVE_CLIENT_EVENTS,
  LIVE_SERVER_EVENTS,
  liveChatEventSchema,
  liveRoomInputSchema,
} from '@cho-dep/core/live/live-events';
import { LIVE_HEART_BUDGET } from '@cho-dep/core/live/live-limits';
import { eq, sql } from 'drizzle-orm';
import type { Server, Socket } from 'socket.io';
import { spend } from '../accounts/throttle-counters';
import type { AppContext } from '../app/app-context';
import type { SocketUser } from '../realtime/socket-auth';
import { liveRoom } from '../realtime/socket-rooms';
import { shops } from '../shops/shops.tables';
import { lives } from './live.tables';
import { isMuted, recentLiveMessages, sendLiveMessage } from './live-chat';
import { liveDetail } from './live-queries';
import { rememberViewers } from './live-viewers';

type Ack = (answer: unknown) => void;
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/** A room is recounted at most this often (joins come in bursts when a live starts). */
const RECOUNT_MS = 1_000;
/** Hearts are summed and sent to the room this often, not one event per tap. */
const HEART_FLUSH_MS = 500;
/** Lives one socket may watch at once (a page watches one; a feed preview a few). */
const WATCH_MAX = 5;

/**
 * The per-process state of the live rooms: pending recounts and hearts not yet sent.
 * Created once per socket server (attachRealtime), so tests with their own servers stay apart.
 */
export function createLiveRooms(io: Server, ctx: AppContext) {
  const recounts = new Map<string, NodeJS.Timeout>();
  const hearts = new Map<string, number>();
  let heartTimer: NodeJS.Timeout | null = null;

  /**
   * Counts the room's viewers across processes (Redis adapter), keeps the figure for the HTTP
   * answers, raises the stored peak and tells the room. Distinct members: two tabs are one viewer;
   * the shop's owner (in the room from the studio) is not counted.
   */
  async function recount(liveId: string): Promise<void> {
    const sockets = await io.in(liveRoom(liveId)).fetchSockets();
    // The seller's own studio sits in the room for the chat and pins: not a viewer.
    const [owner] = await ctx.database.db
      .select({ userId: shops.ownerUserId })
      .from(lives)
      .innerJoin(shops, eq(shops.id, lives.shopId))
      .where(eq(lives.id, liveId));
    const members = new Set(sockets.map((s) => (s.data.user as SocketUser).userId));
    if (owner) members.delete(owner.userId);
    const viewers = members.size;
    await rememberViewers(ctx, liveId, viewers);
    const [row] = await ctx.database.db
      .update(lives)
      .set({ viewerPeak: sql`greatest(${lives.viewerPeak}, ${viewers})` })
      .where(eq(lives.id, liveId))
      .returning({ peak: lives.viewerPeak });
    io.to(liveRoom(liveId)).emit(LIVE_SERVER_EVENTS.viewers, { liveId, viewers, peak: row?.peak ?? viewers });
  }

  function scheduleRecount(liveId: string): void {
    if (recounts.has(liveId)) return;
    const timer = setTimeout(() => {
      recounts.delete(liveId);
      recount(liveId).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'live: viewer recount failed'),
      );
    }, RECOUNT_MS);
    timer.unref();
    recounts.set(liveId, timer);
  }

  function flushHearts(): void {
    heartTimer = null;
    for (const [liveId, count] of hearts)
      io.to(liveRoom(liveId)).emit(LIVE_SERVER_EVENTS.hearts, { liveId, count });
    hearts.clear();
  }

  function addHeart(liveId: string): void {
    hearts.set(liveId, (hearts.get(liveId) ?? 0) + 1);
    if (!heartTimer) {
      heartTimer = setTimeout(flushHearts, HEART_FLUSH_MS);
      heartTimer.unref();
    }
  }

  return {
    /** The live events of one signed-in socket. */
    handle(socket: Socket): void {
      const user = socket.data.user as SocketUser;
      const watching = new Set<string>();

      socket.on(LIVE_CLIENT_EVENTS.join, async (...args: unknown[]) => {
        const ack = ackOf(args);
        const input = liveRoomInputSchema.safeParse(args[0]);
        if (!input.success) return ack?.({ ok: false, code: 'VALIDATION_FAILED' });
        const { liveId } = input.data;
        try {
          const live = await liveDetail(ctx, liveId);
          if (live.state !== 'scheduled' && live.state !== 'live')
            return ack?.({ ok: false, code: 'CONFLICT' });
          if (!watching.has(liveId) && watching.size >= WATCH_MAX)
            return ack?.({ ok: false, code: 'RATE_LIMITED' });
          watching.add(liveId);
          await socket.join(liveRoom(liveId));
          scheduleRecount(liveId);
          ack?.({
            ok: true,
            state: live.state,
            viewers: live.viewers,
            viewerPeak: live.viewerPeak,
            pin: live.pin,
            messages: await recentLiveMessages(ctx, liveId),
            muted: await isMuted(ctx.database.db, liveId, user.userId),
          });
        } catch (error) {
          if (isAppError(error)) return ack?.({ ok: false, code: error.code });
          ctx.logger.warn({ err: error }, 'live: join failed');
          ack?.({ ok: false, code: 'INTERNAL' });
        }
      });

      socket.on(LIVE_CLIENT_EVENTS.leave, async (...args: unknown[]) => {
        const ack = ackOf(args);
        const input = liveRoomInputSchema.safeParse(args[0]);
        if (!input.success) return ack?.({ ok: false });
        watching.delete(input.data.liveId);
        await socket.leave(liveRoom(input.data.liveId));
        scheduleRecount(input.data.liveId);
        ack?.({ ok: true });
      });

      socket.on(LIVE_CLIENT_EVENTS.chat, async (...args: unknown[]) => {
        const ack = ackOf(args);
        const input = liveChatEventSchema.safeParse(args[0]);
        if (!input.success) return ack?.({ ok: false, code: 'VALIDATION_FAILED' });
        try {
          const message = await sendLiveMessage(ctx, user.userId, input.data.liveId, input.data.text);
          ack?.({ ok: true, message });
        } catch (error) {
          if (isAppError(error)) return ack?.({ ok: false, code: error.code, params: error.params });
          ctx.logger.warn({ err: error }, 'live: chat message failed');
          ack?.({ ok: false, code: 'INTERNAL' });
        }
      });

      socket.on(LIVE_CLIENT_EVENTS.heart, async (...args: unknown[]) => {
        const ack = ackOf(args);
        const input = liveRoomInputSchema.safeParse(args[0]);
        // Only a viewer in the room sends hearts to it.
        if (!input.success || !watching.has(input.data.liveId)) return ack?.({ ok: false });
        const { liveId } = input.data;
        try {
          await spend(ctx, [{ budget: LIVE_HEART_BUDGET, subject: `${liveId}:${user.userId}` }]);
          if (await isMuted(ctx.database.db, liveId, user.userId)) return ack?.({ ok: false });
          addHeart(liveId);
          ack?.({ ok: true });
        } catch (error) {
          if (!isAppError(error)) ctx.logger.warn({ err: error }, 'live: heart failed');
          ack?.({ ok: false });
        }
      });

      socket.on('disconnect', () => {
        for (const liveId of watching) scheduleRecount(liveId);
      });
    },
    close(): void {
      for (const timer of recounts.values()) clearTimeout(timer);
      recounts.clear();
      if (heartTimer) clearTimeout(heartTimer);
    },
  };
}
