import { FAN_OUT_MAX_FOLLOWERS, HOME_FEED_ACTIVE_DAYS } from '@cho-dep/core/community/feed-rules';
import type { Tx } from '@cho-dep/db/client';
import { eq, sql } from 'drizzle-orm';
import { homeFeedEntries } from './feeds.tables';

export interface FannedOutPost {
  id: string;
  authorId: string;
  /** Set when the post was made as a shop: it then reaches the shop's followers too. */
  shopId: string | null;
  createdAt: Date;
}

/**
 * Writes a new post into the home feeds of its author and of the followers of its author (and
 * of its shop), inside the transaction that publishes it. Bounded two ways: only followers who
 * read their feed in the last HOME_FEED_ACTIVE_DAYS are written (the others are rebuilt when
 * they return), and an account followed by more than FAN_OUT_MAX_FOLLOWERS writes nothing: its
 * posts are merged in when each follower reads (following-feed.ts). One statement, whatever the
 * number of followers.
 */
export async function fanOutPost(tx: Tx, post: FannedOutPost): Promise<void> {
  // An ISO string, not a Date: postgres.js sends raw parameters as text.
  const activeSince = new Date(post.createdAt.getTime() - HOME_FEED_ACTIVE_DAYS * 86_400_000).toISOString();
  await tx.execute(sql`
    INSERT INTO home_feed_entries (user_id, post_id, created_at, reason)
    SELECT DISTINCT ON (reader.user_id) reader.user_id, ${post.id}::uuid,
      -- the stored time to the microsecond (a Date keeps milliseconds): cursors compare it
      (SELECT created_at FROM posts WHERE id = ${post.id}::uuid), reader.reason
    FROM (
      SELECT ${post.authorId}::uuid AS user_id, 'self' AS reason, 0 AS rank
      UNION ALL
      SELECT f.follower_id, 'member', 1
      FROM user_follows f
      JOIN home_feeds h ON h.user_id = f.follower_id AND h.read_at >= ${activeSince}::timestamptz
      WHERE f.followee_id = ${post.authorId}::uuid
        AND COALESCE((SELECT follower_count FROM community_profiles WHERE user_id = ${post.authorId}::uuid), 0)
            <= ${FAN_OUT_MAX_FOLLOWERS}
      UNION ALL
      SELECT sf.user_id, 'shop', 2
      FROM shop_follows sf
      JOIN home_feeds h ON h.user_id = sf.user_id AND h.read_at >= ${activeSince}::timestamptz
      WHERE ${post.shopId}::uuid IS NOT NULL
        AND sf.shop_id = ${post.shopId}::uuid
        AND COALESCE((SELECT follower_count FROM shops WHERE id = ${post.shopId}::uuid), 0)
            <= ${FAN_OUT_MAX_FOLLOWERS}
    ) reader
    ORDER BY reader.user_id, reader.rank
    ON CONFLICT DO NOTHING
  `);
}

/** Takes a removed or deleted post out of every home feed (the feeds also skip removed posts). */
export async function removeFromFeeds(tx: Tx, postId: string): Promise<void> {
  await tx.delete(homeFeedEntries).where(eq(homeFeedEntries.postId, postId));
}
