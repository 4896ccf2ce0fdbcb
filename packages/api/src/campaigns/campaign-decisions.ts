import { AppError } from '@cho-dep/core/errors/app-error';
import { campaignPhaseOf, canDecideNomination } from '@cho-dep/core/marketing/campaign-phase';
import { eq } from 'drizzle-orm';
import { recordAdminDecision } from '../admin/record-admin-decision';
import type { ReviewDecision } from '../admin/review-decision';
import type { AppContext } from '../app/app-context';
import { isUuid } from '../follows/follow-service';
import { addCampaignItem, campaignProgramOf } from '../promotions/campaign-programs';
import { overlappingTargets } from '../promotions/seller-promotion-actions';
import { lockNominatedTarget } from './campaign-nominations';
import { campaignNominations, campaigns } from './campaigns.tables';

const notPending = () => new AppError('CONFLICT', { detail: 'the nomination has already been decided' });

/**
 * An admin's answer to a nomination, in one transaction with its audit line. Of two admins
 * deciding at once, the second waits on the nomination's row lock, then finds it decided (409)
 * and writes nothing. Approval puts the item into the shop's program for the campaign (made on
 * the first approval), so cart, checkout and product pages charge the campaign price during
 * the sale with no change of their own. It re-checks the overlap rule under the product lock:
 * the seller may have put the variant in another program since nominating (409 then).
 */
export async function decideNomination(
  ctx: AppContext,
  input: { nominationId: string; adminId: string; decision: ReviewDecision },
): Promise<void> {
  if (!isUuid(input.nominationId)) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ campaignId: campaignNominations.campaignId })
      .from(campaignNominations)
      .where(eq(campaignNominations.id, input.nominationId));
    if (!ref) throw new AppError('NOT_FOUND');
    // Approvals of one campaign run one at a time (each may create the shop's program); nominations
    // (key share) are not held up by it.
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, ref.campaignId))
      .for('no key update');
    const [nomination] = await tx
      .select()
      .from(campaignNominations)
      .where(eq(campaignNominations.id, input.nominationId))
      .for('update');
    if (!campaign || !nomination) throw new AppError('NOT_FOUND');
    if (nomination.status !== 'pending') throw notPending();
    if (!canDecideNomination(campaignPhaseOf(campaign, now)))
      throw new AppError('CONFLICT', { detail: 'the campaign has ended' });
    const audit = {
      adminUserId: input.adminId,
      targetType: 'campaign_nomination' as const,
      targetId: nomination.id,
      details: {
        campaignId: campaign.id,
        campaignName: campaign.name,
        shopId: nomination.shopId,
        productId: nomination.productId,
        variantId: nomination.variantId,
        campaignPrice: Number(nomination.campaignPrice),
      },
      now,
    };
    if (input.decision.kind === 'reject') {
      await tx
        .update(campaignNominations)
        .set({
          status: 'rejected',
          rejectReason: input.decision.reason,
          decidedAt: now,
          decidedByUserId: input.adminId,
        })
        .where(eq(campaignNominations.id, nomination.id));
      await recordAdminDecision(tx, {
        ...audit,
        action: 'campaign_nomination.reject',
        reason: input.decision.reason,
      });
      return;
    }
    await lockNominatedTarget(tx, nomination.shopId, nomination);
    const from = new Date(Math.max(campaign.startsAt.getTime(), now.getTime()));
    const [clash] = await overlappingTargets(
      tx,
      [nomination],
      { startsAt: from, endsAt: campaign.endsAt },
      null,
    );
    if (clash)
      throw new AppError('CONFLICT', {
        detail: 'the product is now in another program during the campaign; reject the nomination',
      });
    const promotionId = await campaignProgramOf(tx, campaign, nomination.shopId);
    const itemId = await addCampaignItem(tx, {
      promotionId,
      productId: nomination.productId,
      variantId: nomination.variantId,
      discountedPrice: Number(nomination.campaignPrice),
      stock: nomination.stock,
    });
    await tx
      .update(campaignNominations)
      .set({ status: 'approved', decidedAt: now, decidedByUserId: input.adminId, promotionItemId: itemId })
      .where(eq(campaignNominations.id, nomination.id));
    await recordAdminDecision(tx, { ...audit, action: 'campaign_nomination.approve' });
  });
}
