import { REVIEW_FITS } from '@cho-dep/core/reviews/review-schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { orderItems } from '../orders/orders.tables';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A buyer's review of a purchased product (product.md §3 and §5: rating 1–5, comment up to
 * 150 characters, edit once within 30 days). `orderId` ties it to the purchase once orders
 * exist; products.rating_avg / rating_count are kept in step in the same transaction.
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
    /**
     * The bought line this review is of: unique, so a line is reviewed once. Null only for the
     * demo reviews seeded before orders existed.
     */
    orderItemId: uuid().references(() => orderItems.id, { onDelete: 'set null' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    /** The bought classification as the buyer saw it, e.g. "Đen, M". */
    variantLabel: text(),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    imageKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    /** Stored as uploaded (mp4, webm or mov), at most one. */
    videoKey: text(),
    fit: text({ enum: REVIEW_FITS }),
    /** The buyer's height and weight when they chose to share them, copied from the profile at writing time. */
    heightCm: numeric({ precision: 4, scale: 1, mode: 'number' }),
    weightKg: numeric({ precision: 4, scale: 1, mode: 'number' }),
    editCount: integer().notNull().default(0),
    /** The shop's one reply. */
    sellerReply: text(),
    sellerRepliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_shop_idx').on(t.shopId),
    uniqueIndex('product_reviews_order_item_key').on(t.orderItemId),
    index('product_reviews_user_idx').on(t.userId, t.createdAt),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
