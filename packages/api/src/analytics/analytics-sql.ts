import { TIME_ZONE_OF_COUNTRY } from '@cho-dep/core/profile/birth-date';
import type { AnalyticsGranularity } from '@cho-dep/core/seller-analytics/analytics-period';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../orders/orders.tables';
import { shops } from '../shops/shops.tables';

/**
 * The SQL twins of core's seller-analytics/analytics-metrics.ts (decision 024): keep them in
 * step with isCountedOrder and orderRevenue (the API test checks both against the orders).
 */

/** A placed order that is not cancelled and not still awaiting an online payment. */
export const countedOrder: SQL = sql`${orders.status} not in ('cancelled', 'pending')`;

/** Goods at the shop's prices after seller-funded discounts (shipping and platform vouchers aside). */
export const orderRevenueSql: SQL = sql`(${orders.goodsTotal} - ${orders.shopDiscount})`;

/** The buyer of an order: an account or a guest. */
export const buyerKeySql: SQL = sql`coalesce(${orders.userId}, ${orders.guestId})`;

/** The shop's zone (its country's, as the reports read it), for a query joining `shops`. */
const zoneOfShop: SQL = sql.raw(
  `(case shops.country ${Object.entries(TIME_ZONE_OF_COUNTRY)
    .map(([country, zone]) => `when '${country}' then '${zone}'`)
    .join(' ')} else '${TIME_ZONE_OF_COUNTRY.VN}' end)`,
);

/** The shop's calendar day an order was placed on, for a query joining `orders` and `shops`. */
export const placedDaySql: SQL = sql`((${orders.createdAt} at time zone ${zoneOfShop})::date)`;

/** Orders joined to their shops: what placedDaySql reads. */
export const ordersWithShops: SQL = sql`${orders} join ${shops} on ${shops.id} = ${orders.shopId}`;

/**
 * A zone name as an SQL literal: zones come from core's TIME_ZONE_OF_COUNTRY, never from the
 * request; inlined so the select and its GROUP BY read the same expression.
 */
function zoneLiteral(timeZone: string): SQL {
  if (!/^[A-Za-z_]+\/[A-Za-z_]+$|^UTC$/.test(timeZone)) throw new Error(`Unexpected time zone ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

/**
 * The bucket (as `YYYY-MM-DD` text) of a timestamp or date column: the day in the shop's zone,
 * the Monday of its week (PostgreSQL's weeks are ISO weeks) or the 1st of its month, as core's
 * bucketOf computes them.
 */
export function bucketSql(column: SQL, granularity: AnalyticsGranularity, timeZone: string | null): SQL {
  const local = timeZone
    ? sql`(${column} at time zone ${zoneLiteral(timeZone)})`
    : sql`(${column})::timestamp`;
  if (granularity === 'day') return sql`to_char(${local}, 'YYYY-MM-DD')`;
  return sql`to_char(date_trunc(${sql.raw(`'${granularity}'`)}, ${local}), 'YYYY-MM-DD')`;
}

/** A JS instant as SQL (postgres.js refuses Date parameters inside raw SQL). */
export const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
