import type { AffiliateDecisionInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { basisPointsToPercent } from '@cho-dep/core/affiliate/commission';
import { AppError } from '@cho-dep/core/errors/app-error';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { recordAdminDecision } from '../../admin/record-admin-decision';
import { UUID } from '../../admin/uuid';
import type { AppContext } from '../../app/app-context';
import { type NewNotification, notify } from '../../notifications/notify';
import { shops } from '../../shops/shops.tables';
import {
  affiliateCampaigns,
  affiliateCommissions,
  affiliateConversions,
  affiliateKols,
} from '../affiliate.tables';
import { approveClearedConversion } from '../conversions/approve-commission';
import { refreshConversionStatus } from '../conversions/conversion-status';

const checkId = (id: string) => {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
};

/**
 * The admin approves or rejects a KOL application, under the record's row lock so two admins
 * cannot both decide; the decision is logged and the applicant told (a rejection with its reason).
 */
export async function decideKol(
  ctx: AppContext,
  adminUserId: string,
  userId: string,
  input: AffiliateDecisionInput,
) {
  checkId(userId);
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(affiliateKols).where(eq(affiliateKols.userId, userId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('AFFILIATE_ALREADY_DECIDED');
    const approve = input.decision === 'approve';
    await tx
      .update(affiliateKols)
      .set({
        status: approve ? 'approved' : 'rejected',
        rejectReason: approve ? null : input.reason,
        decidedAt: now,
        decidedBy: adminUserId,
        approvedAt: approve ? now : null,
      })
      .where(eq(affiliateKols.userId, userId));
    await recordAdminDecision(tx, {
      adminUserId,
      action: approve ? 'kol.approve' : 'kol.reject',
      targetType: 'kol',
      targetId: userId,
      reason: approve ? null : input.reason,
      now,
    });
    await notify(
      tx,
      [
        {
          userId,
          kind: approve ? 'affiliate.kol_approved' : 'affiliate.kol_rejected',
          params: approve ? {} : { reason: input.reason },
          targetType: 'affiliate',
          targetId: userId,
        },
      ],
      now,
    );
  });
}

/**
 * The admin approves or rejects a seller's open campaign. The shop's owner is told; an approved
 * invite-only campaign also tells each invited e-mail that belongs to an approved KOL.
 */
export async function decideCampaign(
  ctx: AppContext,
  adminUserId: string,
  id: string,
  input: AffiliateDecisionInput,
) {
  checkId(id);
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ campaign: affiliateCampaigns, ownerUserId: shops.ownerUserId, shopName: shops.name })
      .from(affiliateCampaigns)
      .innerJoin(shops, eq(shops.id, affiliateCampaigns.shopId))
      .where(eq(affiliateCampaigns.id, id))
      .for('update', { of: affiliateCampaigns });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.campaign.status !== 'pending') throw new AppError('AFFILIATE_ALREADY_DECIDED');
    const approve = input.decision === 'approve';
    await tx
      .update(affiliateCampaigns)
      .set({
        status: approve ? 'approved' : 'rejected',
        rejectReason: approve ? null : input.reason,
        decidedAt: now,
      })
      .where(eq(affiliateCampaigns.id, id));
    await recordAdminDecision(tx, {
      adminUserId,
      action: approve ? 'affiliate_campaign.approve' : 'affiliate_campaign.reject',
      targetType: 'affiliate_campaign',
      targetId: id,
      reason: approve ? null : input.reason,
      now,
    });
    const told: NewNotification[] = [
      {
        userId: row.ownerUserId,
        kind: approve ? 'affiliate.campaign_approved' : 'affiliate.campaign_rejected',
        params: approve ? { name: row.campaign.name } : { name: row.campaign.name, reason: input.reason },
        targetType: 'affiliate_seller_campaign',
        targetId: id,
      },
    ];
    if (approve && row.campaign.audience === 'invited' && row.campaign.invitees.length > 0) {
      const invited = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(
          affiliateKols,
          and(eq(affiliateKols.userId, users.id), eq(affiliateKols.status, 'approved')),
        )
        .where(inArray(sql`lower(${users.email})`, row.campaign.invitees));
      for (const kol of invited) {
        told.push({
          userId: kol.id,
          kind: 'affiliate.campaign_invited',
          params: {
            shop: row.shopName,
            name: row.campaign.name,
            rate: basisPointsToPercent(row.campaign.bp),
          },
          targetType: 'affiliate_campaign',
          targetId: id,
        });
      }
    }
    await notify(tx, told, now);
  });
}

/**
 * The admin's answer to a conversion held by the anti-fraud checks: cleared, its commission goes
 * on to approval (at once when the order's return period is already over); refused, every line
 * is cancelled and the KOL sees why.
 */
export async function decideReview(
  ctx: AppContext,
  adminUserId: string,
  id: string,
  input: AffiliateDecisionInput,
) {
  checkId(id);
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(affiliateConversions)
      .where(eq(affiliateConversions.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.review !== 'waiting') throw new AppError('AFFILIATE_ALREADY_DECIDED');
    const clear = input.decision === 'approve';
    await tx
      .update(affiliateConversions)
      .set({ review: clear ? 'cleared' : 'refused' })
      .where(eq(affiliateConversions.id, id));
    if (clear) {
      await approveClearedConversion(tx, id, now);
    } else {
      await tx
        .update(affiliateCommissions)
        .set({ status: 'cancelled', cancelReason: 'review_refused', cancelledAt: now })
        .where(and(eq(affiliateCommissions.conversionId, id), eq(affiliateCommissions.status, 'pending')));
      await refreshConversionStatus(tx, id, now);
    }
    await recordAdminDecision(tx, {
      adminUserId,
      action: clear ? 'affiliate_conversion.clear' : 'affiliate_conversion.refuse',
      targetType: 'affiliate_conversion',
      targetId: id,
      reason: clear ? null : input.reason,
      now,
    });
  });
}
