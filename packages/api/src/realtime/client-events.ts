import { PRESENCE_WATCH_MAX } from '@cho-dep/core/realtime/presence';
import {
  type ChatTypingInput,
  CLIENT_EVENTS,
  chatDeliveredInputSchema,
  chatTypingInputSchema,
  presenceWatchInputSchema,
  SERVER_EVENTS,
} from '@cho-dep/core/realtime/realtime-events';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../app/app-context';
import { markDelivered } from '../chat/reading-state';
import { canActAs, roomMembers } from '../chat/room-members';
import { presenceOf } from './presence';
import type { SocketUser } from './socket-auth';
import { presenceRoom, userRoom } from './socket-rooms';

type Ack = (answer: unknown) => void;
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/** How many rooms' "who is on the other side" one socket remembers (typing asks every few seconds). */
const ROOM_CACHE_MAX = 100;

/**
 * What a page may say over its socket. Anything that does not match the shared schemas, or
 * names a room the member is not in, is ignored: a socket never learns whether a room exists.
 */
export function handleClientEvents(io: Server, socket: Socket, ctx: AppContext): void {
  const user = socket.data.user as SocketUser;
  // roomId:side -> the member on the other side, for rooms this member may act in.
  const otherSide = new Map<string, string | null>();
  const watched = new Set<string>();

  async function recipientOf(roomId: string, side: 'buyer' | 'shop'): Promise<string | null> {
    const key = `${roomId}:${side}`;
    const known = otherSide.get(key);
    if (known !== undefined) return known;
    const members = await roomMembers(ctx.database.db, roomId);
    const other =
      members && canActAs(members, user.userId, side)
        ? side === 'buyer'
          ? members.shopOwnerId
          : members.buyerId
        : null;
    if (otherSide.size >= ROOM_CACHE_MAX) otherSide.clear();
    otherSide.set(key, other);
    return other;
  }

  socket.on(CLIENT_EVENTS.chatTyping, async (...args: unknown[]) => {
    const input = chatTypingInputSchema.safeParse(args[0]);
    if (!input.success) return;
    try {
      const other = await recipientOf(input.data.roomId, input.data.side);
      // io.to (not io.local): the other side may be connected to another process.
      if (other) io.to(userRoom(other)).emit(SERVER_EVENTS.chatTyping, input.data satisfies ChatTypingInput);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'chat typing could not be relayed');
    }
  });

  // The chat owns the room's reading state: it stores the tick and announces the room to both sides.
  socket.on(CLIENT_EVENTS.chatDelivered, async (...args: unknown[]) => {
    const ack = ackOf(args);
    const input = chatDeliveredInputSchema.safeParse(args[0]);
    if (!input.success) return ack?.({ ok: false });
    try {
      const members = await roomMembers(ctx.database.db, input.data.roomId);
      if (!members || !canActAs(members, user.userId, input.data.side)) return ack?.({ ok: false });
      await markDelivered(ctx, members, input.data.side, input.data.seq);
      ack?.({ ok: true });
    } catch (error) {
      ctx.logger.warn({ err: error }, 'chat delivered tick could not be stored');
      ack?.({ ok: false });
    }
  });

  socket.on(CLIENT_EVENTS.presenceWatch, async (...args: unknown[]) => {
    const ack = ackOf(args);
    const input = presenceWatchInputSchema.safeParse(args[0]);
    if (!input.success) return ack?.({ ok: false });
    // The latest PRESENCE_WATCH_MAX members are watched: a page moving from chat to chat keeps
    // watching, and the longest-watched leave first.
    for (const id of input.data.userIds) {
      watched.delete(id);
      watched.add(id);
    }
    const evicted = [...watched].slice(0, Math.max(0, watched.size - PRESENCE_WATCH_MAX));
    for (const id of evicted) {
      watched.delete(id);
      await socket.leave(presenceRoom(id));
    }
    await socket.join(input.data.userIds.map(presenceRoom));
    try {
      ack?.({ ok: true, presence: await presenceOf(ctx, input.data.userIds) });
    } catch (error) {
      ctx.logger.warn({ err: error }, 'presence could not be read');
      ack?.({ ok: false });
    }
  });
}
