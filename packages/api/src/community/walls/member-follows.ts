import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { and, eq, sql } from 'drizzle-orm';
import { backfillFollowee, dropFollowee } from '../feeds/home-feed';
import { communityProfiles, userFollows } from './walls.tables';

export interface MemberFollowState {
  following: boolean;
  followerCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks both members' profile rows (made on first use), in id order so two members following
 * each other at the same moment cannot deadlock. Under these locks the follow row is checked,
 * written and the two counts set: concurrent follows and unfollows of one member queue here,
 * so followerCount always equals the number of follow rows.
 */
async function lockProfiles(tx: Tx, followerId: string, followeeId: string) {
  // Made in id order too: two members' first follows of each other at the same moment would
  // otherwise each wait on the profile row the other has just inserted (a deadlock, seen as a 500).
  await tx
    .insert(communityProfiles)
    .values([followerId, followeeId].sort().map((userId) => ({ userId })))
    .onConflictDoNothing();
  const rows = await queryRows<{ user_id: string; follower_count: number; following_count: number }>(
    tx,
    sql`SELECT user_id, follower_count, following_count FROM community_profiles
        WHERE user_id IN (${followerId}::uuid, ${followeeId}::uuid)
        ORDER BY user_id FOR UPDATE`,
  );
  const follower = rows.find((row) => row.user_id === followerId);
  const followee = rows.find((row) => row.user_id === followeeId);
  if (!follower || !followee) throw new Error('community profiles not locked');
  return { follower, followee };
}

async function assertFollowable(db: Db, followerId: string, followeeId: string): Promise<void> {
  if (!UUID.test(followeeId)) throw new AppError('NOT_FOUND');
  // Nobody follows themselves (their own posts are in their feed anyway).
  if (followeeId === followerId) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'id', message: 'validation.invalidType' }] });
  }
  const [member] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE id = ${followeeId}::uuid AND delete_requested_at IS NULL`,
  );
  if (!member) throw new AppError('NOT_FOUND');
}

async function isFollowing(tx: Tx, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await tx
    .select({ followerId: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  return rows.length > 0;
}

async function setCounts(
  tx: Tx,
  userId: string,
  counts: { followerCount?: number; followingCount?: number },
) {
  await tx.update(communityProfiles).set(counts).where(eq(communityProfiles.userId, userId));
}

/**
 * Follow a member (idempotent). Their recent posts are copied into the follower's home feed
 * in the same transaction, so they show at once.
 */
export async function followMember(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<MemberFollowState> {
  await assertFollowable(db, followerId, followeeId);
  return db.transaction(async (tx) => {
    const { follower, followee } = await lockProfiles(tx, followerId, followeeId);
    if (await isFollowing(tx, followerId, followeeId)) {
      return { following: true, followerCount: followee.follower_count };
    }
    await tx.insert(userFollows).values({ followerId, followeeId });
    const followerCount = followee.follower_count + 1;
    await setCounts(tx, followeeId, { followerCount });
    await setCounts(tx, followerId, { followingCount: follower.following_count + 1 });
    await backfillFollowee(tx, followerId, { userId: followeeId });
    return { following: true, followerCount };
  });
}

/** Stop following a member (idempotent); their posts leave the follower's home feed. */
export async function unfollowMember(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<MemberFollowState> {
  await assertFollowable(db, followerId, followeeId);
  return db.transaction(async (tx) => {
    const { follower, followee } = await lockProfiles(tx, followerId, followeeId);
    if (!(await isFollowing(tx, followerId, followeeId))) {
      return { following: false, followerCount: followee.follower_count };
    }
    await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
    const followerCount = Math.max(0, followee.follower_count - 1);
    await setCounts(tx, followeeId, { followerCount });
    await setCounts(tx, followerId, { followingCount: Math.max(0, follower.following_count - 1) });
    await dropFollowee(tx, followerId, { userId: followeeId });
    return { following: false, followerCount };
  });
}
