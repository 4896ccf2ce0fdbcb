import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { postBookmarks, postLikes, posts } from './posts.tables';

export interface PostCounts {
  likeCount: number;
  saveCount: number;
  shareCount: number;
  likedByMe: boolean;
  savedByMe: boolean;
}

/**
 * Locks a published post of a member who is not leaving (row lock: the counters below move
 * under it, so concurrent likes and unlikes add up exactly). Anything else is 404.
 */
async function lockPost(tx: Tx, postId: string) {
  const [post] = await tx
    .select({ likeCount: posts.likeCount, saveCount: posts.saveCount, shareCount: posts.shareCount })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, postId), eq(posts.status, 'published'), isNull(users.deleteRequestedAt)))
    .for('update', { of: posts });
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

async function marks(tx: Tx, userId: string, postId: string) {
  const [row] = await tx
    .select({
      liked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.userId} = ${userId} and ${postLikes.postId} = ${postId})`,
      saved: sql<boolean>`exists (select 1 from ${postBookmarks} where ${postBookmarks.userId} = ${userId} and ${postBookmarks.postId} = ${postId})`,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return { likedByMe: row?.liked ?? false, savedByMe: row?.saved ?? false };
}

async function countsAfter(tx: Tx, userId: string, postId: string): Promise<PostCounts> {
  const [post] = await tx
    .select({ likeCount: posts.likeCount, saveCount: posts.saveCount, shareCount: posts.shareCount })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) throw new AppError('NOT_FOUND');
  return { ...post, ...(await marks(tx, userId, postId)) };
}

/**
 * Like or unlike, save or unsave: idempotent (liking twice is one like; the second insert does
 * nothing and moves no counter), counted in the same transaction under the post's row lock.
 */
export async function setPostLike(
  db: Db,
  userId: string,
  postId: string,
  liked: boolean,
): Promise<PostCounts> {
  return db.transaction(async (tx) => {
    await lockPost(tx, postId);
    const changed = liked
      ? await tx
          .insert(postLikes)
          .values({ userId, postId })
          .onConflictDoNothing()
          .returning({ postId: postLikes.postId })
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.userId, userId), eq(postLikes.postId, postId)))
          .returning({ postId: postLikes.postId });
    if (changed.length > 0) {
      await tx
        .update(posts)
        .set({ likeCount: sql`${posts.likeCount} + ${liked ? 1 : -1}` })
        .where(eq(posts.id, postId));
    }
    return countsAfter(tx, userId, postId);
  });
}

export async function setPostSaved(
  db: Db,
  userId: string,
  postId: string,
  saved: boolean,
): Promise<PostCounts> {
  return db.transaction(async (tx) => {
    await lockPost(tx, postId);
    const changed = saved
      ? await tx
          .insert(postBookmarks)
          .values({ userId, postId })
          .onConflictDoNothing()
          .returning({ postId: postBookmarks.postId })
      : await tx
          .delete(postBookmarks)
          .where(and(eq(postBookmarks.userId, userId), eq(postBookmarks.postId, postId)))
          .returning({ postId: postBookmarks.postId });
    if (changed.length > 0) {
      await tx
        .update(posts)
        .set({ saveCount: sql`${posts.saveCount} + ${saved ? 1 : -1}` })
        .where(eq(posts.id, postId));
    }
    return countsAfter(tx, userId, postId);
  });
}

/**
 * A share (copy link, the phone's share sheet, Zalo or Facebook) counts once per tap: shares
 * are not tied to a member (guests share too), so the counter only grows.
 */
export async function countShare(db: Db, postId: string): Promise<{ shareCount: number }> {
  return db.transaction(async (tx) => {
    await lockPost(tx, postId);
    const [post] = await tx
      .update(posts)
      .set({ shareCount: sql`${posts.shareCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ shareCount: posts.shareCount });
    return { shareCount: post?.shareCount ?? 0 };
  });
}
