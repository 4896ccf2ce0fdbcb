import { AppError } from '@cho-dep/core/errors/app-error';
import { calendarDateIn, TIME_ZONE_OF_COUNTRY } from '@cho-dep/core/profile/birth-date';
import { fillSeries } from '@cho-dep/core/seller-analytics/analytics-buckets';
import { type AnalyticsTotals, changesOf, totalsOf } from '@cho-dep/core/seller-analytics/analytics-metrics';
import {
  type AnalyticsGranularity,
  type DayRange,
  instantsOf,
  type PeriodChoice,
  resolvePeriod,
} from '@cho-dep/core/seller-analytics/analytics-period';
import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { orderItems, orders } from '../orders/orders.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productDailyViews } from '../products/catalog/product-views.tables';
import { productImages, products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { AnalyticsOverview, SeriesPoint, TopProduct } from './analytics-schemas';
import { bucketSql, buyerKeySql, countedOrder, instant, orderRevenueSql } from './analytics-sql';

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

/** Counted orders of the shop placed within the range's days (shop's zone). */
function ordersIn(clock: ShopClock, range: DayRange): SQL {
  const { start, end } = instantsOf(range, clock.timeZone);
  return and(
    eq(orders.shopId, clock.shopId),
    countedOrder,
    sql`${orders.createdAt} >= ${instant(start)}`,
    sql`${orders.createdAt} < ${instant(end)}`,
  ) as SQL;
}

const num = (value: unknown) => Number(value ?? 0);

/** Orders, revenue, buyers, units and views of the range, grouped by bucket or as one total. */
async function figures(db: Db, clock: ShopClock, range: DayRange, granularity: AnalyticsGranularity | null) {
  const bucket = granularity ? bucketSql(sql`${orders.createdAt}`, granularity, clock.timeZone) : sql`''`;
  const orderRows = await db
    .select({
      bucket: sql<string>`${bucket}`,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${orderRevenueSql}), 0)`.mapWith(Number),
      buyers: sql<number>`count(distinct ${buyerKeySql})`.mapWith(Number),
    })
    .from(orders)
    .where(ordersIn(clock, range))
    .groupBy(sql`1`);
  const unitRows = await db
    .select({
      bucket: sql<string>`${bucket}`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ordersIn(clock, range))
    .groupBy(sql`1`);
  const units = new Map(unitRows.map((r) => [r.bucket, num(r.units)]));
  const viewBucket = granularity ? bucketSql(sql`${productDailyViews.day}`, granularity, null) : sql`''`;
  const viewRows = await db
    .select({
      bucket: sql<string>`${viewBucket}`,
      views: sql<number>`coalesce(sum(${productDailyViews.views}), 0)`.mapWith(Number),
    })
    .from(productDailyViews)
    .where(
      and(
        eq(productDailyViews.shopId, clock.shopId),
        gte(productDailyViews.day, range.from),
        lte(productDailyViews.day, range.to),
      ),
    )
    .groupBy(sql`1`);
  const views = new Map(viewRows.map((r) => [r.bucket, num(r.views)]));
  const keys = new Set([...orderRows.map((r) => r.bucket), ...views.keys()]);
  const byBucket = new Map(orderRows.map((r) => [r.bucket, r]));
  return [...keys].map((key) => {
    const row = byBucket.get(key);
    return {
      bucket: key,
      orders: num(row?.orders),
      revenue: num(row?.revenue),
      buyers: num(row?.buyers),
      units: units.get(key) ?? 0,
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

/** The shop's best products of the range by revenue (goods after seller discounts) and by units. */
async function topProducts(db: Db, clock: ShopClock, range: DayRange, urlOf: UrlOf) {
  const revenue = sql<number>`sum(${orderItems.sellerRevenue})`.mapWith(Number);
  const units = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const base = () =>
    db
      .select({
        productId: orderItems.productId,
        revenue,
        units,
        orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(ordersIn(clock, range))
      .groupBy(orderItems.productId)
      .limit(TOP_PRODUCTS);
  const [byRevenue, byUnits] = await Promise.all([
    base().orderBy(sql`2 desc`, sql`3 desc`, orderItems.productId),
    base().orderBy(sql`3 desc`, sql`2 desc`, orderItems.productId),
  ]);
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
  const [totals, previousTotals, series, top] = await Promise.all([
    totalsIn(db, clock, period),
    totalsIn(db, clock, period.previous),
    seriesIn(db, clock, period, args.granularity),
    topProducts(db, clock, period, args.urlOf),
  ]);
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
