import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { shops } from '../shops/shops.tables';
import { orders } from './orders.tables';

/**
 * A seller's rating of the buyer of one order (product.md §4: "the seller may rate the
 * buyer before a deadline"). Once per order: the unique order id makes a second rating, even
 * two racing requests, fail. Guest orders can be rated too (userId stays null).
 */
export const buyerRatings = pgTable(
  'buyer_ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buyerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    stars: smallint().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_ratings_order_key').on(t.orderId),
    index('buyer_ratings_buyer_idx').on(t.buyerUserId, t.createdAt),
    check('buyer_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
