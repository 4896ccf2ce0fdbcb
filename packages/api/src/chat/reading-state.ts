import {
  canMarkUnread,
  deliveredSeqAfter,
  otherSide,
  readSeqAfterRead,
} from '@cho-dep/core/chat/chat-reading';
import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import type { Tx } from '@cho-dep/db/client';
import { and, count, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { publishAfterCommit } from '../realtime/publish';
import { shops } from '../shops/shops.tables';
import { chatMessages, chatRooms } from './chat.tables';
import { type Inbox, roomEvent, sideColumns } from './chat-room-views';
import type { RoomMembers } from './room-members';

type RoomRow = typeof chatRooms.$inferSelect;

/**
 * Reading state changes: read, mark unread, hide, delivered, and the "all rooms" versions. Each
 * runs under the room's row lock (or as one UPDATE, which takes it), like a new message, and
 * tells both members' sockets the room's counters after it commits ('chat:room').
 */

async function lockRoom(tx: Tx, roomId: string): Promise<RoomRow> {
  const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.id, roomId)).for('update');
  if (!room) throw new AppError('NOT_FOUND');
  return room;
}

async function announce(
  tx: Tx,
  rooms: readonly RoomRow[],
  owners: ReadonlyMap<string, string>,
): Promise<void> {
  for (const room of rooms) {
    const owner = owners.get(room.shopId);
    await publishAfterCommit(tx, {
      to: owner ? [room.buyerId, owner] : [room.buyerId],
      event: SERVER_EVENTS.chatRoom,
      data: roomEvent(room),
    });
  }
}

/** Changes one room under its lock; `change` answers the new values, or null for no change. */
async function changeRoom(
  ctx: AppContext,
  members: RoomMembers,
  change: (tx: Tx, room: RoomRow) => Promise<Partial<RoomRow> | null>,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const room = await lockRoom(tx, members.roomId);
    const values = await change(tx, room);
    if (!values) return;
    const [updated] = await tx.update(chatRooms).set(values).where(eq(chatRooms.id, room.id)).returning();
    if (updated) await announce(tx, [updated], new Map([[members.shopId, members.shopOwnerId]]));
  });
}

/** Reads the room up to `seq` (everything when omitted): the unread count is what is left after it. */
export async function readRoom(ctx: AppContext, members: RoomMembers, side: ChatSide, seq?: number) {
  await changeRoom(ctx, members, async (tx, room) => {
    const own = side === 'buyer' ? 'buyer' : 'shop';
    const current = room[`${own}ReadSeq`];
    const readSeq = readSeqAfterRead(current, seq, room.lastSeq);
    const [left] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, room.id),
          eq(chatMessages.senderSide, otherSide(side)),
          gt(chatMessages.seq, readSeq),
        ),
      );
    const unread = left?.n ?? 0;
    const delivered = Math.max(room[`${own}DeliveredSeq`], readSeq);
    if (readSeq === current && unread === room[`${own}Unread`] && !room[`${own}MarkedUnread`]) return null;
    return {
      [`${own}ReadSeq`]: readSeq,
      [`${own}Unread`]: unread,
      [`${own}DeliveredSeq`]: delivered,
      [`${own}MarkedUnread`]: false,
    };
  });
}

/** "Mark as unread" on one room (a room already unread stays as it is). */
export async function markRoomUnread(ctx: AppContext, members: RoomMembers, side: ChatSide) {
  await changeRoom(ctx, members, async (_tx, room) => {
    const reading = {
      unread: side === 'buyer' ? room.buyerUnread : room.shopUnread,
      readSeq: side === 'buyer' ? room.buyerReadSeq : room.shopReadSeq,
      markedUnread: side === 'buyer' ? room.buyerMarkedUnread : room.shopMarkedUnread,
      hidden: false,
    };
    if (!canMarkUnread(reading, room.lastSeq)) return null;
    return side === 'buyer' ? { buyerMarkedUnread: true } : { shopMarkedUnread: true };
  });
}

/** Hides the room from this side's list until a newer message arrives. */
export async function hideRoom(ctx: AppContext, members: RoomMembers, side: ChatSide) {
  const now = ctx.now();
  await changeRoom(ctx, members, async () =>
    side === 'buyer' ? { buyerHiddenAt: now } : { shopHiddenAt: now },
  );
}

/** A device of `side` received the room's messages up to `seq`: the sender's delivered tick. */
export async function markDelivered(ctx: AppContext, members: RoomMembers, side: ChatSide, seq: number) {
  await changeRoom(ctx, members, async (_tx, room) => {
    const current = side === 'buyer' ? room.buyerDeliveredSeq : room.shopDeliveredSeq;
    const next = deliveredSeqAfter(current, seq, room.lastSeq);
    if (next === current) return null;
    return side === 'buyer' ? { buyerDeliveredSeq: next } : { shopDeliveredSeq: next };
  });
}

function ownerOf(inbox: Inbox): SQL {
  return inbox.side === 'buyer' ? eq(chatRooms.buyerId, inbox.buyerId) : eq(chatRooms.shopId, inbox.shopId);
}

async function shopOwners(tx: Tx, rooms: readonly RoomRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rooms.map((room) => room.shopId))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: shops.id, owner: shops.ownerUserId })
    .from(shops)
    .where(inArray(shops.id, ids));
  return new Map(rows.map((row) => [row.id, row.owner]));
}

/** Reads every room of the inbox. Answers how many rooms changed. */
export async function readAllRooms(ctx: AppContext, inbox: Inbox): Promise<number> {
  const own = sideColumns(inbox.side);
  const values =
    inbox.side === 'buyer'
      ? {
          buyerUnread: 0,
          buyerReadSeq: sql`${chatRooms.lastSeq}`,
          buyerDeliveredSeq: sql`greatest(${chatRooms.buyerDeliveredSeq}, ${chatRooms.lastSeq})`,
          buyerMarkedUnread: false,
        }
      : {
          shopUnread: 0,
          shopReadSeq: sql`${chatRooms.lastSeq}`,
          shopDeliveredSeq: sql`greatest(${chatRooms.shopDeliveredSeq}, ${chatRooms.lastSeq})`,
          shopMarkedUnread: false,
        };
  return ctx.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(chatRooms)
      .set(values)
      .where(
        and(
          ownerOf(inbox),
          or(gt(own.unread, 0), eq(own.markedUnread, true), sql`${own.readSeq} < ${chatRooms.lastSeq}`),
        ),
      )
      .returning();
    await announce(tx, changed, await shopOwners(tx, changed));
    return changed.length;
  });
}

/** Marks every read room of the list (with messages, not hidden) unread. Answers how many changed. */
export async function unreadAllRooms(ctx: AppContext, inbox: Inbox): Promise<number> {
  const own = sideColumns(inbox.side);
  const values = inbox.side === 'buyer' ? { buyerMarkedUnread: true } : { shopMarkedUnread: true };
  return ctx.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(chatRooms)
      .set(values)
      .where(
        and(
          ownerOf(inbox),
          isNull(own.hiddenAt),
          gt(chatRooms.lastSeq, 0),
          eq(own.unread, 0),
          eq(own.markedUnread, false),
        ),
      )
      .returning();
    await announce(tx, changed, await shopOwners(tx, changed));
    return changed.length;
  });
}
