import { changesOf, ratePercent } from '@cho-dep/core/seller-analytics/analytics-metrics';
import {
  instantsOf,
  type PeriodChoice,
  resolvePeriod,
} from '@cho-dep/core/seller-analytics/analytics-period';
import type { Db } from '@cho-dep/db/client';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { returnRequests } from '../returns/returns.tables';
import { productReviews } from '../reviews/reviews.tables';
import { seriesIn, shopClock, totalsIn } from './analytics-queries';
import type { SellerDashboard, SellerPerformance } from './analytics-schemas';
import { countedOrder, instant } from './analytics-sql';

const num = (value: unknown) => Number(value ?? 0);

/**
 * The seller centre's front page (Shopee's "Việc cần làm" and key figures): what waits for
 * the seller now, today against yesterday, and the last 30 days by day.
 */
export async function loadSellerDashboard(db: Db, shopId: string, now: Date): Promise<SellerDashboard> {
  const clock = await shopClock(db, shopId, now);
  const today = resolvePeriod({ preset: 'today' }, clock.today);
  const last30 = resolvePeriod({ preset: 'last30' }, clock.today);
  const [orderCounts, returnCounts, productCounts, todayTotals, yesterdayTotals, series] = await Promise.all([
    db
      .select({
        toConfirm: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_confirmation')`.mapWith(
          Number,
        ),
        toHandOver: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_pickup')`.mapWith(Number),
        inDelivery: sql<number>`count(*) filter (where ${orders.status} = 'shipping')`.mapWith(Number),
        cancellationRequests:
          sql<number>`count(*) filter (where ${orders.status} = 'cancellation_pending')`.mapWith(Number),
      })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          sql`${orders.status} in ('awaiting_confirmation', 'awaiting_pickup', 'shipping', 'cancellation_pending')`,
        ),
      ),
    db
      .select({ waiting: sql<number>`count(*)`.mapWith(Number) })
      .from(returnRequests)
      .where(and(eq(returnRequests.shopId, shopId), eq(returnRequests.status, 'awaiting_review'))),
    db
      .select({
        soldOut:
          sql<number>`count(*) filter (where ${products.status} = 'approved' and ${products.stock} = 0)`.mapWith(
            Number,
          ),
        pendingReview: sql<number>`count(*) filter (where ${products.status} = 'pending')`.mapWith(Number),
      })
      .from(products)
      .where(eq(products.shopId, shopId)),
    totalsIn(db, clock, today),
    totalsIn(db, clock, today.previous),
    seriesIn(db, clock, last30, 'day'),
  ]);
  return {
    todo: {
      toConfirm: num(orderCounts[0]?.toConfirm),
      toHandOver: num(orderCounts[0]?.toHandOver),
      inDelivery: num(orderCounts[0]?.inDelivery),
      cancellationRequests: num(orderCounts[0]?.cancellationRequests),
      returnRequests: num(returnCounts[0]?.waiting),
      soldOut: num(productCounts[0]?.soldOut),
      pendingReview: num(productCounts[0]?.pendingReview),
    },
    today: todayTotals,
    yesterday: yesterdayTotals,
    changes: changesOf(todayTotals, yesterdayTotals),
    last30: series,
    timeZone: clock.timeZone,
    day: clock.today,
  };
}

/**
 * The performance page (decision 024), over orders placed in the period:
 * - placed orders = the shop's orders less online payments never made (still pending, or
 *   cancelled unpaid): those never reached the seller;
 * - cancellation rate = cancelled ÷ placed, and the part the seller cancelled;
 * - late hand-over = handed to the carrier (first "shipping" entry) after placed time + the
 *   order's longest product preparation days (the promise checkout made), ÷ handed over;
 * - return rate = orders with a return or refund request ÷ counted orders;
 * - average rating of the reviews written in the period.
 */
export async function loadSellerPerformance(
  db: Db,
  shopId: string,
  choice: PeriodChoice,
  now: Date,
): Promise<SellerPerformance> {
  const clock = await shopClock(db, shopId, now);
  const period = resolvePeriod(choice, clock.today);
  const { start, end } = instantsOf(period, clock.timeZone);
  const inPeriod = and(
    eq(orders.shopId, shopId),
    sql`${orders.createdAt} >= ${instant(start)}`,
    sql`${orders.createdAt} < ${instant(end)}`,
  ) as SQL;
  const neverPaid = sql`(${orders.status} = 'pending' or (${orders.status} = 'cancelled' and ${orders.paidAt} is null and ${orders.paymentMethod} <> 'CASH'))`;
  // Correlated subqueries name the outer order explicitly ("orders"."id"): inside them an
  // unqualified column would resolve to the inner table.
  const handedAt = sql`(select min(h.action_time) from order_history h
    where h.order_id = "orders"."id" and h.status = 'shipping')`;
  const preparationDays = sql`(select coalesce(max(p.preparation_days), 0) from order_items i
    join products p on p.id = i.product_id where i.order_id = "orders"."id")`;
  const [row] = await db
    .select({
      placed: sql<number>`count(*) filter (where not ${neverPaid})`.mapWith(Number),
      cancelled:
        sql<number>`count(*) filter (where ${orders.status} = 'cancelled' and not ${neverPaid})`.mapWith(
          Number,
        ),
      cancelledBySeller:
        sql<number>`count(*) filter (where ${orders.status} = 'cancelled' and not ${neverPaid} and ${orders.cancelledBy} = 'seller')`.mapWith(
          Number,
        ),
      counted: sql<number>`count(*) filter (where ${countedOrder})`.mapWith(Number),
      handedOver: sql<number>`count(*) filter (where ${handedAt} is not null)`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${handedAt} > ${orders.createdAt} + make_interval(days => ${preparationDays}::int))`.mapWith(
        Number,
      ),
      returns:
        sql<number>`count(*) filter (where ${countedOrder} and exists (select 1 from return_requests r where r.order_id = "orders"."id"))`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(inPeriod);
  const [reviews] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      average: sql<string | null>`round(avg(${productReviews.rating}), 2)`,
    })
    .from(productReviews)
    .where(
      and(
        eq(productReviews.shopId, shopId),
        sql`${productReviews.createdAt} >= ${instant(start)}`,
        sql`${productReviews.createdAt} < ${instant(end)}`,
      ),
    );
  const placed = num(row?.placed);
  const cancelled = num(row?.cancelled);
  const cancelledBySeller = num(row?.cancelledBySeller);
  const handedOver = num(row?.handedOver);
  const late = num(row?.late);
  const counted = num(row?.counted);
  const returns = num(row?.returns);
  return {
    timeZone: clock.timeZone,
    period: { from: period.from, to: period.to, days: period.days },
    placedOrders: placed,
    cancelledOrders: cancelled,
    cancelledBySeller,
    cancellationRate: ratePercent(cancelled, placed),
    sellerCancellationRate: ratePercent(cancelledBySeller, placed),
    handedOver,
    lateHandOver: late,
    lateHandOverRate: ratePercent(late, handedOver),
    countedOrders: counted,
    returnRequests: returns,
    returnRate: ratePercent(returns, counted),
    reviews: num(reviews?.count),
    averageRating:
      reviews?.average === null || reviews?.average === undefined ? null : Number(reviews.average),
  };
}
