import { CHAT_MESSAGE_KINDS } from '@cho-dep/core/chat/chat-schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * One conversation between a buyer and a shop (one room per pair). Each side keeps its own
 * reading state in columns of the room, changed under the room's row lock in the same
 * transaction as the message that moves it, so unread counts stay exact when messages and
 * "mark read" arrive together:
 * - last_seq            the room's message counter; a message takes last_seq + 1 under the
 *                       lock, so sequence order is commit order and a client catching up
 *                       after a drop asks for "after seq N" and misses nothing.
 * - *_unread            messages from the other side not yet read (the red dot).
 * - *_read_seq          the last seq this side has read (the other side's "read" ticks).
 * - *_delivered_seq     the last seq a device of this side received ("delivered" ticks).
 * - *_marked_unread     "mark as unread" on a room already read: counts as one unread room.
 * - *_hidden_at         hidden from this side's list until a newer message arrives.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    lastSeq: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }),
    buyerUnread: integer().notNull().default(0),
    shopUnread: integer().notNull().default(0),
    buyerReadSeq: integer().notNull().default(0),
    shopReadSeq: integer().notNull().default(0),
    buyerDeliveredSeq: integer().notNull().default(0),
    shopDeliveredSeq: integer().notNull().default(0),
    buyerMarkedUnread: boolean().notNull().default(false),
    shopMarkedUnread: boolean().notNull().default(false),
    buyerHiddenAt: timestamp({ withTimezone: true }),
    shopHiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_key').on(t.buyerId, t.shopId),
    index('chat_rooms_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('chat_rooms_shop_idx').on(t.shopId, t.lastMessageAt.desc()),
  ],
);

/**
 * A message, stored before it is delivered: the database is the truth and sockets only tell
 * clients something arrived. `client_id` is the sender's own id, so a resend after a dropped
 * connection is stored once. `text_folded` is the accent-free text searched by "tìm tin nhắn".
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    senderSide: text({ enum: ['buyer', 'shop'] }).notNull(),
    kind: text({ enum: CHAT_MESSAGE_KINDS }).notNull(),
    text: text().notNull().default(''),
    textFolded: text().notNull().generatedAlwaysAs(sql`vn_fold(text)`),
    /** A picture's key without its size suffix, like community pictures. */
    imageKey: text(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    clientId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_key').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.roomId, t.clientId),
    index('chat_messages_text_trgm_idx').using('gin', t.textFolded.op('gin_trgm_ops')),
  ],
);

/** A shop's saved answers ("Dạ shop còn hàng ạ"), offered under the seller's message box. */
export const chatQuickReplies = pgTable(
  'chat_quick_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_quick_replies_shop_idx').on(t.shopId, t.position)],
);
