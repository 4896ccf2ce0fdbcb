import { reviewOutcome } from '@cho-dep/core/admin/review-outcome';
import { AppError } from '@cho-dep/core/errors/app-error';
import { eq } from 'drizzle-orm';
import { grantSellerRole } from '../../accounts/account-updates';
import { noticeSeller } from '../../admin/admin-notices';
import { recordAdminDecision } from '../../admin/record-admin-decision';
import type { ReviewDecision } from '../../admin/review-decision';
import { UUID } from '../../admin/uuid';
import type { AppContext } from '../../app/app-context';
import { shops } from '../shops.tables';
import { recordShopApplicationOutcome } from './shop-application-outcome';

/**
 * An admin's answer to a shop application (product.md §4: pending -> approved or
 * rejected). The shop row is locked first, so of two admins deciding at once the second waits,
 * then finds the application no longer pending (409) and writes nothing: one decision, one
 * audit line, one notice. Approval makes the owner a seller; the shop's approved products
 * become listed through the products' triggers (migration 0007).
 */
export async function decideShopApplication(
  ctx: AppContext,
  input: { shopId: string; adminId: string; decision: ReviewDecision },
): Promise<void> {
  if (!UUID.test(input.shopId)) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [shop] = await tx.select().from(shops).where(eq(shops.id, input.shopId)).for('update');
    if (!shop) throw new AppError('NOT_FOUND');
    const outcome = reviewOutcome(shop.status, input.decision.kind);
    if (!outcome.ok) throw new AppError('SHOP_APPLICATION_NOT_PENDING', { params: { status: shop.status } });
    const approve = outcome.status === 'approved';
    const reason = input.decision.kind === 'reject' ? input.decision.reason : null;
    await recordShopApplicationOutcome(tx, { shopId: shop.id, approve, reason, adminId: input.adminId, now });
    if (approve) await grantSellerRole(ctx, tx, shop.ownerUserId);
    await recordAdminDecision(tx, {
      adminUserId: input.adminId,
      action: approve ? 'shop.approve' : 'shop.reject',
      targetType: 'shop',
      targetId: shop.id,
      reason,
      details: { from: shop.status, to: approve ? 'approved' : 'rejected', shopName: shop.name },
      now,
    });
    await noticeSeller(
      tx,
      ctx,
      approve
        ? {
            userId: shop.ownerUserId,
            kind: 'shop_application.approved',
            params: { shop: shop.name },
            targetType: 'seller_centre',
            targetId: shop.id,
            path: '/ban-hang',
          }
        : {
            userId: shop.ownerUserId,
            kind: 'shop_application.rejected',
            params: { shop: shop.name, reason: reason ?? '' },
            targetType: 'shop_application',
            targetId: shop.id,
            path: '/become-seller',
          },
      now,
    );
  });
}
