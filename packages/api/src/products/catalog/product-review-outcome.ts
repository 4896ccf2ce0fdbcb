import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { products } from './products.tables';

/**
 * Writes an admin's review on a product. Runs in the admin's transaction, after the product
 * row was locked and found pending; approval turns `listed` on through the products' trigger.
 */
export async function recordProductReviewOutcome(
  tx: Tx,
  outcome: { productId: string; approve: boolean; reason: string | null; now: Date },
): Promise<void> {
  await tx
    .update(products)
    .set({
      status: outcome.approve ? 'approved' : 'rejected',
      rejectReason: outcome.reason,
      reviewedAt: outcome.now,
      updatedAt: outcome.now,
    })
    .where(eq(products.id, outcome.productId));
}
