import type { CampaignInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { basisPointsToPercent, percentToBasisPoints } from '@cho-dep/core/affiliate/commission';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import { affiliateCampaignProducts, affiliateCampaigns } from '../affiliate.tables';
import { allOfShop } from './campaign-products';
import { shopRateNow } from './shop-rates';

/**
 * The checks a campaign passes before it waits for the admin: it ends in the future, its
 * products are the shop's, and it pays more than the shop's rate today (a campaign exists to
 * pay KOLs more; at or below the standard rate it would promise nothing).
 */
async function checkCampaign(tx: Tx, shopId: string, input: CampaignInput, now: Date) {
  if (input.endsAt <= now) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'endsAt', message: 'validation.promotion.endInPast' }],
    });
  }
  if (!(await allOfShop(tx, shopId, input.productIds))) throw new AppError('NOT_FOUND');
  const shopBp = await shopRateNow(tx, shopId, now);
  if (percentToBasisPoints(input.ratePercent) <= shopBp) {
    throw new AppError('AFFILIATE_CAMPAIGN_RATE_TOO_LOW', { params: { rate: basisPointsToPercent(shopBp) } });
  }
}

function campaignValues(input: CampaignInput, now: Date) {
  return {
    name: input.name,
    description: input.description,
    bp: percentToBasisPoints(input.ratePercent),
    startsAt: input.startsAt < now ? now : input.startsAt,
    endsAt: input.endsAt,
    audience: input.audience,
    invitees:
      input.audience === 'invited' ? [...new Set(input.invitees.map((e) => e.trim().toLowerCase()))] : [],
  };
}

async function putProducts(tx: Tx, campaignId: string, productIds: readonly string[]) {
  await tx.delete(affiliateCampaignProducts).where(eq(affiliateCampaignProducts.campaignId, campaignId));
  await tx
    .insert(affiliateCampaignProducts)
    .values([...new Set(productIds)].map((productId) => ({ campaignId, productId })));
}

/** A new campaign of the shop, waiting for the admin's approval. */
export async function createCampaign(
  db: Db,
  shopId: string,
  input: CampaignInput,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    await checkCampaign(tx, shopId, input, now);
    const [row] = await tx
      .insert(affiliateCampaigns)
      .values({ shopId, ...campaignValues(input, now), status: 'pending', createdAt: now })
      .returning({ id: affiliateCampaigns.id });
    if (!row) throw new AppError('INTERNAL');
    await putProducts(tx, row.id, input.productIds);
    return row.id;
  });
}

/**
 * Replaces a campaign still waiting for the admin or refused by them; it waits for approval
 * again. An approved campaign is locked: KOLs joined it on its terms.
 */
export async function updateCampaign(
  db: Db,
  shopId: string,
  id: string,
  input: CampaignInput,
  now: Date,
): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ status: affiliateCampaigns.status })
      .from(affiliateCampaigns)
      .where(and(eq(affiliateCampaigns.id, id), eq(affiliateCampaigns.shopId, shopId)))
      .for('update');
    if (!campaign) throw new AppError('NOT_FOUND');
    if (campaign.status === 'approved') throw new AppError('AFFILIATE_CAMPAIGN_LOCKED');
    await checkCampaign(tx, shopId, input, now);
    await tx
      .update(affiliateCampaigns)
      .set({ ...campaignValues(input, now), status: 'pending', rejectReason: null, decidedAt: null })
      .where(eq(affiliateCampaigns.id, id));
    await putProducts(tx, id, input.productIds);
  });
}
