import { AppError } from '@cho-dep/core/errors/app-error';
import { calendarDateIn, TIME_ZONE_OF_COUNTRY } from '@cho-dep/core/profile/birth-date';
import { addUp, fillSeries, splitBuckets } from '@cho-dep/core/seller-analytics/analytics-buckets';
import { type AnalyticsTotals, changesOf, totalsOf } from '@cho-dep/core/seller-analytics/analytics-metrics';
import {
  type AnalyticsGranularity,
  type DayRange,
  type PeriodChoice,
  resolvePeriod,
} from '@cho-dep/core/seller-analytics/analytics-period';
import { daysBetweenInclusive } from '@cho-dep/core/seller-analytics/calendar-days';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productImages, products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { AnalyticsOverview, SeriesPoint, TopProduct } from './analytics-schemas';
import { bucketSql } from './analytics-sql';
import {
  shopBucketBuyerCounts,
  shopBucketBuyers,
  shopBuyerDays,
  shopDailySales,
  shopDailyViews,
  shopProductDailySales,
  shopProductMonthlySales,
} from './daily-sales.tables';

export const TOP_PRODUCTS = 10;

export interface ShopClock {
  shopId: string;
  timeZone: string;
  /** The shop's calendar day now. */
  today: string;
}

/** The shop's zone (its country's, as product views use) and its calendar day now. */
export async function shopClock(db: Db, shopId: string, now: Date): Promise<ShopClock> {
  const [shop] = await db.select({ country: shops.country }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NOT_FOUND');
  const timeZone =
    TIME_ZONE_OF_COUNTRY[shop.country as keyof typeof TIME_ZONE_OF_COUNTRY] ?? 'Asia/Ho_Chi_Minh';
  return { shopId, timeZone, today: calendarDateIn(timeZone, now) };
}

/** The shop's rows of a per-day table within the range's days (the days are the shop's own). */
function daysOf(table: { shopId: AnyPgColumn; day: AnyPgColumn }, clock: ShopClock, range: DayRange): SQL {
  return and(eq(table.shopId, clock.shopId), gte(table.day, range.from), lte(table.day, range.to)) as SQL;
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * Up to a month, a range's distinct buyers are hashed from its buyers' day rows (a few thousand on
 * a big shop); a longer one reads the buyers' days instead, whose cost grows with the buyers who
 * bought since the range began, not with its days.
 */
const SHORT_RANGE_DAYS = 31;

/** The distinct buyers of a range of days. */
function distinctBuyersSql(clock: ShopClock, range: DayRange): SQL {
  if (daysBetweenInclusive(range.from, range.to) <= SHORT_RANGE_DAYS) {
    const b = shopBucketBuyers;
    return sql`select count(*)::int from (select distinct ${b.buyerKey} from ${b}
      where ${b.shopId} = ${clock.shopId} and ${b.granularity} = 'day'
        and ${b.bucket} between ${range.from} and ${range.to}) d`;
  }
  // The buyers whose buying days overlap the range, among those who bought since it began.
  const d = shopBuyerDays;
  return sql`select count(*)::int from ${d}
    where ${d.shopId} = ${clock.shopId} and ${d.lastDay} >= ${range.from}
      and ${d.days} && daterange(${range.from}, ${range.to}, '[]')`;
}

/**
 * Distinct buyers of the range, per bucket or in all. A whole day, week or month reads its kept
 * count (a year by month is 12 rows); a bucket cut by the range's ends, and a total, count the
 * distinct buyers of their days.
 */
async function buyersIn(db: Db, clock: ShopClock, range: DayRange, granularity: AnalyticsGranularity | null) {
  if (granularity === null) {
    return queryRows<{ bucket: string; buyers: number }>(
      db,
      sql`select '' as bucket, (${distinctBuyersSql(clock, range)}) as buyers`,
    );
  }
  const { whole, partial } = splitBuckets(range, granularity);
  const c = shopBucketBuyerCounts;
  const parts = partial.map(
    (cut) => sql`select ${cut.bucket}::text as bucket, (${distinctBuyersSql(clock, cut)}) as buyers`,
  );
  if (whole) {
    parts.push(sql`select to_char(${c.bucket}, 'YYYY-MM-DD') as bucket, ${c.buyers} as buyers from ${c}
      where ${c.shopId} = ${clock.shopId} and ${c.granularity} = ${granularity}
        and ${c.bucket} between ${whole.from} and ${whole.to}`);
  }
  return queryRows<{ bucket: string; buyers: number }>(db, sql.join(parts, sql` union all `));
}

/**
 * Orders, revenue, buyers, units and views of the range, grouped by bucket or as one total,
 * from the shop's daily figures (daily-sales.ts) rather than its orders: a year is 365 rows.
 * Buyers are counted distinct over the buyer-days of each bucket: they do not add up.
 */
async function figures(db: Db, clock: ShopClock, range: DayRange, granularity: AnalyticsGranularity | null) {
  const bucketOf = (day: SQL) => (granularity ? bucketSql(day, granularity, null) : sql`''`);
  const [salesRows, buyerRows, viewRows] = await Promise.all([
    db
      .select({
        bucket: sql<string>`${bucketOf(sql`${shopDailySales.day}`)}`,
        orders: sql<number>`coalesce(sum(${shopDailySales.orders}), 0)`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${shopDailySales.revenue}), 0)`.mapWith(Number),
        units: sql<number>`coalesce(sum(${shopDailySales.units}), 0)`.mapWith(Number),
      })
      .from(shopDailySales)
      .where(daysOf(shopDailySales, clock, range))
      .groupBy(sql`1`),
    buyersIn(db, clock, range, granularity),
    db
      .select({
        bucket: sql<string>`${bucketOf(sql`${shopDailyViews.day}`)}`,
        views: sql<number>`coalesce(sum(${shopDailyViews.views}), 0)`.mapWith(Number),
      })
      .from(shopDailyViews)
      .where(daysOf(shopDailyViews, clock, range))
      .groupBy(sql`1`),
  ]);
  const buyers = new Map(buyerRows.map((r) => [r.bucket, num(r.buyers)]));
  const views = new Map(viewRows.map((r) => [r.bucket, num(r.views)]));
  // A total over no rows still has its one (empty) bucket, so drop buckets with nothing in them.
  const sales = salesRows.filter((r) => num(r.orders) !== 0 || num(r.revenue) !== 0 || num(r.units) !== 0);
  const keys = new Set([...sales.map((r) => r.bucket), ...views.keys()]);
  const byBucket = new Map(sales.map((r) => [r.bucket, r]));
  return [...keys].map((key) => {
    const row = byBucket.get(key);
    return {
      bucket: key,
      orders: num(row?.orders),
      revenue: num(row?.revenue),
      buyers: buyers.get(key) ?? 0,
      units: num(row?.units),
      views: views.get(key) ?? 0,
    };
  });
}

export async function totalsIn(db: Db, clock: ShopClock, range: DayRange): Promise<AnalyticsTotals> {
  const [row] = await figures(db, clock, range, null);
  const { bucket: _bucket, ...raw } = row ?? {
    bucket: '',
    orders: 0,
    revenue: 0,
    buyers: 0,
    units: 0,
    views: 0,
  };
  return totalsOf(raw);
}

export async function seriesIn(
  db: Db,
  clock: ShopClock,
  range: DayRange,
  granularity: AnalyticsGranularity,
): Promise<SeriesPoint[]> {
  return fillSeries(range, granularity, await figures(db, clock, range, granularity));
}

type SoldRow = { list: 'revenue' | 'units'; productId: string } & Record<
  'revenue' | 'units' | 'orders',
  unknown
>;

/**
 * The shop's best products of the range by revenue (goods after seller discounts) and by units,
 * both from one pass over the products' daily sales.
 */
async function topProducts(db: Db, clock: ShopClock, range: DayRange, urlOf: UrlOf) {
  // Whole months from the monthly rows, the days of the months the range cuts from the daily ones.
  const { whole, partial } = splitBuckets(range, 'month');
  const m = shopProductMonthlySales;
  const t = shopProductDailySales;
  const parts = partial.map(
    (
      cut,
    ) => sql`select ${t.productId} as product_id, ${t.revenue} as revenue, ${t.units} as units, ${t.orders} as orders
      from ${t} where ${daysOf(t, clock, cut)}`,
  );
  if (whole) {
    parts.push(sql`select ${m.productId}, ${m.revenue}, ${m.units}, ${m.orders} from ${m}
      where ${m.shopId} = ${clock.shopId} and ${m.month} between ${whole.from} and ${whole.to}`);
  }
  const rows = await queryRows<SoldRow>(
    db,
    sql`with sold as (
          select product_id as "productId", sum(revenue) as revenue, sum(units) as units, sum(orders) as orders
          from (${sql.join(parts, sql` union all `)}) p group by 1 having sum(orders) > 0)
        (select 'revenue' as list, * from sold order by revenue desc, units desc, "productId" limit ${TOP_PRODUCTS})
        union all
        (select 'units' as list, * from sold order by units desc, revenue desc, "productId" limit ${TOP_PRODUCTS})`,
  );
  // A union keeps no order of its own: each list is put back in its order here.
  const inOrder = (first: 'revenue' | 'units', second: 'revenue' | 'units') => (a: SoldRow, b: SoldRow) =>
    num(b[first]) - num(a[first]) || num(b[second]) - num(a[second]) || (a.productId < b.productId ? -1 : 1);
  const byRevenue = rows.filter((r) => r.list === 'revenue').sort(inOrder('revenue', 'units'));
  const byUnits = rows.filter((r) => r.list === 'units').sort(inOrder('units', 'revenue'));
  const ids = [...new Set([...byRevenue, ...byUnits].map((r) => r.productId))];
  const [names, images] = ids.length
    ? await Promise.all([
        db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
        db
          .select({ productId: productImages.productId, key: productImages.imageKey })
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position), asc(productImages.id)),
      ])
    : [[], []];
  const firstImage = new Map<string, string>();
  for (const image of images)
    if (!firstImage.has(image.productId)) firstImage.set(image.productId, image.key);
  const info = new Map(names.map((n) => [n.id, n]));
  const view = (row: (typeof byRevenue)[number]): TopProduct => ({
    productId: row.productId,
    name: info.get(row.productId)?.name ?? '',
    imageUrl: imageUrl(urlOf, firstImage.get(row.productId) ?? null, 200),
    units: num(row.units),
    revenue: num(row.revenue),
    orders: num(row.orders),
  });
  return { topByRevenue: byRevenue.map(view), topByUnits: byUnits.map(view) };
}

/** The reports page: a period and the one before it, the series by bucket and the top products. */
export async function loadAnalyticsOverview(
  db: Db,
  args: { shopId: string; choice: PeriodChoice; granularity: AnalyticsGranularity; now: Date; urlOf: UrlOf },
): Promise<AnalyticsOverview> {
  const clock = await shopClock(db, args.shopId, args.now);
  const period = resolvePeriod(args.choice, clock.today);
  const [buyers, previousTotals, series, top] = await Promise.all([
    buyersIn(db, clock, period, null),
    totalsIn(db, clock, period.previous),
    seriesIn(db, clock, period, args.granularity),
    topProducts(db, clock, period, args.urlOf),
  ]);
  // The period's totals are its series added up (the series covers exactly its days), but for
  // buyers: they do not add up, so they are counted apart.
  const totals = totalsOf({ ...addUp(series), buyers: num(buyers[0]?.buyers) });
  return {
    timeZone: clock.timeZone,
    granularity: args.granularity,
    period: { from: period.from, to: period.to, days: period.days },
    previousPeriod: period.previous,
    totals,
    previousTotals,
    changes: changesOf(totals, previousTotals),
    series,
    ...top,
  };
}
