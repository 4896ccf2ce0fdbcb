import { AppError } from '@cho-dep/core/errors/app-error';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { chaptersOf } from '@cho-dep/core/live/live-rules';
import { and, asc, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { shops } from '../shops/shops.tables';
import { liveFeatured, lives } from './live.tables';
import { liveProducts, liveVouchers, pinsOf, pinViews } from './live-cards';
import { liveCoverUrl } from './live-cover';
import { replayExpired } from './live-video-retention';
import type { LiveDetailView, LiveSummaryView } from './live-view-schemas';
import { viewersNow } from './live-viewers';

const summaryColumns = {
  id: lives.id,
  shopId: lives.shopId,
  shopName: shops.name,
  shopSlug: shops.slug,
  title: lives.title,
  coverKey: lives.coverKey,
  state: lives.state,
  scheduledAt: lives.scheduledAt,
  startedAt: lives.startedAt,
  endedAt: lives.endedAt,
  viewerPeak: lives.viewerPeak,
};
interface SummaryRow {
  id: string;
  shopId: string;
  shopName: string;
  shopSlug: string;
  title: string;
  coverKey: string | null;
  state: LiveSummaryView['state'];
  scheduledAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  viewerPeak: number;
}

async function toSummary(ctx: AppContext, row: SummaryRow): Promise<LiveSummaryView> {
  return {
    id: row.id,
    shop: { id: row.shopId, name: row.shopName, slug: row.shopSlug },
    title: row.title,
    coverUrl: liveCoverUrl(ctx, row.coverKey),
    state: row.state,
    scheduledAt: row.scheduledAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    viewers: row.state === 'live' ? await viewersNow(ctx, row.id) : 0,
    viewerPeak: row.viewerPeak,
  };
}

export interface LivePage {
  items: LiveSummaryView[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** Which lives a list shows: on air and upcoming, or the replays still kept (decision 068). */
export const LIVE_LIST_SECTIONS = ['now', 'replays'] as const;
export type LiveListSection = (typeof LIVE_LIST_SECTIONS)[number];

/**
 * The "Live" list: lives on air (latest start first), then upcoming ones by start time. A
 * scheduled live whose time passed more than the grace period ago without streaming is left
 * out. The `replays` section: ended lives whose replay is still kept, latest first. With
 * `shopId`, one shop's lives instead: on air, upcoming, then its replays still kept, newest first.
 */
export async function listLives(
  ctx: AppContext,
  options: { shopId?: string; page: number; section?: LiveListSection },
): Promise<LivePage> {
  const size = LIVE_LIMITS.listPageSize;
  const now = ctx.now().getTime();
  const graceStart = new Date(now - LIVE_LIMITS.upcomingGraceMinutes * 60_000);
  const keptSince = new Date(now - LIVE_LIMITS.replayRetentionDays * 24 * 60 * 60_000);
  const stateRank = sql`case ${lives.state} when 'live' then 0 when 'scheduled' then 1 else 2 end`;
  const replays = and(eq(lives.state, 'ended'), isNotNull(lives.replayPath), gte(lives.endedAt, keptSince));
  const onAirOrUpcoming = or(
    eq(lives.state, 'live'),
    and(eq(lives.state, 'scheduled'), gte(lives.scheduledAt, graceStart)),
  );
  const where = options.shopId
    ? and(eq(lives.shopId, options.shopId), or(onAirOrUpcoming, replays))
    : options.section === 'replays'
      ? replays
      : onAirOrUpcoming;
  const rows = await ctx.database.db
    .select(summaryColumns)
    .from(lives)
    .innerJoin(shops, eq(shops.id, lives.shopId))
    .where(and(where, eq(shops.status, 'approved')))
    .orderBy(
      asc(stateRank),
      // On air: latest start first; upcoming: soonest first; replays: latest first.
      sql`case when ${lives.state} = 'scheduled' then ${lives.scheduledAt} end asc`,
      desc(sql`coalesce(${lives.startedAt}, ${lives.scheduledAt})`),
      asc(lives.id),
    )
    .limit(size + 1)
    .offset((options.page - 1) * size);
  const items = await Promise.all(rows.slice(0, size).map((row) => toSummary(ctx, row)));
  return { items, page: options.page, pageSize: size, hasMore: rows.length > size };
}

/** One live as anyone sees it: its line-up, the pin now, and the replay's chapters. */
export async function liveDetail(ctx: AppContext, liveId: string): Promise<LiveDetailView> {
  const db = ctx.database.db;
  const [row] = await db
    .select(summaryColumns)
    .from(lives)
    .innerJoin(shops, eq(shops.id, lives.shopId))
    .where(eq(lives.id, liveId));
  if (!row) throw new AppError('NOT_FOUND');
  const [live] = await db
    .select({ replayPath: lives.replayPath, endedAt: lives.endedAt })
    .from(lives)
    .where(eq(lives.id, liveId));
  const featured = await db
    .select()
    .from(liveFeatured)
    .where(eq(liveFeatured.liveId, liveId))
    .orderBy(asc(liveFeatured.position));
  const productIds = featured.flatMap((f) => (f.productId ? [f.productId] : []));
  const voucherIds = featured.flatMap((f) => (f.voucherId ? [f.voucherId] : []));
  const [productsById, vouchersById, pins] = await Promise.all([
    liveProducts(ctx, db, productIds),
    liveVouchers(db, voucherIds),
    pinsOf(db, liveId),
  ]);
  const pinned = await pinViews(ctx, db, pins);
  const current = pinned.find((p) => p.unpinnedAt === null) ?? null;
  const chapters =
    row.state === 'ended'
      ? chaptersOf(row.startedAt, pins).flatMap((c) => {
          const pin = pinned.find((p) => p.id === c.pin.id);
          return pin ? [{ offsetSeconds: c.offsetSeconds, pin }] : [];
        })
      : [];
  return {
    ...(await toSummary(ctx, row)),
    products: productIds.flatMap((id) => productsById.get(id) ?? []),
    vouchers: voucherIds.flatMap((id) => vouchersById.get(id) ?? []),
    pin: current,
    chapters,
    replayPath: live?.replayPath ?? null,
    replayExpired: row.state === 'ended' && replayExpired(live?.endedAt ?? null, ctx.now()),
  };
}

/** The live's shop, or 404 when the live is not this shop's. */
export async function assertOwnLive(ctx: AppContext, shopId: string, liveId: string): Promise<void> {
  const [live] = await ctx.database.db
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.id, liveId), eq(lives.shopId, shopId)));
  if (!live) throw new AppError('NOT_FOUND');
}

/** The shop's lives for the seller centre (cancelled ones included), newest start first. */
export async function listSellerLives(ctx: AppContext, shopId: string, page: number): Promise<LivePage> {
  const size = LIVE_LIMITS.listPageSize;
  const rows = await ctx.database.db
    .select(summaryColumns)
    .from(lives)
    .innerJoin(shops, eq(shops.id, lives.shopId))
    .where(eq(lives.shopId, shopId))
    .orderBy(desc(lives.scheduledAt), asc(lives.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const items = await Promise.all(rows.slice(0, size).map((row) => toSummary(ctx, row)));
  return { items, page, pageSize: size, hasMore: rows.length > size };
}
