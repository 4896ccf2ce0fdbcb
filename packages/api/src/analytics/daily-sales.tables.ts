import { bigint, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A shop's counted orders per day of its own calendar (decision 059): what the reports add up
 * instead of reading every order of a year. Kept by the order service in the transaction that
 * places or moves an order (daily-sales.ts), and rebuilt exactly from the orders by
 * `npm run analytics:rebuild`. Buyers are apart (shopDailyBuyers): they do not add up across days.
 */
export const shopDailySales = pgTable(
  'shop_daily_sales',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    orders: integer().notNull().default(0),
    /** Goods after seller-funded discounts, in dong (analytics-sql.ts orderRevenueSql). */
    revenue: bigint({ mode: 'number' }).notNull().default(0),
    units: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** The same per product: the reports' best sellers by revenue and by units. */
export const shopProductDailySales = pgTable(
  'shop_product_daily_sales',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Orders holding the product (an order with two of its variants counts once). */
    orders: integer().notNull().default(0),
    units: integer().notNull().default(0),
    revenue: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.productId] })],
);

/**
 * Who bought from the shop on each day, with their counted orders that day: a period's buyers
 * are the distinct buyers of its days, read from these rows (one per buyer and day) instead of
 * every order. A row whose orders fall to 0 is removed.
 */
export const shopDailyBuyers = pgTable(
  'shop_daily_buyers',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** The account, or the guest for a guest's order (analytics-sql.ts buyerKeySql). */
    buyerKey: uuid().notNull(),
    orders: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.buyerKey] })],
);
