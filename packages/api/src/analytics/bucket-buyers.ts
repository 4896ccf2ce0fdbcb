import type { Db, Tx } from '@cho-dep/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../orders/orders.tables';
import { buyerKeySql, ordersWithShops, placedDaySql } from './analytics-sql';
import { shopBucketBuyerCounts, shopBucketBuyers, shopBuyerDays } from './daily-sales.tables';

/**
 * The shop's buyers per day, week and month (decision 059), kept with its daily sales: distinct
 * buyers do not add up across days, so each bucket keeps its buyers' rows and their count, and
 * each buyer their buying days (a period's buyers are those whose days overlap it).
 */

/** Every order matched by `which`, once per bucket size, with its bucket and buyer. */
const bucketsOf = (which: SQL) => sql`
  select ${orders.shopId} as shop_id, g.granularity,
    date_trunc(g.granularity, ${placedDaySql}::timestamp)::date as bucket, ${buyerKeySql} as buyer_key
  from ${ordersWithShops} cross join (values ('day'), ('week'), ('month')) as g(granularity)
  where ${which} and ${buyerKeySql} is not null`;

/**
 * Adds (sign 1) or takes off (sign -1) the buyers of the orders matched by `which`: the common
 * table expressions and the final insert of the one statement daily-sales.ts sends for a move
 * (after its own expressions). It upserts the buyer rows, then moves each bucket's count by the
 * rows it created (their orders now equal what was added) less those it emptied, and adds or
 * takes off the days of those rows in the buyers' days. An upsert locks the row it finds, so two
 * orders of one buyer and day moving at once count that buyer once.
 */
export function buyersStatement(which: SQL, sign: 1 | -1): { ctes: SQL; last: SQL } {
  const s = sql.raw(String(sign));
  const addOrTakeOff = sql.raw(sign > 0 ? '+' : '-');
  const d = shopBuyerDays;
  const ctes = sql`changed as (
      select shop_id, granularity, bucket, buyer_key, ${s} * count(*) as orders
      from (${bucketsOf(which)}) o group by 1, 2, 3, 4
    ), kept as (
      insert into ${shopBucketBuyers} (shop_id, granularity, bucket, buyer_key, orders)
      select * from changed order by 1, 2, 3, 4
      on conflict (shop_id, granularity, bucket, buyer_key) do update
        set orders = ${shopBucketBuyers.orders} + excluded.orders
      returning shop_id, granularity, bucket, buyer_key, orders
    ), moved as (
      select k.shop_id, k.granularity, k.bucket, k.buyer_key,
        case when c.orders > 0 and k.orders = c.orders then 1 when k.orders <= 0 then -1 else 0 end as n
      from kept k join changed c using (shop_id, granularity, bucket, buyer_key)
    ), buyer_days as (
      insert into ${d} (shop_id, buyer_key, days, last_day)
      select shop_id, buyer_key, range_agg(daterange(bucket, bucket, '[]')), max(bucket)
      from moved where granularity = 'day' and n <> 0 group by 1, 2 order by 1, 2
      on conflict (shop_id, buyer_key) do update set
        days = ${d.days} ${addOrTakeOff} excluded.days,
        last_day = upper(${d.days} ${addOrTakeOff} excluded.days) - 1
    )`;
  const last = sql`
    insert into ${shopBucketBuyerCounts} (shop_id, granularity, bucket, buyers)
    select shop_id, granularity, bucket, sum(n) from moved group by 1, 2, 3 order by 1, 2, 3
    on conflict (shop_id, granularity, bucket) do update
      set buyers = ${shopBucketBuyerCounts.buyers} + excluded.buyers`;
  return { ctes, last };
}

/** After a take-off (sign -1), in its own statements: they must see what the upsert left. */
export async function dropEmptiedBuyers(db: Db | Tx, which: SQL): Promise<void> {
  const d = shopBuyerDays;
  // A buyer whose last order of the bucket was cancelled no longer bought in it.
  await db.execute(sql`
    delete from ${shopBucketBuyers} where ${shopBucketBuyers.orders} <= 0
      and (shop_id, granularity, bucket, buyer_key) in (select * from (${bucketsOf(which)}) o)`);
  await db.execute(sql`
    delete from ${d} where isempty(${d.days})
      and (shop_id, buyer_key) in (select shop_id, buyer_key from (${bucketsOf(which)}) o)`);
}
