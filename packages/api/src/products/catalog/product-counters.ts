import type { Tx } from '@cho-dep/db/client';
import { eq, type SQL, sql } from 'drizzle-orm';
import { products } from './products.tables';

/**
 * products.like_count moves by one when a buyer really adds (+1) or removes (-1) a favourite,
 * in the same transaction as the favourite row; it never goes below zero. The count after
 * the change, or undefined when the product is gone.
 */
export async function moveProductLikeCount(
  tx: Tx,
  productId: string,
  by: 1 | -1,
): Promise<number | undefined> {
  const [row] = await tx
    .update(products)
    .set({ likeCount: by > 0 ? sql`${products.likeCount} + 1` : sql`greatest(${products.likeCount} - 1, 0)` })
    .where(eq(products.id, productId))
    .returning({ likeCount: products.likeCount });
  return row?.likeCount;
}

/**
 * products.rating_avg / rating_count, recounted by the reviews domain: `avg` and `count` are
 * its subqueries over the product's reviews, run in this statement under the caller's lock.
 */
export async function setProductRating(
  tx: Tx,
  productId: string,
  rating: { avg: SQL; count: SQL },
): Promise<void> {
  await tx
    .update(products)
    .set({ ratingAvg: rating.avg, ratingCount: rating.count })
    .where(eq(products.id, productId));
}
