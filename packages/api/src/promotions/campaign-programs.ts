import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { promotionItems, promotions } from './promotions.tables';

interface CampaignTerms {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * A shop's program for a platform campaign, made on the first approved nomination. Runs in
 * the admin's transaction with the campaign row locked, so two approvals never make two.
 */
export async function campaignProgramOf(tx: Tx, campaign: CampaignTerms, shopId: string): Promise<string> {
  const [found] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.campaignId, campaign.id), eq(promotions.shopId, shopId)));
  if (found) return found.id;
  const [made] = await tx
    .insert(promotions)
    .values({
      shopId,
      campaignId: campaign.id,
      name: campaign.name,
      kind: 'product',
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
    })
    .returning({ id: promotions.id });
  if (!made) throw new AppError('INTERNAL');
  return made.id;
}

/** Puts an approved nomination's variant into the shop's campaign program at the campaign price. */
export async function addCampaignItem(
  tx: Tx,
  item: Pick<
    typeof promotionItems.$inferInsert,
    'promotionId' | 'productId' | 'variantId' | 'discountedPrice' | 'stock'
  >,
): Promise<string> {
  const [row] = await tx.insert(promotionItems).values(item).returning({ id: promotionItems.id });
  if (!row) throw new AppError('INTERNAL');
  return row.id;
}

/** The shops' programs follow the campaign's name (their windows cannot have changed). */
export async function renameCampaignPrograms(tx: Tx, campaignId: string, name: string): Promise<void> {
  await tx.update(promotions).set({ name }).where(eq(promotions.campaignId, campaignId));
}
