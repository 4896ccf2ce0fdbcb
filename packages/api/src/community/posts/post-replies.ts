import { encodeTimeCursor } from '@cho-dep/core/community/feed-cursor';
import type { ReplyInput } from '@cho-dep/core/community/post-schemas';
import { POST_STATUSES } from '@cho-dep/core/community/post-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import type { AppContext } from '../../app/app-context';
import { notify } from '../../notifications/notify';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { timePosition } from '../feeds/feed-cursor-errors';
import { checkPostMedia } from './post-media';
import { postReplies, postReplyLikes, posts } from './posts.tables';
import { refuseOffensiveText } from './refuse-offensive-text';

export const replyViewSchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    /** The reply this one answers (one level of threads), or null. */
    parentReplyId: z.string().nullable(),
    author: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    content: z.string(),
    images: z.array(z.object({ key: z.string(), url: z.string(), smallUrl: z.string() })),
    likeCount: z.number().int(),
    likedByMe: z.boolean(),
    isMine: z.boolean(),
    edited: z.boolean(),
    status: z.enum(POST_STATUSES),
    /** Why a moderator removed the reply: its author only. */
    removedReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('CommunityReply');
export type ReplyView = z.infer<typeof replyViewSchema>;

const PAGE = LIMITS.post.feedPageSize;
/** The database's own time to the microsecond: the cursor compares it exactly. */
const exactTime = sql<string>`to_char(${postReplies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A published post of a member who is not leaving, locked for its counters; else 404. */
async function lockPost(tx: Tx, postId: string): Promise<{ authorId: string }> {
  const [post] = await tx
    .select({ authorId: posts.authorId })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, postId), eq(posts.status, 'published'), isNull(users.deleteRequestedAt)))
    .for('update', { of: posts });
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

async function loadReplies(
  db: Db | Tx,
  viewerId: string | null,
  ids: string[],
  urlOf: UrlOf,
): Promise<ReplyView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ reply: postReplies, name: users.fullName, avatarUrl: users.avatarUrl })
    .from(postReplies)
    .innerJoin(users, eq(users.id, postReplies.authorId))
    .where(inArray(postReplies.id, ids));
  const liked = viewerId
    ? new Set(
        (
          await db
            .select({ id: postReplyLikes.replyId })
            .from(postReplyLikes)
            .where(and(eq(postReplyLikes.userId, viewerId), inArray(postReplyLikes.replyId, ids)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const byId = new Map(
    rows.map(({ reply, name, avatarUrl }) => {
      const isMine = reply.authorId === viewerId;
      const view: ReplyView = {
        id: reply.id,
        postId: reply.postId,
        parentReplyId: reply.parentReplyId,
        author: { id: reply.authorId, name, avatarUrl },
        content: reply.content,
        images: reply.imageKeys.map((key) => ({
          key,
          url: imageUrl(urlOf, key, 1080) ?? '',
          smallUrl: imageUrl(urlOf, key, 540) ?? '',
        })),
        likeCount: reply.likeCount,
        likedByMe: liked.has(reply.id),
        isMine,
        edited: reply.edited,
        status: reply.status,
        removedReason: isMine ? reply.removedReason : null,
        createdAt: reply.createdAt.toISOString(),
        updatedAt: reply.updatedAt.toISOString(),
      };
      return [reply.id, view] as const;
    }),
  );
  return ids.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}

/**
 * A post's replies, oldest first (a conversation reads down), 20 a page with an opaque
 * cursor that neither repeats nor skips while new replies arrive. Removed replies are shown
 * to their author only; replies of members who are leaving are left out.
 */
export async function listReplies(
  db: Db,
  viewerId: string | null,
  postId: string,
  cursor: string | undefined,
  urlOf: UrlOf,
): Promise<{ items: ReplyView[]; nextCursor: string | null }> {
  const position = timePosition(cursor);
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        viewerId
          ? or(eq(posts.status, 'published'), eq(posts.authorId, viewerId))
          : eq(posts.status, 'published'),
      ),
    )
    .limit(1);
  if (!post) throw new AppError('NOT_FOUND');
  const rows = await db
    .select({ id: postReplies.id, at: exactTime })
    .from(postReplies)
    .innerJoin(users, eq(users.id, postReplies.authorId))
    .where(
      and(
        eq(postReplies.postId, postId),
        isNull(users.deleteRequestedAt),
        viewerId
          ? or(eq(postReplies.status, 'published'), eq(postReplies.authorId, viewerId))
          : eq(postReplies.status, 'published'),
        position
          ? sql`(${postReplies.createdAt}, ${postReplies.id}) > (${position.t}::timestamptz, ${position.i}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postReplies.createdAt), asc(postReplies.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  return {
    items: await loadReplies(
      db,
      viewerId,
      page.map((r) => r.id),
      urlOf,
    ),
    nextCursor: rows.length > PAGE && last ? encodeTimeCursor({ createdAt: last.at, id: last.id }) : null,
  };
}

/**
 * Replies to a published post: up to 300 characters and one picture, offensive words refused
 * (and logged); a reply to a reply hangs under that reply's thread. The post's reply count
 * moves under its row lock; the post's author is told (not when replying to themself).
 */
export async function createReply(
  ctx: AppContext,
  authorId: string,
  postId: string,
  input: ReplyInput,
  urlOf: UrlOf,
): Promise<ReplyView> {
  const db = ctx.database.db;
  await refuseOffensiveText(db, authorId, 'reply', input.content);
  await checkPostMedia(ctx, authorId, { imageKeys: input.imageKeys });
  const now = ctx.now();
  const id = await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    let parentReplyId: string | null = null;
    if (input.parentReplyId) {
      const [parent] = await tx
        .select({ id: postReplies.id, parentReplyId: postReplies.parentReplyId })
        .from(postReplies)
        .where(and(eq(postReplies.id, input.parentReplyId), eq(postReplies.postId, postId)));
      if (!parent) throw new AppError('NOT_FOUND');
      parentReplyId = parent.parentReplyId ?? parent.id;
    }
    const [reply] = await tx
      .insert(postReplies)
      .values({
        postId,
        authorId,
        parentReplyId,
        content: input.content,
        imageKeys: input.imageKeys,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: postReplies.id });
    if (!reply) throw new AppError('INTERNAL', { detail: 'reply not inserted' });
    await tx
      .update(posts)
      .set({ replyCount: sql`${posts.replyCount} + 1` })
      .where(eq(posts.id, postId));
    if (post.authorId !== authorId) {
      const [me] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, authorId));
      await notify(
        tx,
        [
          {
            userId: post.authorId,
            kind: 'post.reply',
            params: { name: me?.name ?? '' },
            targetType: 'post',
            targetId: postId,
          },
        ],
        now,
      );
    }
    return reply.id;
  });
  const [view] = await loadReplies(db, authorId, [id], urlOf);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** The author edits their reply's text and picture (anyone else, or a removed reply: 404). */
export async function updateReply(
  ctx: AppContext,
  authorId: string,
  replyId: string,
  input: Omit<ReplyInput, 'parentReplyId'>,
  urlOf: UrlOf,
): Promise<ReplyView> {
  const db = ctx.database.db;
  const mine = and(
    eq(postReplies.id, replyId),
    eq(postReplies.authorId, authorId),
    eq(postReplies.status, 'published'),
  );
  // Someone else's reply is 404 before anything about the input is said.
  if ((await db.select({ id: postReplies.id }).from(postReplies).where(mine)).length === 0) {
    throw new AppError('NOT_FOUND');
  }
  await refuseOffensiveText(db, authorId, 'reply', input.content);
  await checkPostMedia(ctx, authorId, { imageKeys: input.imageKeys });
  const updated = await db
    .update(postReplies)
    .set({ content: input.content, imageKeys: input.imageKeys, edited: true, updatedAt: ctx.now() })
    .where(
      and(
        eq(postReplies.id, replyId),
        eq(postReplies.authorId, authorId),
        eq(postReplies.status, 'published'),
      ),
    )
    .returning({ id: postReplies.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  const [view] = await loadReplies(db, authorId, [replyId], urlOf);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/**
 * The author deletes their reply (anyone else: 404). The answers under it go with it: a
 * thread without its start reads wrong. The post's reply count drops by the visible ones, under lock.
 */
export async function deleteReply(ctx: AppContext, authorId: string, replyId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ postId: postReplies.postId })
      .from(postReplies)
      .where(and(eq(postReplies.id, replyId), eq(postReplies.authorId, authorId)));
    if (!reply) throw new AppError('NOT_FOUND');
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, reply.postId)).for('update');
    const gone = await tx
      .delete(postReplies)
      .where(or(eq(postReplies.id, replyId), eq(postReplies.parentReplyId, replyId)))
      .returning({ id: postReplies.id, status: postReplies.status });
    // Only visible replies are counted: one a moderator removed left the count already.
    const counted = gone.filter((row) => row.status === 'published').length;
    await tx
      .update(posts)
      .set({ replyCount: sql`greatest(${posts.replyCount} - ${counted}, 0)` })
      .where(eq(posts.id, reply.postId));
  });
}

/** Like or unlike a reply: idempotent, counted under the reply's row lock. */
export async function setReplyLike(
  db: Db,
  userId: string,
  replyId: string,
  liked: boolean,
): Promise<{ likeCount: number; likedByMe: boolean }> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ id: postReplies.id })
      .from(postReplies)
      .innerJoin(posts, eq(posts.id, postReplies.postId))
      .where(
        and(eq(postReplies.id, replyId), eq(postReplies.status, 'published'), eq(posts.status, 'published')),
      )
      .for('update', { of: postReplies });
    if (!reply) throw new AppError('NOT_FOUND');
    const changed = liked
      ? await tx
          .insert(postReplyLikes)
          .values({ userId, replyId })
          .onConflictDoNothing()
          .returning({ id: postReplyLikes.replyId })
      : await tx
          .delete(postReplyLikes)
          .where(and(eq(postReplyLikes.userId, userId), eq(postReplyLikes.replyId, replyId)))
          .returning({ id: postReplyLikes.replyId });
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [after] = await tx
      .update(postReplies)
      .set({ likeCount: sql`${postReplies.likeCount} + ${delta}` })
      .where(eq(postReplies.id, replyId))
      .returning({ likeCount: postReplies.likeCount });
    return { likeCount: after?.likeCount ?? 0, likedByMe: liked };
  });
}
