import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { redDotWeight } from '@cho-dep/core/chat/chat-reading';
import type { ChatRoomFilter, ChatSide } from '@cho-dep/core/chat/chat-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { shops } from '../shops/shops.tables';
import { chatMessages, chatRooms } from './chat.tables';
import { type MessageRow, messageColumns, messageViews } from './chat-message-views';
import type { ChatRoomEvent, ChatRoomView } from './chat-view-schemas';

const roomColumns = {
  room: getTableColumns(chatRooms),
  shopName: shops.name,
  shopLogoKey: shops.logoKey,
  shopOwnerId: shops.ownerUserId,
  buyerName: users.fullName,
  buyerAvatar: users.avatarUrl,
  last: messageColumns,
};

type RoomRow = {
  room: typeof chatRooms.$inferSelect;
  shopName: string;
  shopLogoKey: string | null;
  shopOwnerId: string;
  buyerName: string;
  buyerAvatar: string | null;
  last: MessageRow | null;
};

function roomQuery(db: Db | Tx) {
  return db
    .select(roomColumns)
    .from(chatRooms)
    .innerJoin(shops, eq(shops.id, chatRooms.shopId))
    .innerJoin(users, eq(users.id, chatRooms.buyerId))
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.roomId, chatRooms.id), eq(chatMessages.seq, chatRooms.lastSeq)),
    );
}

/** The reading state columns of one side. */
export function sideColumns(side: ChatSide) {
  return side === 'buyer'
    ? {
        unread: chatRooms.buyerUnread,
        readSeq: chatRooms.buyerReadSeq,
        deliveredSeq: chatRooms.buyerDeliveredSeq,
        markedUnread: chatRooms.buyerMarkedUnread,
        hiddenAt: chatRooms.buyerHiddenAt,
      }
    : {
        unread: chatRooms.shopUnread,
        readSeq: chatRooms.shopReadSeq,
        deliveredSeq: chatRooms.shopDeliveredSeq,
        markedUnread: chatRooms.shopMarkedUnread,
        hiddenAt: chatRooms.shopHiddenAt,
      };
}

async function toViews(db: Db | Tx, rows: RoomRow[], side: ChatSide, urlOf: UrlOf): Promise<ChatRoomView[]> {
  const lasts = await messageViews(
    db,
    rows.flatMap((row) => (row.last ? [row.last] : [])),
    urlOf,
  );
  const lastByRoom = new Map(lasts.map((message) => [message.roomId, message]));
  return rows.map(({ room, ...row }) => {
    const shopAvatar = imageUrl(urlOf, row.shopLogoKey, 200);
    const mine = side === 'buyer';
    return {
      id: room.id,
      side,
      shop: { id: room.shopId, name: row.shopName, avatarUrl: shopAvatar },
      buyer: { id: room.buyerId, fullName: row.buyerName, avatarUrl: row.buyerAvatar },
      other: mine
        ? { userId: row.shopOwnerId, name: row.shopName, avatarUrl: shopAvatar }
        : { userId: room.buyerId, name: row.buyerName, avatarUrl: row.buyerAvatar },
      lastMessage: lastByRoom.get(room.id) ?? null,
      lastMessageAt: room.lastMessageAt?.toISOString() ?? null,
      unread: mine ? room.buyerUnread : room.shopUnread,
      markedUnread: mine ? room.buyerMarkedUnread : room.shopMarkedUnread,
      otherReadSeq: mine ? room.shopReadSeq : room.buyerReadSeq,
      otherDeliveredSeq: mine ? room.shopDeliveredSeq : room.buyerDeliveredSeq,
      lastSeq: room.lastSeq,
    };
  });
}

/** One room as `side` sees it (membership is checked by the caller). */
export async function roomView(
  db: Db | Tx,
  roomId: string,
  side: ChatSide,
  urlOf: UrlOf,
): Promise<ChatRoomView> {
  const rows = await roomQuery(db).where(eq(chatRooms.id, roomId)).limit(1);
  const [view] = await toViews(db, rows, side, urlOf);
  if (!view) throw new Error(`chat room ${roomId} vanished`);
  return view;
}

/** Whose inbox: a buyer's rooms, or a shop's. */
export type Inbox = { side: 'buyer'; buyerId: string } | { side: 'shop'; shopId: string };

function inboxWhere(inbox: Inbox): SQL[] {
  const own = sideColumns(inbox.side);
  return inbox.side === 'buyer'
    ? [eq(chatRooms.buyerId, inbox.buyerId), isNull(own.hiddenAt)]
    : // A shop hears of a room once the buyer has written in it.
      [eq(chatRooms.shopId, inbox.shopId), isNull(own.hiddenAt), sql`${chatRooms.lastSeq} > 0`];
}

/** LIKE wildcards a reader types are matched literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export async function listRooms(
  db: Db,
  inbox: Inbox,
  query: { filter: ChatRoomFilter; q?: string; page: number },
  urlOf: UrlOf,
) {
  const own = sideColumns(inbox.side);
  const where = inboxWhere(inbox);
  const isUnread = sql`(${own.unread} > 0 or ${own.markedUnread})`;
  if (query.filter === 'unread') where.push(isUnread);
  if (query.filter === 'read') where.push(sql`not ${isUnread}`);
  const q = query.q?.trim();
  if (q) {
    // The other party's name or any message's text, both without accents.
    const pattern = containsPattern(q);
    const otherName = inbox.side === 'buyer' ? shops.name : users.fullName;
    where.push(sql`(vn_fold(${otherName}) like vn_fold(${pattern}) or exists (
      select 1 from ${chatMessages} m where m.room_id = ${chatRooms.id}
        and m.text_folded like vn_fold(${pattern})))`);
  }
  const pageSize = CHAT_LIMITS.roomsPageSize;
  const [rows, [totals]] = await Promise.all([
    roomQuery(db)
      .where(and(...where))
      .orderBy(sql`${chatRooms.lastMessageAt} desc nulls last`, desc(chatRooms.createdAt), desc(chatRooms.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(chatRooms)
      .innerJoin(shops, eq(shops.id, chatRooms.shopId))
      .innerJoin(users, eq(users.id, chatRooms.buyerId))
      .where(and(...where)),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: await toViews(db, rows, inbox.side, urlOf),
    page: query.page,
    pageSize,
    total,
    hasMore: query.page * pageSize < total,
  };
}

/** The red dot of an inbox: unread messages, plus one per room marked unread by hand. */
export async function redDot(db: Db, inbox: Inbox): Promise<number> {
  const own = sideColumns(inbox.side);
  const rows = await db
    .select({ unread: own.unread, markedUnread: own.markedUnread })
    .from(chatRooms)
    .where(and(...inboxWhere(inbox), sql`(${own.unread} > 0 or ${own.markedUnread})`));
  return rows.reduce((sum, row) => sum + redDotWeight({ ...row, hidden: false }), 0);
}

/** The 'chat:room' event of a room row. */
export function roomEvent(room: typeof chatRooms.$inferSelect): ChatRoomEvent {
  return {
    roomId: room.id,
    buyerUnread: room.buyerUnread,
    shopUnread: room.shopUnread,
    buyerReadSeq: room.buyerReadSeq,
    shopReadSeq: room.shopReadSeq,
    buyerDeliveredSeq: room.buyerDeliveredSeq,
    shopDeliveredSeq: room.shopDeliveredSeq,
    lastSeq: room.lastSeq,
  };
}
