import { z } from '@hono/zod-openapi';

const status = z.enum(['pending', 'approved', 'cancelled']);
const counted = z.enum(['yes', 'own_purchase', 'window_ended', 'no_commission']).openapi({
  description:
    "Why the order counted for the KOL or did not: 'yes', their own purchase, the window had ended, nothing in it pays commission",
});

export const conversionSummarySchema = z
  .object({
    orderId: z.string(),
    orderCode: z.string(),
    orderedAt: z.string(),
    shopName: z.string(),
    /** The buyer's name with all but its first and last characters hidden (product.md §9). */
    buyer: z.string(),
    items: z.number().int(),
    /** What the buyer paid for the lines that earn commission, after vouchers. */
    base: z.number().int(),
    commission: z.number().int(),
    status,
    counted,
    /** True while the admin reviews it (anti-fraud): it is approved only after that. */
    underReview: z.boolean(),
    linkName: z.string(),
  })
  .openapi('AffiliateConversion');

export const conversionPageSchema = z.object({
  items: z.array(conversionSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const conversionDetailSchema = conversionSummarySchema
  .extend({
    orderStatus: z.string(),
    link: z.object({ code: z.string(), target: z.string(), name: z.string() }),
    clickedAt: z.string(),
    windowEndsAt: z.string(),
    /** Whole days the window still had when the order was placed. */
    daysLeftAtOrder: z.number().int(),
    flags: z.array(z.string()),
    review: z.enum(['none', 'waiting', 'cleared', 'refused']),
    lines: z.array(
      z.object({
        productId: z.string(),
        productName: z.string(),
        variantLabel: z.string(),
        imageUrl: z.string().nullable(),
        quantity: z.number().int(),
        refundedUnits: z.number().int(),
        base: z.number().int(),
        ratePercent: z.number(),
        commission: z.number().int(),
        status,
        cancelReason: z.enum(['order_cancelled', 'refunded', 'review_refused']).nullable(),
        campaignName: z.string().nullable(),
        approvedAt: z.string().nullable(),
      }),
    ),
  })
  .openapi('AffiliateConversionDetail');
export type ConversionDetail = z.infer<typeof conversionDetailSchema>;

export const dashboardSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    clicks: z.number().int(),
    orders: z.number().int(),
    /** Orders per click, in percent with one decimal. */
    conversionRate: z.number(),
    pending: z.number().int(),
    approved: z.number().int(),
    cancelled: z.number().int(),
    days: z.array(
      z.object({
        day: z.string(),
        clicks: z.number().int(),
        orders: z.number().int(),
        pending: z.number().int(),
        approved: z.number().int(),
      }),
    ),
  })
  .openapi('AffiliateDashboard');
export type Dashboard = z.infer<typeof dashboardSchema>;

export const statementSchema = z
  .object({
    month: z.string(),
    gross: z.number().int(),
    pit: z.number().int(),
    net: z.number().int(),
    conversions: z.number().int(),
  })
  .openapi('AffiliateStatement');
