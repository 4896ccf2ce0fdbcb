import type { OrderStatus, PaymentStatus } from '../orders/order-statuses';

/**
 * What the seller centre's figures mean (decision 024). One place, so the dashboard, the
 * reports, the export and the API's SQL (seller-analytics/analytics-sql.ts) say the same.
 *
 * - A counted order is a placed order of the shop that is not cancelled and not still waiting
 *   for an online payment (stage `pending`). Orders later returned still count here; returns
 *   show in the performance page's return rate.
 * - Revenue ("Doanh số") of an order = goods_total − shop_discount: the goods at the shop's
 *   prices after the seller-funded vouchers. Platform-funded discounts are reimbursed to the
 *   seller, so they do not lower it; shipping is not revenue.
 * - An order belongs to the shop-calendar day it was placed (created_at in the shop's zone).
 */
export function isCountedOrder(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return order.status !== 'cancelled' && order.status !== 'pending';
}

export function orderRevenue(order: { goodsTotal: number; shopDiscount: number }): number {
  return order.goodsTotal - order.shopDiscount;
}

/**
 * Percent change from `previous` to `current`, one decimal. No percentage (null, shown as
 * "—" or "new") when there was nothing before: any growth from zero is not a number.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Average order value in whole dong (half up); 0 without orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders === 0 ? 0 : Math.round(revenue / orders);
}

/**
 * Conversion rate = counted orders ÷ product page views of the same days, as a percent with two
 * decimals; null without views (nothing to convert). It can exceed 100% when buyers order
 * without opening a product page (re-order, cart from an earlier day).
 */
export function conversionRate(orders: number, views: number): number | null {
  if (views === 0) return null;
  return Math.round((orders / views) * 10_000) / 100;
}

/** A ratio as a percent with one decimal; null when there is nothing to divide by. */
export function ratePercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export interface AnalyticsTotals {
  revenue: number;
  orders: number;
  buyers: number;
  views: number;
  units: number;
  averageOrderValue: number;
  /** Percent, two decimals; null without views. */
  conversionRate: number | null;
}

export function totalsOf(raw: {
  revenue: number;
  orders: number;
  buyers: number;
  views: number;
  units: number;
}): AnalyticsTotals {
  return {
    ...raw,
    averageOrderValue: averageOrderValue(raw.revenue, raw.orders),
    conversionRate: conversionRate(raw.orders, raw.views),
  };
}

export const ANALYTICS_METRICS = [
  'revenue',
  'orders',
  'buyers',
  'averageOrderValue',
  'conversionRate',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The change of every metric between two periods' totals. */
export function changesOf(
  current: AnalyticsTotals,
  previous: AnalyticsTotals,
): Record<AnalyticsMetric | 'views', number | null> {
  return {
    revenue: percentChange(current.revenue, previous.revenue),
    orders: percentChange(current.orders, previous.orders),
    buyers: percentChange(current.buyers, previous.buyers),
    views: percentChange(current.views, previous.views),
    averageOrderValue: percentChange(current.averageOrderValue, previous.averageOrderValue),
    conversionRate:
      current.conversionRate === null || previous.conversionRate === null
        ? null
        : percentChange(current.conversionRate, previous.conversionRate),
  };
}
