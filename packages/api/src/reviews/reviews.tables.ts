import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { products } from '../catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A buyer's review of a purchased product (SPEC.md sections 3 and 5: rating 1–5, comment up to
 * 150 characters, edit once within 30 days). `orderId` ties it to the purchase once orders
 * exist (issue 5); products.rating_avg / rating_count are kept in step in the same transaction.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid(),
    /** The bought classification as the buyer saw it, e.g. "Đen, M". */
    variantLabel: text(),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    imageKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    editCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_shop_idx').on(t.shopId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
