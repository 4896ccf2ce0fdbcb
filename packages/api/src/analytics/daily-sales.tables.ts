import type { AnalyticsGranularity } from '@cho-dep/core/seller-analytics/analytics-period';
import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A shop's counted orders per day of its own calendar (decision 059): what the reports add up
 * instead of reading every order of a year. Kept by the order service in the transaction that
 * places or moves an order (daily-sales.ts), and rebuilt exactly from the orders by
 * `npm run analytics:rebuild`. Buyers are apart (shopBucketBuyers): they do not add up across days.
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
 * Who bought from the shop in each day, week and month, with their counted orders there: a
 * period's buyers are the distinct buyers of its days' rows (one per buyer and day) instead of
 * every order, and a bucket's are counted in shopBucketBuyerCounts. A row whose orders fall to 0
 * is removed.
 */
export const shopBucketBuyers = pgTable(
  'shop_bucket_buyers',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    granularity: text().$type<AnalyticsGranularity>().notNull(),
    /** The bucket's first day: the day, the Monday of the week or the 1st of the month. */
    bucket: date({ mode: 'string' }).notNull(),
    /** The account, or the guest for a guest's order (analytics-sql.ts buyerKeySql). */
    buyerKey: uuid().notNull(),
    orders: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.granularity, t.bucket, t.buyerKey] })],
);

/**
 * The distinct buyers of each day, week and month (the rows of shopBucketBuyers), kept with them:
 * a year's series by month reads 12 rows instead of counting distinct buyers over its days.
 */
export const shopBucketBuyerCounts = pgTable(
  'shop_bucket_buyer_counts',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    granularity: text().$type<AnalyticsGranularity>().notNull(),
    bucket: date({ mode: 'string' }).notNull(),
    buyers: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.granularity, t.bucket] })],
);
