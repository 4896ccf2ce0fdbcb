import type { Db, Tx } from '@cho-dep/db/client';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { orderItems, orders } from '../orders/orders.tables';
import { productDailyViews } from '../products/catalog/product-views.tables';
import { countedOrder, orderRevenueSql, ordersWithShops, placedDaySql } from './analytics-sql';
import { buyersStatement, dropEmptiedBuyers } from './bucket-buyers';
import {
  shopBucketBuyerCounts,
  shopBucketBuyers,
  shopBuyerDays,
  shopDailySales,
  shopDailyViews,
  shopProductDailySales,
  shopProductMonthlySales,
} from './daily-sales.tables';

/**
 * The shop's daily sales (decision 059), kept in the transaction that places or moves an order:
 * the reports then add up a year of days instead of a year of orders. Increments are one
 * INSERT … ON CONFLICT DO UPDATE per table, which PostgreSQL applies atomically: two orders of
 * the same shop and day moving at once both land. Rows are written in key order, so two
 * checkouts touching the same days lock them in the same order and cannot deadlock.
 */

/** Per product and day or month: orders holding the product, its units and its revenue. */
function productSales(
  which: SQL,
  s: SQL,
  table: typeof shopProductDailySales | typeof shopProductMonthlySales,
  bucket: SQL,
): SQL {
  const key = sql.raw(table === shopProductDailySales ? 'day' : 'month');
  return sql`
    insert into ${table} (shop_id, ${key}, product_id, orders, units, revenue)
    select ${orders.shopId}, ${bucket}, ${orderItems.productId}, ${s} * count(distinct ${orders.id}),
      ${s} * sum(${orderItems.quantity}), ${s} * sum(${orderItems.sellerRevenue})
    from ${ordersWithShops} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
    where ${which}
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (shop_id, ${key}, product_id) do update set
      orders = ${table.orders} + excluded.orders,
      units = ${table.units} + excluded.units,
      revenue = ${table.revenue} + excluded.revenue`;
}

/**
 * Adds (sign 1) or takes off (sign -1) the orders matched by `which` in every table, in ONE
 * statement (each table's upsert a common table expression): a checkout writes its shop's day
 * rows last and holds them to its commit, so one round trip instead of four there shortens the
 * wait of the shop's next order. The tables are written in the same order by every move.
 */
async function addSales(db: Db | Tx, which: SQL, sign: 1 | -1): Promise<void> {
  const s = sql.raw(String(sign));
  const buyers = buyersStatement(which, sign);
  await db.execute(sql`
    with day_sales as (
      insert into ${shopDailySales} (shop_id, day, orders, revenue, units)
      select ${orders.shopId}, ${placedDaySql}, ${s} * count(*), ${s} * sum(${orderRevenueSql}),
        ${s} * coalesce(sum((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})), 0)
      from ${ordersWithShops}
      where ${which}
      group by 1, 2 order by 1, 2
      on conflict (shop_id, day) do update set
        orders = ${shopDailySales.orders} + excluded.orders,
        revenue = ${shopDailySales.revenue} + excluded.revenue,
        units = ${shopDailySales.units} + excluded.units
    ), product_day_sales as (${productSales(which, s, shopProductDailySales, placedDaySql)}
    ), product_month_sales as (${productSales(
      which,
      s,
      shopProductMonthlySales,
      sql`date_trunc('month', ${placedDaySql}::timestamp)::date`,
    )}
    ), ${buyers.ctes}
    ${buyers.last}`);
  if (sign < 0) await dropEmptiedBuyers(db, which);
}

/**
 * Counts orders in (+1: placed counted, or their payment arrived) or out (-1: cancelled) of
 * their shops' days, in the caller's transaction (core's dailySalesChange says which).
 */
export async function recordDailySales(tx: Db | Tx, orderIds: string[], sign: 1 | -1): Promise<void> {
  if (orderIds.length === 0) return;
  await addSales(tx, inArray(orders.id, orderIds) as SQL, sign);
}

/**
 * Recomputes the daily sales exactly from the orders (and the views from product_daily_views),
 * for one shop or all: after a restore, a
 * change of what counts, or to check the kept figures (the API test compares the two). The
 * tables are locked against the order service's increments for the rebuild's short
 * transaction: an order moving meanwhile waits, then adds its change to the rebuilt figures.
 */
export async function rebuildDailySales(db: Db, shopId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = [
      shopDailySales,
      shopProductDailySales,
      shopProductMonthlySales,
      shopBucketBuyers,
      shopBucketBuyerCounts,
      shopBuyerDays,
      shopDailyViews,
    ];
    await tx.execute(sql`lock table ${sql.join(tables, sql`, `)} in share row exclusive mode`);
    const ofShop = (column: SQL) => (shopId ? sql`${column} = ${shopId}` : sql`true`);
    for (const table of tables) await tx.execute(sql`delete from ${table} where ${ofShop(sql`shop_id`)}`);
    await addSales(tx, sql`${countedOrder} and ${ofShop(sql`${orders.shopId}`)}`, 1);
    // The views are kept by triggers on every write to product_daily_views (migration 0041).
    const v = productDailyViews;
    await tx.execute(sql`
      insert into ${shopDailyViews} (shop_id, day, views)
      select ${v.shopId}, ${v.day}, sum(${v.views}) from ${v} where ${ofShop(sql`${v.shopId}`)} group by 1, 2`);
  });
}
