import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/** A buyer follows a shop. shops.follower_count is kept in the same transaction. */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_follows_shop_idx').on(t.shopId)],
);

/** A buyer's favourite product (account menu "favourite products"). products.like_count follows it. */
export const productFavourites = pgTable(
  'product_favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_favourites_user_idx').on(t.userId, t.createdAt),
  ],
);
