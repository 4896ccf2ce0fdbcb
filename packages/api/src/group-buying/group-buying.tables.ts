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
import { checkouts, orders } from '../orders/orders.tables';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A shop's group-buy program (decision 061): products or variants sold at a team price to
 * teams of `teamSize` buyers who each pay online; a team has `windowHours` to fill. Its own
 * tables rather than a promotion kind: a promotion's price applies to every buyer at once,
 * and every storefront and cart query would have to learn to skip this kind.
 */
export const groupBuyPrograms = pgTable(
  'group_buy_programs',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['product', 'variant'] }).notNull(),
    teamSize: integer().notNull(),
    windowHours: integer().notNull().default(24),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the seller ends it early: no new teams; open teams run to their end. */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_buy_programs_shop_idx').on(t.shopId, t.startsAt),
    check('group_buy_programs_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('group_buy_programs_team_size', sql`${t.teamSize} BETWEEN 2 AND 10`),
  ],
);

/** A product (or one variant) in a program: its team price and the units the program may sell. */
export const groupBuyItems = pgTable(
  'group_buy_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => groupBuyPrograms.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    teamPrice: bigint({ mode: 'number' }).notNull(),
    maxDiscount: bigint({ mode: 'number' }),
    /** Units for the program; `heldCount` of them are held by seats (held, paid or sold). */
    stock: integer().notNull(),
    heldCount: integer().notNull().default(0),
    perOrderLimit: integer(),
    perUserLimit: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('group_buy_items_program_idx').on(t.programId),
    index('group_buy_items_product_idx').on(t.productId),
    check('group_buy_items_held_within_stock', sql`${t.heldCount} <= ${t.stock}`),
  ],
);

/** A team: opened by its leader's checkout, filled by paid members, or failed at `endsAt`. */
export const groupBuyTeams = pgTable(
  'group_buy_teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => groupBuyItems.id, { onDelete: 'cascade' }),
    leaderUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: integer().notNull(),
    status: text({ enum: ['pending', 'open', 'filled', 'failed'] })
      .notNull()
      .default('pending'),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    filledAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_buy_teams_item_status_idx').on(t.itemId, t.status, t.endsAt)],
);

/** A seat in a team: one buyer's checkout, held when placed, paid, released or refunded. */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamId: uuid()
      .notNull()
      .references(() => groupBuyTeams.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    status: text({ enum: ['held', 'paid', 'released', 'refunded'] })
      .notNull()
      .default('held'),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One live seat per buyer per team; a released seat does not stop them coming back.
    uniqueIndex('group_buy_members_team_user_key')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} IN ('held', 'paid')`),
    uniqueIndex('group_buy_members_checkout_key').on(t.checkoutId),
    index('group_buy_members_user_idx').on(t.userId),
  ],
);
