import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';
import { shops } from '../../shops/shops.tables';

/**
 * A buyer's public feedback on a shop (/shop-feedback/{shopId}): stars, up to 300 characters
 * and one picture, from buyers with a completed order of the shop; one per buyer per shop
 * (sending again replaces it), and the shop's one public reply.
 */
export const shopFeedback = pgTable(
  'shop_feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    content: text().notNull().default(''),
    imageKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_feedback_shop_user_key').on(t.shopId, t.userId),
    index('shop_feedback_shop_idx').on(t.shopId, t.updatedAt),
    check('shop_feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
