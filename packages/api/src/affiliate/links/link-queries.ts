import { LIMITS } from '@cho-dep/core/constants/limits';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { liveCoverUrl } from '../../live/live-cover';
import { imageUrl } from '../../products/catalog/catalog-media';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateConversions,
  affiliateLinks,
} from '../affiliate.tables';
import type { LinkView } from './link-schemas';
import { targetInfos, targetKey } from './link-targets';

type LinkRow = typeof affiliateLinks.$inferSelect;

/** Links as the KOL's list shows them: the target's name and picture, clicks, orders and commission. */
export async function linkViews(
  ctx: AppContext,
  links: readonly LinkRow[],
  origin: string,
): Promise<LinkView[]> {
  if (links.length === 0) return [];
  const db = ctx.database.db;
  const ids = links.map((l) => l.id);
  const [infos, clicks, sales] = await Promise.all([
    targetInfos(db, links, ctx.now()),
    db
      .select({ linkId: affiliateClicks.linkId, n: count() })
      .from(affiliateClicks)
      .where(inArray(affiliateClicks.linkId, ids))
      .groupBy(affiliateClicks.linkId),
    db
      .select({
        linkId: affiliateConversions.linkId,
        orders: sql<number>`count(distinct ${affiliateConversions.id})::int`,
        commission: sql<string>`coalesce(sum(${affiliateCommissions.amount}) filter (where ${affiliateCommissions.status} <> 'cancelled'), 0)`,
      })
      .from(affiliateConversions)
      .leftJoin(affiliateCommissions, eq(affiliateCommissions.conversionId, affiliateConversions.id))
      .where(and(inArray(affiliateConversions.linkId, ids), eq(affiliateConversions.counted, 'yes')))
      .groupBy(affiliateConversions.linkId),
  ]);
  const clicksOf = new Map(clicks.map((c) => [c.linkId, c.n]));
  const salesOf = new Map(sales.map((s) => [s.linkId, s]));
  return links.map((l) => {
    const info = infos.get(targetKey(l.target, l.targetId));
    const s = salesOf.get(l.id);
    return {
      id: l.id,
      code: l.code,
      url: `${origin}/l/${l.code}`,
      target: l.target,
      targetId: l.targetId,
      name: info?.name ?? '',
      imageUrl:
        l.target === 'live'
          ? liveCoverUrl(ctx, info?.imageKey ?? null)
          : imageUrl((key) => ctx.storage.urlOf(key), info?.imageKey ?? null, 200),
      path: info?.path ?? '/',
      available: info?.available ?? false,
      createdAt: l.createdAt.toISOString(),
      clicks: clicksOf.get(l.id) ?? 0,
      orders: Number(s?.orders ?? 0),
      commission: Number(s?.commission ?? 0),
    };
  });
}

/** A page of a KOL's links, newest first. */
export async function listLinks(ctx: AppContext, kolUserId: string, page: number, origin: string) {
  const pageSize = LIMITS.affiliate.pageSize;
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(affiliateLinks)
      .where(eq(affiliateLinks.kolUserId, kolUserId))
      .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(affiliateLinks).where(eq(affiliateLinks.kolUserId, kolUserId)),
  ]);
  return { items: await linkViews(ctx, rows, origin), total: total?.n ?? 0, page, pageSize };
}
