import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { shops } from '../../shops/shops.tables';
import { products } from './products.tables';

/** Product page views per day: the view count shown and, later, the seller's conversion figures. */
export const productDailyViews = pgTable(
  'product_daily_views',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    index('product_daily_views_shop_day_idx').on(t.shopId, t.day),
  ],
);
