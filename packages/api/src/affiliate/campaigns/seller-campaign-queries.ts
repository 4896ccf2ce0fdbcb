import { basisPointsToPercent } from '@cho-dep/core/affiliate/commission';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { isUuid } from '../../follows/follow-service';
import type { UrlOf } from '../../products/catalog/catalog-media';
import {
  affiliateCampaignMembers,
  affiliateCampaignProducts,
  affiliateCampaigns,
  affiliateClicks,
  affiliateCommissions,
  affiliateLinks,
} from '../affiliate.tables';
import { phaseOf, productsOfCampaigns } from './campaign-products';
import type { SellerCampaign, SellerCampaignDetail } from './campaign-schemas';

type CampaignRow = typeof affiliateCampaigns.$inferSelect;
interface Results {
  orders: number;
  revenue: number;
  commission: number;
}
const none: Results = { orders: 0, revenue: 0, commission: 0 };

/** Orders, what they paid and their commission, by campaign (and KOL), cancelled lines left out. */
async function resultsBy(db: Db, campaignIds: readonly string[], byKol: boolean) {
  const rows = await db
    .select({
      campaignId: affiliateCommissions.campaignId,
      kolUserId: byKol ? affiliateCommissions.kolUserId : sql<string>`''`,
      orders: countDistinct(affiliateCommissions.conversionId),
      revenue: sql<string>`coalesce(sum(${affiliateCommissions.base}), 0)`,
      commission: sql<string>`coalesce(sum(${affiliateCommissions.amount}), 0)`,
    })
    .from(affiliateCommissions)
    .where(
      and(
        inArray(affiliateCommissions.campaignId, [...campaignIds]),
        ne(affiliateCommissions.status, 'cancelled'),
      ),
    )
    .groupBy(affiliateCommissions.campaignId, ...(byKol ? [affiliateCommissions.kolUserId] : []));
  return new Map(
    rows.map((r) => [
      `${r.campaignId}:${r.kolUserId}`,
      { orders: Number(r.orders), revenue: Number(r.revenue), commission: Number(r.commission) },
    ]),
  );
}

function view(
  c: CampaignRow,
  now: Date,
  extra: Results & { productsCount: number; kolsCount: number },
): SellerCampaign {
  return {
    ...extra,
    id: c.id,
    name: c.name,
    description: c.description,
    ratePercent: basisPointsToPercent(c.bp),
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    audience: c.audience,
    phase: phaseOf(c, now),
    status: c.status,
    rejectReason: c.rejectReason,
    invitees: c.invitees,
    createdAt: c.createdAt.toISOString(),
  };
}

async function countsBy(db: Db, ids: readonly string[]) {
  const [productCounts, kolCounts] = await Promise.all([
    db
      .select({ id: affiliateCampaignProducts.campaignId, n: count() })
      .from(affiliateCampaignProducts)
      .where(inArray(affiliateCampaignProducts.campaignId, [...ids]))
      .groupBy(affiliateCampaignProducts.campaignId),
    db
      .select({ id: affiliateCampaignMembers.campaignId, n: count() })
      .from(affiliateCampaignMembers)
      .where(inArray(affiliateCampaignMembers.campaignId, [...ids]))
      .groupBy(affiliateCampaignMembers.campaignId),
  ]);
  return {
    products: new Map(productCounts.map((r) => [r.id, Number(r.n)])),
    kols: new Map(kolCounts.map((r) => [r.id, Number(r.n)])),
  };
}

/** The shop's campaigns, newest first, with their products and KOLs counted and results so far. */
export async function listSellerCampaigns(db: Db, shopId: string, now: Date): Promise<SellerCampaign[]> {
  const rows = await db
    .select()
    .from(affiliateCampaigns)
    .where(eq(affiliateCampaigns.shopId, shopId))
    .orderBy(desc(affiliateCampaigns.createdAt), desc(affiliateCampaigns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, results] = await Promise.all([countsBy(db, ids), resultsBy(db, ids, false)]);
  return rows.map((c) =>
    view(c, now, {
      productsCount: counts.products.get(c.id) ?? 0,
      kolsCount: counts.kols.get(c.id) ?? 0,
      ...(results.get(`${c.id}:`) ?? none),
    }),
  );
}

/**
 * Clicks on each member's links to the campaign (or its products) while it was theirs: from
 * their joining, or the start if later, to the end.
 */
async function clicksBy(db: Db, c: CampaignRow, productIds: readonly string[]) {
  const rows = await db
    .select({ kolUserId: affiliateCampaignMembers.kolUserId, n: count(affiliateClicks.id) })
    .from(affiliateCampaignMembers)
    .innerJoin(affiliateLinks, eq(affiliateLinks.kolUserId, affiliateCampaignMembers.kolUserId))
    .innerJoin(affiliateClicks, eq(affiliateClicks.linkId, affiliateLinks.id))
    .where(
      and(
        eq(affiliateCampaignMembers.campaignId, c.id),
        sql`((${affiliateLinks.target} = 'campaign' and ${affiliateLinks.targetId} = ${c.id})
          or (${affiliateLinks.target} = 'product' and ${affiliateLinks.targetId} in ${
            productIds.length > 0
              ? sql`(${sql.join(
                  [...productIds].map((p) => sql`${p}::uuid`),
                  sql`, `,
                )})`
              : sql`(null)`
          }))`,
        sql`${affiliateClicks.clickedAt} >= greatest(${affiliateCampaignMembers.joinedAt}, ${c.startsAt.toISOString()}::timestamptz)`,
        sql`${affiliateClicks.clickedAt} < ${c.endsAt.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(affiliateCampaignMembers.kolUserId);
  return new Map(rows.map((r) => [r.kolUserId, Number(r.n)]));
}

/** One campaign of the shop with its products and each joined KOL's results; another shop's is NOT_FOUND. */
export async function loadSellerCampaign(
  db: Db,
  shopId: string,
  id: string,
  now: Date,
  urlOf: UrlOf,
): Promise<SellerCampaignDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [c] = await db
    .select()
    .from(affiliateCampaigns)
    .where(and(eq(affiliateCampaigns.id, id), eq(affiliateCampaigns.shopId, shopId)));
  if (!c) throw new AppError('NOT_FOUND');
  const [productMap, members, byKol, total] = await Promise.all([
    productsOfCampaigns(db, [id], urlOf),
    db
      .select({
        userId: affiliateCampaignMembers.kolUserId,
        joinedAt: affiliateCampaignMembers.joinedAt,
        name: users.fullName,
        avatarUrl: users.avatarUrl,
      })
      .from(affiliateCampaignMembers)
      .innerJoin(users, eq(users.id, affiliateCampaignMembers.kolUserId))
      .where(eq(affiliateCampaignMembers.campaignId, id))
      .orderBy(desc(affiliateCampaignMembers.joinedAt)),
    resultsBy(db, [id], true),
    resultsBy(db, [id], false),
  ]);
  const products = productMap.get(id) ?? [];
  const clicks = await clicksBy(
    db,
    c,
    products.map((p) => p.id),
  );
  return {
    ...view(c, now, {
      productsCount: products.length,
      kolsCount: members.length,
      ...(total.get(`${id}:`) ?? none),
    }),
    products,
    kols: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      avatarUrl: m.avatarUrl,
      joinedAt: m.joinedAt.toISOString(),
      clicks: clicks.get(m.userId) ?? 0,
      ...(byKol.get(`${id}:${m.userId}`) ?? none),
    })),
  };
}
