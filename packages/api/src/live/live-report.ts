import { z } from '@hono/zod-openapi';
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { orders } from '../orders/orders.tables';
import { liveOrders, lives } from './live.tables';
import { NOT_COUNTED } from './live-attribution';

/** Lives shown in the seller's analytics: the latest ones that went on air. */
const REPORT_LIVES = 10;

export const liveReportRowSchema = z.object({
  liveId: z.uuid(),
  title: z.string(),
  state: z.enum(['live', 'ended']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  viewerPeak: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
});
export const liveReportSchema = z.object({
  items: z.array(liveReportRowSchema),
  /** The listed lives together. */
  totals: z.object({ lives: z.number().int(), orders: z.number().int(), revenue: z.number() }),
});
export type LiveReportView = z.infer<typeof liveReportSchema>;

/**
 * The seller analytics' "Live" section: the shop's latest lives that went on air, each with its
 * viewer peak and the orders and revenue attributed to it (live-attribution.ts), with totals.
 */
export async function shopLiveReport(ctx: AppContext, shopId: string): Promise<LiveReportView> {
  const db = ctx.database.db;
  const rows = await db
    .select({
      liveId: lives.id,
      title: lives.title,
      state: lives.state,
      startedAt: lives.startedAt,
      endedAt: lives.endedAt,
      viewerPeak: lives.viewerPeak,
    })
    .from(lives)
    .where(and(eq(lives.shopId, shopId), isNotNull(lives.startedAt), inArray(lives.state, ['live', 'ended'])))
    .orderBy(desc(lives.startedAt))
    .limit(REPORT_LIVES);
  const ids = rows.map((r) => r.liveId);
  const sales =
    ids.length === 0
      ? []
      : await db
          .select({
            liveId: liveOrders.liveId,
            orders: sql<number>`count(*)::int`,
            revenue: sql<string>`coalesce(sum(${liveOrders.amount}), 0)`,
          })
          .from(liveOrders)
          .innerJoin(orders, eq(orders.id, liveOrders.orderId))
          .where(and(inArray(liveOrders.liveId, ids), notInArray(orders.status, [...NOT_COUNTED])))
          .groupBy(liveOrders.liveId);
  const byLive = new Map(sales.map((s) => [s.liveId, s]));
  const items = rows.map((r) => ({
    liveId: r.liveId,
    title: r.title,
    state: r.state as 'live' | 'ended',
    startedAt: (r.startedAt as Date).toISOString(),
    endedAt: r.endedAt?.toISOString() ?? null,
    viewerPeak: r.viewerPeak,
    orders: Number(byLive.get(r.liveId)?.orders ?? 0),
    revenue: Number(byLive.get(r.liveId)?.revenue ?? 0),
  }));
  return {
    items,
    totals: {
      lives: items.length,
      orders: items.reduce((sum, i) => sum + i.orders, 0),
      revenue: items.reduce((sum, i) => sum + i.revenue, 0),
    },
  };
}
