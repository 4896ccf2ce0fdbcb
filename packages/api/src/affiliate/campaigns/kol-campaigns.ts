import { basisPointsToPercent } from '@cho-dep/core/affiliate/commission';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { isUuid } from '../../follows/follow-service';
import { notify } from '../../notifications/notify';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { shops } from '../../shops/shops.tables';
import { affiliateCampaignMembers, affiliateCampaignProducts, affiliateCampaigns } from '../affiliate.tables';
import { phaseOf, productsOfCampaigns } from './campaign-products';
import type { KolCampaign } from './campaign-schemas';

type CampaignRow = typeof affiliateCampaigns.$inferSelect;

/** An invite-only campaign is for the e-mails the seller listed (kept lower-cased). */
export const mayJoin = (c: Pick<CampaignRow, 'audience' | 'invitees'>, email: string | null) =>
  c.audience === 'all' || (email !== null && c.invitees.includes(email.trim().toLowerCase()));

async function emailOf(db: Db | Tx, userId: string): Promise<{ email: string | null; name: string }> {
  const [u] = await db
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return { email: u?.email ?? null, name: u?.name ?? '' };
}

async function views(db: Db, rows: CampaignRow[], kolUserId: string, now: Date, urlOf: UrlOf) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const shopIds = [...new Set(rows.map((r) => r.shopId))];
  const [productMap, shopRows, memberRows] = await Promise.all([
    productsOfCampaigns(db, ids, urlOf),
    db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds)),
    db
      .select({ id: affiliateCampaignMembers.campaignId, joinedAt: affiliateCampaignMembers.joinedAt })
      .from(affiliateCampaignMembers)
      .where(
        and(
          inArray(affiliateCampaignMembers.campaignId, ids),
          eq(affiliateCampaignMembers.kolUserId, kolUserId),
        ),
      ),
  ]);
  const shopName = new Map(shopRows.map((s) => [s.id, s.name]));
  const joined = new Map(memberRows.map((m) => [m.id, m.joinedAt]));
  return rows.map(
    (c): KolCampaign => ({
      id: c.id,
      name: c.name,
      description: c.description,
      ratePercent: basisPointsToPercent(c.bp),
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      audience: c.audience,
      phase: phaseOf(c, now),
      shop: { id: c.shopId, name: shopName.get(c.shopId) ?? '' },
      products: productMap.get(c.id) ?? [],
      joined: joined.has(c.id),
      joinedAt: joined.get(c.id)?.toISOString() ?? null,
    }),
  );
}

/**
 * The campaigns a KOL may join: approved by the admin, running or upcoming, open to every KOL
 * or inviting this one; the soonest to end first.
 */
export async function listOpenCampaigns(db: Db, kolUserId: string, now: Date, urlOf: UrlOf) {
  const { email } = await emailOf(db, kolUserId);
  const rows = await db
    .select()
    .from(affiliateCampaigns)
    .where(
      and(
        eq(affiliateCampaigns.status, 'approved'),
        gt(affiliateCampaigns.endsAt, now),
        sql`(${affiliateCampaigns.audience} = 'all' or ${email?.toLowerCase() ?? ''} = any(${affiliateCampaigns.invitees}))`,
      ),
    )
    .orderBy(asc(affiliateCampaigns.endsAt), asc(affiliateCampaigns.id))
    .limit(100);
  return views(db, rows, kolUserId, now, urlOf);
}

/**
 * One campaign as a KOL sees it. One not approved (or unknown) is NOT_FOUND; an invite-only
 * campaign they were not invited to is AFFILIATE_CAMPAIGN_INVITE_ONLY. An ended one still
 * shows, so a member can look back at it.
 */
export async function loadOpenCampaign(db: Db, kolUserId: string, id: string, now: Date, urlOf: UrlOf) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [c] = await db
    .select()
    .from(affiliateCampaigns)
    .where(and(eq(affiliateCampaigns.id, id), eq(affiliateCampaigns.status, 'approved')));
  if (!c) throw new AppError('NOT_FOUND');
  const { email } = await emailOf(db, kolUserId);
  const [view] = await views(db, [c], kolUserId, now, urlOf);
  if (!view) throw new AppError('NOT_FOUND');
  if (!view.joined && !mayJoin(c, email)) throw new AppError('AFFILIATE_CAMPAIGN_INVITE_ONLY');
  return view;
}

/**
 * Joins a campaign: from now on the KOL's links to its products earn its rate while it runs.
 * Joining again changes nothing; the shop's owner hears of a new member once.
 */
export async function joinCampaign(db: Db, kolUserId: string, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const [c] = await tx
      .select({ campaign: affiliateCampaigns, ownerUserId: shops.ownerUserId })
      .from(affiliateCampaigns)
      .innerJoin(shops, eq(shops.id, affiliateCampaigns.shopId))
      .where(eq(affiliateCampaigns.id, id));
    if (!c) throw new AppError('NOT_FOUND');
    const campaign = c.campaign;
    if (campaign.status !== 'approved' || campaign.endsAt <= now)
      throw new AppError('AFFILIATE_CAMPAIGN_CLOSED');
    const kol = await emailOf(tx, kolUserId);
    if (!mayJoin(campaign, kol.email)) throw new AppError('AFFILIATE_CAMPAIGN_INVITE_ONLY');
    const added = await tx
      .insert(affiliateCampaignMembers)
      .values({ campaignId: id, kolUserId, joinedAt: now })
      .onConflictDoNothing()
      .returning({ id: affiliateCampaignMembers.campaignId });
    if (added.length === 0) return;
    await notify(
      tx,
      [
        {
          userId: c.ownerUserId,
          kind: 'affiliate.campaign_joined',
          params: { name: kol.name, campaign: campaign.name },
          targetType: 'affiliate_seller_campaign',
          targetId: id,
        },
      ],
      now,
    );
  });
}

/**
 * The open campaigns a KOL joined that cover some products and run at `now`: by product, the
 * best one (the highest rate wins).
 */
export async function campaignRateFor(
  db: Db | Tx,
  kolUserId: string,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, { campaignId: string; bp: number }>> {
  const out = new Map<string, { campaignId: string; bp: number }>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({
      campaignId: affiliateCampaigns.id,
      bp: affiliateCampaigns.bp,
      productId: affiliateCampaignProducts.productId,
    })
    .from(affiliateCampaigns)
    .innerJoin(affiliateCampaignProducts, eq(affiliateCampaignProducts.campaignId, affiliateCampaigns.id))
    .innerJoin(
      affiliateCampaignMembers,
      and(
        eq(affiliateCampaignMembers.campaignId, affiliateCampaigns.id),
        eq(affiliateCampaignMembers.kolUserId, kolUserId),
      ),
    )
    .where(
      and(
        eq(affiliateCampaigns.status, 'approved'),
        lte(affiliateCampaigns.startsAt, now),
        gt(affiliateCampaigns.endsAt, now),
        inArray(affiliateCampaignProducts.productId, [...productIds]),
      ),
    );
  for (const r of rows) {
    const current = out.get(r.productId);
    if (!current || r.bp > current.bp) out.set(r.productId, { campaignId: r.campaignId, bp: r.bp });
  }
  return out;
}
