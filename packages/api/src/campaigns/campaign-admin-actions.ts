import { AppError } from '@cho-dep/core/errors/app-error';
import type { CampaignInput } from '@cho-dep/core/marketing/campaign-input-schema';
import { campaignPhaseOf, canChangeTerms, canDeleteCampaign } from '@cho-dep/core/marketing/campaign-phase';
import type { Db } from '@cho-dep/db/client';
import { count, eq } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { renameCampaignPrograms } from '../promotions/campaign-programs';
import { assertCampaignCover } from './campaign-cover';
import { campaignNominations, campaigns } from './campaigns.tables';

function inPast(path: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message: 'validation.promotion.endInPast' }] });
}

/** A new campaign; its registration must still be ahead or open (it closes in the future). */
export async function createCampaign(
  db: Db,
  adminId: string,
  input: CampaignInput,
  now: Date,
): Promise<string> {
  if (input.registrationEndsAt <= now) throw inPast('registrationEndsAt');
  assertCampaignCover(input.coverKey);
  const [row] = await db
    .insert(campaigns)
    .values({ ...input, createdByUserId: adminId, createdAt: now, updatedAt: now })
    .returning({ id: campaigns.id });
  if (!row) throw new AppError('INTERNAL');
  return row.id;
}

const same = (a: Date, b: Date) => a.getTime() === b.getTime();

/**
 * Changes a campaign. Name, description and the per-shop cap change at any time before the
 * end; the windows and the minimum discount only before the sale and before any seller has
 * nominated (nominations were checked against them): otherwise 409.
 */
export async function updateCampaign(db: Db, id: string, input: CampaignInput, now: Date): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  assertCampaignCover(input.coverKey);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('no key update');
    if (!row) throw new AppError('NOT_FOUND');
    const phase = campaignPhaseOf(row, now);
    if (phase === 'ended') throw new AppError('CONFLICT', { detail: 'the campaign has ended' });
    const termsChanged =
      !same(row.registrationStartsAt, input.registrationStartsAt) ||
      !same(row.registrationEndsAt, input.registrationEndsAt) ||
      !same(row.startsAt, input.startsAt) ||
      !same(row.endsAt, input.endsAt) ||
      row.minDiscountPercent !== input.minDiscountPercent;
    if (termsChanged) {
      const [n] = await tx
        .select({ n: count() })
        .from(campaignNominations)
        .where(eq(campaignNominations.campaignId, id));
      if (!canChangeTerms(phase, n?.n ?? 0))
        throw new AppError('CONFLICT', {
          detail: 'dates and the minimum discount are fixed once sellers have nominated or the sale is near',
        });
      if (input.registrationEndsAt <= now) throw inPast('registrationEndsAt');
    }
    await tx
      .update(campaigns)
      .set({ ...input, updatedAt: now })
      .where(eq(campaigns.id, id));
    await renameCampaignPrograms(tx, id, input.name);
  });
}

/** Deletes a campaign before its sale begins, with its nominations and programs (nothing sold yet). */
export async function deleteCampaign(db: Db, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (!canDeleteCampaign(campaignPhaseOf(row, now)))
      throw new AppError('CONFLICT', { detail: 'a running or ended campaign is kept' });
    await tx.delete(campaigns).where(eq(campaigns.id, id));
  });
}
