import { ANALYTICS_GRANULARITIES } from '@cho-dep/core/seller-analytics/analytics-period';
import { z } from '@hono/zod-openapi';

const change = z
  .number()
  .nullable()
  .openapi({ description: 'Percent change; null when the previous figure is 0' });

export const analyticsTotalsSchema = z.object({
  revenue: z
    .number()
    .int()
    .openapi({ description: 'Sum of goods_total − shop_discount of counted orders (dong)' }),
  orders: z.number().int(),
  buyers: z.number().int().openapi({ description: 'Distinct buyers (accounts or guests)' }),
  views: z.number().int().openapi({ description: 'Product page views of the shop' }),
  units: z.number().int(),
  averageOrderValue: z.number().int(),
  conversionRate: z
    .number()
    .nullable()
    .openapi({ description: 'orders ÷ views in percent; null without views' }),
});

const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const seriesPointSchema = z.object({
  bucket: z
    .string()
    .openapi({ description: 'YYYY-MM-DD: the day, the Monday of the week or the 1st of the month' }),
  revenue: z.number().int(),
  orders: z.number().int(),
  buyers: z.number().int(),
  views: z.number().int(),
  units: z.number().int(),
});

export const topProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  units: z.number().int(),
  revenue: z.number().int(),
  orders: z.number().int(),
});

export const analyticsOverviewSchema = z
  .object({
    timeZone: z.string(),
    granularity: z.enum(ANALYTICS_GRANULARITIES),
    period: rangeSchema.extend({ days: z.number().int() }),
    previousPeriod: rangeSchema,
    totals: analyticsTotalsSchema,
    previousTotals: analyticsTotalsSchema,
    changes: z.object({
      revenue: change,
      orders: change,
      buyers: change,
      views: change,
      averageOrderValue: change,
      conversionRate: change,
    }),
    series: z.array(seriesPointSchema),
    topByRevenue: z.array(topProductSchema),
    topByUnits: z.array(topProductSchema),
  })
  .openapi('SellerAnalyticsOverview');
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
export type TopProduct = z.infer<typeof topProductSchema>;
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const sellerDashboardSchema = z
  .object({
    todo: z.object({
      toConfirm: z.number().int(),
      toHandOver: z.number().int(),
      inDelivery: z.number().int(),
      cancellationRequests: z.number().int(),
      returnRequests: z.number().int(),
      soldOut: z.number().int(),
      pendingReview: z.number().int(),
    }),
    today: analyticsOverviewSchema.shape.totals,
    yesterday: analyticsOverviewSchema.shape.totals,
    changes: analyticsOverviewSchema.shape.changes,
    last30: z.array(seriesPointSchema),
    timeZone: z.string(),
    day: z.string(),
  })
  .openapi('SellerDashboard');
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

const rate = z
  .number()
  .nullable()
  .openapi({ description: 'Percent, one decimal; null when nothing to divide by' });

export const sellerPerformanceSchema = z
  .object({
    timeZone: z.string(),
    period: rangeSchema.extend({ days: z.number().int() }),
    /** Orders that reached the shop: placed, less online payments never made. */
    placedOrders: z.number().int(),
    cancelledOrders: z.number().int(),
    cancelledBySeller: z.number().int(),
    cancellationRate: rate,
    sellerCancellationRate: rate,
    handedOver: z.number().int(),
    lateHandOver: z.number().int(),
    lateHandOverRate: rate,
    countedOrders: z.number().int(),
    returnRequests: z.number().int(),
    returnRate: rate,
    reviews: z.number().int(),
    averageRating: z.number().nullable(),
  })
  .openapi('SellerPerformance');
export type SellerPerformance = z.infer<typeof sellerPerformanceSchema>;
