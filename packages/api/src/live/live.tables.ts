import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { promotions } from '../promotions/promotions.tables';
import { shops } from '../shops/shops.tables';
import { vouchers } from '../vouchers/vouchers.tables';

/**
 * A shop's live show (decision 063): scheduled -> live -> ended (kept as a replay) or
 * cancelled. The stream key is shown to the seller once and only its hash is kept, salted by
 * the live's id, so a leaked database does not let anyone publish on the shop's behalf.
 */
export const lives = pgTable(
  'lives',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    coverKey: text(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    state: text({ enum: ['scheduled', 'live', 'ended', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    streamKeyHash: text().notNull(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Set by the video pipeline when the live ends; null when nothing was recorded. */
    replayPath: text(),
    /** The most viewers at once, raised as viewers join (kept for the replay's figures). */
    viewerPeak: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lives_shop_idx').on(t.shopId, t.scheduledAt.desc()),
    index('lives_state_idx').on(t.state, t.scheduledAt),
  ],
);

/** A product or voucher the seller plans to show in the live, in the seller's order. */
export const liveFeatured = pgTable(
  'live_featured',
  {
    id: uuid().primaryKey().defaultRandom(),
    liveId: uuid()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['product', 'voucher'] }).notNull(),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    voucherId: uuid().references(() => vouchers.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('live_featured_live_idx').on(t.liveId, t.position),
    check(
      'live_featured_target',
      sql`(${t.kind} = 'product' AND ${t.productId} IS NOT NULL AND ${t.voucherId} IS NULL) OR (${t.kind} = 'voucher' AND ${t.voucherId} IS NOT NULL AND ${t.productId} IS NULL)`,
    ),
  ],
);

/**
 * Every pin with its time: the current pin is the one not yet unpinned, and the replay's
 * chapters are all pins as offsets from the live's start. A product pinned with a live-only
 * price carries the promotion that gives that price to the cart and checkout until its end.
 */
export const livePins = pgTable(
  'live_pins',
  {
    id: uuid().primaryKey().defaultRandom(),
    liveId: uuid()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['product', 'voucher'] }).notNull(),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    voucherId: uuid().references(() => vouchers.id, { onDelete: 'cascade' }),
    livePrice: bigint({ mode: 'number' }),
    livePriceEndsAt: timestamp({ withTimezone: true }),
    promotionId: uuid().references(() => promotions.id, { onDelete: 'set null' }),
    pinnedAt: timestamp({ withTimezone: true }).notNull(),
    unpinnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('live_pins_live_idx').on(t.liveId, t.pinnedAt),
    uniqueIndex('live_pins_current_key').on(t.liveId).where(sql`${t.unpinnedAt} IS NULL`),
  ],
);

/** A viewer's chat message, stored before it is broadcast; the seller may delete it. */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    liveId: uuid()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_messages_live_idx').on(t.liveId, t.createdAt)],
);

/** A viewer the seller muted: no more messages or hearts until the live ends. */
export const liveMutes = pgTable(
  'live_mutes',
  {
    liveId: uuid()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_mutes_key').on(t.liveId, t.userId)],
);

/**
 * An order placed from a live (the buyer's client named the live at checkout and the live
 * belonged to the order's shop, live or just ended): the live's orders and revenue figures.
 */
export const liveOrders = pgTable(
  'live_orders',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    liveId: uuid()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    /** The order's total, in dong, as placed. */
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_orders_live_idx').on(t.liveId)],
);
