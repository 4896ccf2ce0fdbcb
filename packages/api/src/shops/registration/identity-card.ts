import { AppError } from '@cho-dep/core/errors/app-error';
import { vietnamYear } from '@cho-dep/core/shops/citizen-id';
import { identityCardSchema } from '@cho-dep/core/shops/shop-registration-schemas';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { updateAccount } from '../../accounts/account-updates';
import type { AppContext } from '../../app/app-context';
import { identityVerifications } from '../shop-registrations.tables';
import { storeShopDocument } from './shop-documents';

/**
 * The ID card part of identity verification (product.md §4): a valid CMND/CCCD number and
 * both sides of the card. The number is format-checked (core citizen-id); the photos are kept
 * for the admin who reviews the shop application. A new card replaces the previous one.
 */
export async function verifyIdentityCard(
  ctx: AppContext,
  userId: string,
  input: { idNumber: string; front: File; back: File },
): Promise<typeof identityVerifications.$inferSelect> {
  const parsed = identityCardSchema(vietnamYear(ctx.now())).safeParse({ idNumber: input.idNumber });
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(parsed.error) });
  const front = await storeShopDocument(ctx, userId, 'identity', input.front);
  const back = await storeShopDocument(ctx, userId, 'identity', input.back);
  const now = ctx.now();
  const values = {
    idNumber: parsed.data.idNumber,
    frontKey: front.key,
    backKey: back.key,
    verifiedAt: now,
    updatedAt: now,
  };
  return ctx.database.db.transaction(async (tx) => {
    await updateAccount(tx, userId, { idNumber: parsed.data.idNumber, updatedAt: now });
    const [row] = await tx
      .insert(identityVerifications)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: identityVerifications.userId, set: values })
      .returning();
    if (!row) throw new AppError('INTERNAL', { detail: 'identity verification upsert returned nothing' });
    return row;
  });
}
