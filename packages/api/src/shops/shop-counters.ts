import type { Tx } from '@cho-dep/db/client';
import { eq, type SQL, sql } from 'drizzle-orm';
import { shops } from './shops.tables';

/**
 * shops.follower_count moves by one when a buyer really follows (+1) or unfollows (-1), in
 * the same transaction as the follow row; it never goes below zero. The count after the
 * change, or undefined when the shop is gone.
 */
export async function moveShopFollowerCount(tx: Tx, shopId: string, by: 1 | -1): Promise<number | undefined> {
  const [row] = await tx
    .update(shops)
    .set({
      followerCount: by > 0 ? sql`${shops.followerCount} + 1` : sql`greatest(${shops.followerCount} - 1, 0)`,
    })
    .where(eq(shops.id, shopId))
    .returning({ followerCount: shops.followerCount });
  return row?.followerCount;
}

/**
 * shops.rating_avg / rating_count, recounted by the reviews domain: `avg` and `count` are its
 * subqueries over the shop's reviews, run in this statement under the caller's lock.
 */
export async function setShopRating(tx: Tx, shopId: string, rating: { avg: SQL; count: SQL }): Promise<void> {
  await tx
    .update(shops)
    .set({ ratingAvg: rating.avg, ratingCount: rating.count })
    .where(eq(shops.id, shopId));
}
