import type { AnalyticsGranularity } from '@cho-dep/core/seller-analytics/analytics-period';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * The shop's product page views per day: product_daily_views added up by the database's triggers
 * on every write to it (migration 0041), so a year of views is 365 rows, not one per product per
 * day. Rebuilt from product_daily_views with the sales.
 */
export const shopDailyViews = pgTable(
  'shop_daily_views',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: bigint({ mode: 'number' }).notNull().default(0),
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
 * The same per product and month (the 1st of the month): a year's best sellers add up a dozen
 * months and the days of the months the period cuts, instead of every product's every day.
 */
export const shopProductMonthlySales = pgTable(
  'shop_product_monthly_sales',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    month: date({ mode: 'string' }).notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orders: integer().notNull().default(0),
    units: integer().notNull().default(0),
    revenue: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.productId] })],
);

/**
 * Who bought from the shop in each day, week and month, with their counted orders there: a
 * bucket's buyers are counted in shopBucketBuyerCounts, and a buyer's days make their row of
 * shopBuyerDays. A row whose orders fall to 0 is removed.
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

const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * Each buyer's buying days at the shop as one set of date ranges, with the last of them: a
 * period's distinct buyers are the rows whose days overlap it, among the buyers who bought since
 * it began (the index), one row per buyer instead of hashing one row per buyer and day. Kept with
 * the buyers' day rows; a row whose days run out is removed.
 */
export const shopBuyerDays = pgTable(
  'shop_buyer_days',
  {
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buyerKey: uuid().notNull(),
    days: dateMultirange().notNull(),
    /** The last of `days` (empty only between taking off a buyer's last day and removing the row). */
    lastDay: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.buyerKey] }),
    index('shop_buyer_days_last_day_idx').on(t.shopId, t.lastDay),
  ],
);
