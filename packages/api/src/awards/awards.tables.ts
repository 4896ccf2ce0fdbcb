import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { vouchers } from '../vouchers/vouchers.tables';

/**
 * One edition of the annual awards, run by the admin: voting is open between `opensAt` and
 * `closesAt`. `standings` says whether voters see the running count (`live`) or only the
 * results once voting has closed (`hidden`). Everyone who votes receives `voucherId` once.
 */
export const awardEvents = pgTable(
  'award_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The address part: /binh-chon/{slug}. */
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    year: integer().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    standings: text({ enum: ['live', 'hidden'] })
      .notNull()
      .default('live'),
    /** Votes a member with a verified phone starts the event with. */
    startingVotes: integer().notNull().default(10),
    voucherId: uuid().references(() => vouchers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('award_events_slug_key').on(t.slug),
    check('award_events_window', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/** A category of an edition (best fashion shop, best KOL...), holding one kind of nominee. */
export const awardCategories = pgTable(
  'award_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => awardEvents.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    nomineeKind: text({ enum: ['shop', 'kol', 'product'] }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('award_categories_event_idx').on(t.eventId, t.position)],
);

/**
 * A nominee: exactly one of a shop, a KOL (a user) or a product. `votes` is the running total,
 * changed only in the same transaction as the ballot that spends them.
 */
export const awardNominees = pgTable(
  'award_nominees',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => awardEvents.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => awardCategories.id, { onDelete: 'cascade' }),
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
    kolUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    /** Why the nominee is there, written by the admin (shown on the card). */
    blurb: text().notNull().default(''),
    votes: integer().notNull().default(0),
  },
  (t) => [
    index('award_nominees_category_idx').on(t.categoryId, t.votes.desc()),
    check('award_nominees_one_target', sql`num_nonnulls(${t.shopId}, ${t.kolUserId}, ${t.productId}) = 1`),
    check('award_nominees_votes', sql`${t.votes} >= 0`),
  ],
);

/**
 * A member's votes in one edition: `granted` (the starting votes plus check-ins) and `spent`.
 * The checks keep the balance from ever going negative, whatever the code above does.
 */
export const awardBallots = pgTable(
  'award_ballots',
  {
    eventId: uuid()
      .notNull()
      .references(() => awardEvents.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: integer().notNull(),
    spent: integer().notNull().default(0),
    /** When the edition's voucher was given to this voter (once). */
    voucherGrantedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('award_ballots_balance', sql`${t.spent} >= 0 and ${t.spent} <= ${t.granted}`),
  ],
);

/** A daily check-in (one per member per Vietnamese calendar day and edition). */
export const awardCheckins = pgTable(
  'award_checkins',
  {
    eventId: uuid()
      .notNull()
      .references(() => awardEvents.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    votes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.day] })],
);

/**
 * Each vote cast, for the audit and the member's history. `requestId` makes a retried request
 * count once.
 */
export const awardVotes = pgTable(
  'award_votes',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => awardEvents.id, { onDelete: 'cascade' }),
    nomineeId: uuid()
      .notNull()
      .references(() => awardNominees.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    votes: integer().notNull(),
    requestId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('award_votes_request_key').on(t.userId, t.requestId),
    index('award_votes_user_idx').on(t.eventId, t.userId, t.createdAt),
    check('award_votes_positive', sql`${t.votes} > 0`),
  ],
);
