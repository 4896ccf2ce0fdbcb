import {
  FAN_OUT_MAX_FOLLOWERS,
  HOME_FEED_ACTIVE_DAYS,
  HOME_FEED_CAP,
} from '@cho-dep/core/community/feed-rules';
import type { Db, Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { eq, sql } from 'drizzle-orm';
import { homeFeedEntries, homeFeeds } from './feeds.tables';

/** A home feed read within this long is not marked read again (one write an hour at most). */
const READ_MARK_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Makes sure a member's home feed is live before it is read. A member with no home feed yet,
 * or back after HOME_FEED_ACTIVE_DAYS away (fan-out skipped them meanwhile), gets it rebuilt
 * from their follows; otherwise it is marked read at most hourly, and trimmed to the cap then.
 */
export async function touchHomeFeed(db: Db, userId: string, now: Date): Promise<void> {
  const [feed] = await db.select().from(homeFeeds).where(eq(homeFeeds.userId, userId));
  if (feed && feed.readAt.getTime() > now.getTime() - HOME_FEED_ACTIVE_DAYS * DAY_MS) {
    if (feed.readAt.getTime() > now.getTime() - READ_MARK_EVERY_MS) return;
    await db.transaction(async (tx) => {
      await tx.update(homeFeeds).set({ readAt: now }).where(eq(homeFeeds.userId, userId));
      await trimHomeFeed(tx, userId);
    });
    return;
  }
  await db.transaction(async (tx) => {
    // One rebuild at a time per member: two tabs opening at once wait for each other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`home-feed:${userId}`}))`);
    await rebuildHomeFeed(tx, userId, now);
  });
}

/**
 * Rewrites a home feed from the member's follows: the latest HOME_FEED_CAP posts of themselves,
 * the members and the shops they follow (large accounts included: their posts are merged at
 * read time anyway, and keeping them here costs nothing more).
 */
export async function rebuildHomeFeed(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.delete(homeFeedEntries).where(eq(homeFeedEntries.userId, userId));
  await tx.execute(sql`
    INSERT INTO home_feed_entries (user_id, post_id, created_at, reason)
    SELECT ${userId}::uuid, id, created_at, reason FROM (
      SELECT DISTINCT ON (p.id) p.id, p.created_at,
        CASE WHEN p.author_id = ${userId}::uuid THEN 'self'
             WHEN p.author_id IN (SELECT followee_id FROM user_follows WHERE follower_id = ${userId}::uuid)
               THEN 'member'
             ELSE 'shop' END AS reason
      FROM posts p
      WHERE p.status = 'published'
        AND (p.author_id = ${userId}::uuid
          OR p.author_id IN (SELECT followee_id FROM user_follows WHERE follower_id = ${userId}::uuid)
          OR p.shop_id IN (SELECT shop_id FROM shop_follows WHERE user_id = ${userId}::uuid))
      ORDER BY p.id
    ) picked
    ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST
    LIMIT ${HOME_FEED_CAP}
    ON CONFLICT DO NOTHING`);
  await tx
    .insert(homeFeeds)
    .values({ userId, builtAt: now, readAt: now })
    .onConflictDoUpdate({ target: homeFeeds.userId, set: { builtAt: now, readAt: now } });
}

/** Keeps the newest HOME_FEED_CAP entries of one member's home feed. */
async function trimHomeFeed(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM home_feed_entries
    WHERE user_id = ${userId}::uuid AND post_id IN (
      SELECT post_id FROM home_feed_entries WHERE user_id = ${userId}::uuid
      ORDER BY created_at DESC NULLS LAST, post_id DESC NULLS LAST OFFSET ${HOME_FEED_CAP})`);
}

/** Whom a follow or unfollow is about: a member or a shop. */
export type Followee = { userId: string } | { shopId: string };

/**
 * A new follow shows the followee's recent posts at once: their latest posts (up to the cap)
 * are copied into the follower's home feed, when the follower has one (otherwise it is built
 * whole on their next read).
 */
export async function backfillFollowee(tx: Tx, followerId: string, followee: Followee): Promise<void> {
  const [feed] = await tx
    .select({ userId: homeFeeds.userId })
    .from(homeFeeds)
    .where(eq(homeFeeds.userId, followerId));
  if (!feed) return;
  const byAuthor = 'userId' in followee;
  const target = byAuthor ? followee.userId : followee.shopId;
  await tx.execute(sql`
    INSERT INTO home_feed_entries (user_id, post_id, created_at, reason)
    SELECT ${followerId}::uuid, p.id, p.created_at, ${byAuthor ? 'member' : 'shop'}
    FROM posts p
    WHERE p.status = 'published'
      AND ${byAuthor ? sql`p.author_id = ${target}::uuid` : sql`p.shop_id = ${target}::uuid`}
    ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
    LIMIT ${HOME_FEED_CAP}
    ON CONFLICT DO NOTHING`);
}

/**
 * An unfollow takes the followee's posts out of the follower's home feed, except those still
 * reaching them another way (their own, or a shop or member they still follow).
 */
export async function dropFollowee(tx: Tx, followerId: string, followee: Followee): Promise<void> {
  const byAuthor = 'userId' in followee;
  const target = byAuthor ? followee.userId : followee.shopId;
  await tx.execute(sql`
    DELETE FROM home_feed_entries h
    USING posts p
    WHERE h.user_id = ${followerId}::uuid AND p.id = h.post_id
      AND ${byAuthor ? sql`p.author_id = ${target}::uuid` : sql`p.shop_id = ${target}::uuid`}
      AND p.author_id <> ${followerId}::uuid
      AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = ${followerId}::uuid AND f.followee_id = p.author_id)
      AND NOT (p.shop_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM shop_follows sf WHERE sf.user_id = ${followerId}::uuid AND sf.shop_id = p.shop_id))`);
}

/**
 * The accounts a member follows whose posts are not written into home feeds (more than
 * FAN_OUT_MAX_FOLLOWERS followers): the following feed reads their posts directly.
 */
export async function largeFollowees(
  db: Db | Tx,
  userId: string,
): Promise<{ userIds: string[]; shopIds: string[] }> {
  const rows = await queryRows<{ kind: 'user' | 'shop'; id: string }>(
    db,
    sql`SELECT 'user' AS kind, f.followee_id AS id FROM user_follows f
          JOIN community_profiles cp ON cp.user_id = f.followee_id
        WHERE f.follower_id = ${userId}::uuid AND cp.follower_count > ${FAN_OUT_MAX_FOLLOWERS}
        UNION ALL
        SELECT 'shop', sf.shop_id FROM shop_follows sf JOIN shops s ON s.id = sf.shop_id
        WHERE sf.user_id = ${userId}::uuid AND s.follower_count > ${FAN_OUT_MAX_FOLLOWERS}`,
  );
  return {
    userIds: rows.filter((r) => r.kind === 'user').map((r) => r.id),
    shopIds: rows.filter((r) => r.kind === 'shop').map((r) => r.id),
  };
}
