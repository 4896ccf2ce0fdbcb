import { reviewOutcome } from '@cho-dep/core/admin/review-outcome';
import { AppError } from '@cho-dep/core/errors/app-error';
import { eq } from 'drizzle-orm';
import { noticeSeller } from '../admin/admin-notices';
import { recordAdminDecision } from '../admin/record-admin-decision';
import type { ReviewDecision } from '../admin/review-decision';
import { UUID } from '../admin/uuid';
import type { AppContext } from '../app/app-context';
import { shops } from '../shops/shops.tables';
import { recordProductReviewOutcome } from './catalog/product-review-outcome';
import { products } from './catalog/products.tables';

/**
 * An admin's review of a product the seller sent (product.md §4: pending -> approved or
 * rejected). Locks the product row so two reviewers cannot both decide it; the second finds it
 * no longer pending (409). Approval turns `listed` on through the products' trigger when the
 * shop is approved and not paused, which is what puts it into search and listings.
 */
export async function decideProduct(
  ctx: AppContext,
  input: { productId: string; adminId: string; decision: ReviewDecision },
): Promise<void> {
  if (!UUID.test(input.productId)) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name, status: products.status, shopId: products.shopId })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!product) throw new AppError('NOT_FOUND');
    const outcome = reviewOutcome(product.status, input.decision.kind);
    if (!outcome.ok) throw new AppError('PRODUCT_REVIEW_NOT_PENDING', { params: { status: product.status } });
    const approve = outcome.status === 'approved';
    const reason = input.decision.kind === 'reject' ? input.decision.reason : null;
    await recordProductReviewOutcome(tx, { productId: product.id, approve, reason, now });
    const [shop] = await tx
      .select({ ownerUserId: shops.ownerUserId, name: shops.name })
      .from(shops)
      .where(eq(shops.id, product.shopId));
    if (!shop) throw new AppError('INTERNAL');
    await recordAdminDecision(tx, {
      adminUserId: input.adminId,
      action: approve ? 'product.approve' : 'product.reject',
      targetType: 'product',
      targetId: product.id,
      reason,
      details: {
        from: product.status,
        to: approve ? 'approved' : 'rejected',
        productName: product.name,
        shopId: product.shopId,
        shopName: shop.name,
      },
      now,
    });
    await noticeSeller(
      tx,
      ctx,
      {
        userId: shop.ownerUserId,
        kind: approve ? 'product_review.approved' : 'product_review.rejected',
        params: approve ? { product: product.name } : { product: product.name, reason: reason ?? '' },
        targetType: 'seller_product',
        targetId: product.id,
        path: `/ban-hang/quan-ly-san-pham/cap-nhat/${product.id}`,
      },
      now,
    );
  });
}
