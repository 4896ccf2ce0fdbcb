import { acceptsAttribution } from '@cho-dep/core/live/live-rules';
import type { Tx } from '@cho-dep/db/client';
import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { orders } from '../orders/orders.tables';
import { liveMessages, liveOrders, lives } from './live.tables';
import type { LiveFiguresView } from './live-view-schemas';
import { viewersNow } from './live-viewers';

/**
 * The checkout's hook (decision 063): the buyer's client names the live it bought from, and
 * each order of that live's shop placed in this checkout is recorded as the live's, when the
 * live is on air or ended within the attribution window. A live of another shop, or one long
 * over, attributes nothing and never fails the checkout: attribution is a figure, not a rule
 * the buyer can break. Inside the checkout's transaction, so a rolled-back order leaves no trace.
 */
export async function attributeOrdersToLive(
  tx: Tx,
  liveId: string,
  placed: readonly { id: string; shopId: string; total: number }[],
  now: Date,
): Promise<number> {
  const [live] = await tx
    .select({ shopId: lives.shopId, state: lives.state, endedAt: lives.endedAt })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (!live || !acceptsAttribution(live, now)) return 0;
  const own = placed.filter((o) => o.shopId === live.shopId);
  if (own.length === 0) return 0;
  await tx
    .insert(liveOrders)
    .values(own.map((o) => ({ orderId: o.id, liveId, amount: o.total, createdAt: now })))
    .onConflictDoNothing();
  return own.length;
}

/** Orders that no longer count: cancelled, or refunded by a return. */
export const NOT_COUNTED = ['cancelled', 'return_refund'] as const;

/**
 * The seller's live figures: viewers now and the peak, the live's orders and their revenue
 * (orders cancelled or refunded since are left out), and how many messages were sent.
 */
export async function liveFigures(ctx: AppContext, liveId: string): Promise<LiveFiguresView> {
  const db = ctx.database.db;
  const [live] = await db
    .select({ peak: lives.viewerPeak, state: lives.state })
    .from(lives)
    .where(eq(lives.id, liveId));
  const [sales] = await db
    .select({ orders: count(), revenue: sql<string>`coalesce(sum(${liveOrders.amount}), 0)` })
    .from(liveOrders)
    .innerJoin(orders, eq(orders.id, liveOrders.orderId))
    .where(and(eq(liveOrders.liveId, liveId), notInArray(orders.status, [...NOT_COUNTED])));
  const [chat] = await db
    .select({ messages: count() })
    .from(liveMessages)
    .where(and(eq(liveMessages.liveId, liveId), isNull(liveMessages.deletedAt)));
  return {
    viewers: live?.state === 'live' ? await viewersNow(ctx, liveId) : 0,
    viewerPeak: live?.peak ?? 0,
    orders: sales?.orders ?? 0,
    revenue: Number(sales?.revenue ?? 0),
    messages: chat?.messages ?? 0,
  };
}
