import type { BlookCommentInput } from '@cho-dep/core/community/blook-schemas';
import { encodeTimeCursor, type TimeCursor } from '@cho-dep/core/community/feed-cursor';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import type { AppContext } from '../../app/app-context';
import { isUuid } from '../../follows/follow-service';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { commentPictureUrl, ownCommentPictures } from './blook-comment-media';
import type { BlookCommentView } from './blook-view-schemas';
import { blookComments, blooks } from './blooks.tables';
import { refuseOffensive } from './refuse-offensive';

/** The blook's id when it is published (comments of a removed blook are not shown or added). */
async function assertPublished(db: Db, blookId: string): Promise<void> {
  if (!isUuid(blookId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ id: blooks.id })
    .from(blooks)
    .where(and(eq(blooks.id, blookId), eq(blooks.status, 'published')));
  if (!row) throw new AppError('NOT_FOUND');
}

/** Newest first, keyset on (created_at, id) so comments written meanwhile never repeat one. */
export async function listBlookComments(
  db: Db,
  viewerId: string | null,
  blookId: string,
  after: TimeCursor | null,
  urlOf: UrlOf,
): Promise<{ items: BlookCommentView[]; nextCursor: string | null }> {
  await assertPublished(db, blookId);
  const limit = LIMITS.blook.commentPageSize;
  const position = after
    ? sql`AND (c.created_at, c.id) < (${after.t}::timestamptz, ${after.i}::uuid)`
    : sql``;
  const page = await queryRows<{ id: string; t: string }>(
    db,
    sql`SELECT c.id, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t
        FROM blook_comments c
        WHERE c.blook_id = ${blookId}::uuid AND c.status = 'published' ${position}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit + 1}`,
  );
  const shown = page.slice(0, limit);
  const rows =
    shown.length === 0
      ? []
      : await db
          .select({ comment: blookComments, name: users.fullName, avatarUrl: users.avatarUrl })
          .from(blookComments)
          .innerJoin(users, eq(users.id, blookComments.authorId))
          .where(
            inArray(
              blookComments.id,
              shown.map((row) => row.id),
            ),
          );
  const byId = new Map(rows.map((row) => [row.comment.id, row]));
  const last = shown.at(-1);
  return {
    items: shown.flatMap(({ id }) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id,
          author: { id: row.comment.authorId, name: row.name, avatarUrl: row.avatarUrl },
          content: row.comment.content,
          imageUrls: row.comment.imageKeys.map((key) => commentPictureUrl(urlOf, key)),
          isMine: row.comment.authorId === viewerId,
          createdAt: row.comment.createdAt.toISOString(),
        },
      ];
    }),
    nextCursor: page.length > limit && last ? encodeTimeCursor({ createdAt: last.t, id: last.id }) : null,
  };
}

/** A comment moves the blook's comment count in the same transaction, under its row lock. */
export async function addBlookComment(
  ctx: AppContext,
  authorId: string,
  blookId: string,
  input: BlookCommentInput,
  now: Date,
): Promise<{ id: string; commentCount: number }> {
  const db = ctx.database.db;
  await assertPublished(db, blookId);
  await refuseOffensive(db, authorId, input.content);
  if (!(await ownCommentPictures(ctx, authorId, input.imageKeys))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'imageKeys', message: 'validation.invalidType' }],
    });
  }
  return db.transaction(async (tx) => {
    const [blook] = await tx
      .select({ status: blooks.status })
      .from(blooks)
      .where(eq(blooks.id, blookId))
      .for('update');
    if (blook?.status !== 'published') throw new AppError('NOT_FOUND');
    const [comment] = await tx
      .insert(blookComments)
      .values({ blookId, authorId, content: input.content, imageKeys: input.imageKeys, createdAt: now })
      .returning({ id: blookComments.id });
    const [counted] = await tx
      .update(blooks)
      .set({ commentCount: sql`${blooks.commentCount} + 1` })
      .where(eq(blooks.id, blookId))
      .returning({ commentCount: blooks.commentCount });
    if (!comment || !counted) throw new AppError('INTERNAL');
    return { id: comment.id, commentCount: counted.commentCount };
  });
}

/** Only the comment's author deletes it; anyone else is told it does not exist (404). */
export async function deleteBlookComment(
  db: Db,
  authorId: string,
  commentId: string,
): Promise<{ commentCount: number }> {
  if (!isUuid(commentId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ blookId: blookComments.blookId, status: blookComments.status })
      .from(blookComments)
      .where(and(eq(blookComments.id, commentId), eq(blookComments.authorId, authorId)));
    if (!comment) throw new AppError('NOT_FOUND');
    await tx.select({ id: blooks.id }).from(blooks).where(eq(blooks.id, comment.blookId)).for('update');
    const deleted = await tx
      .delete(blookComments)
      .where(eq(blookComments.id, commentId))
      .returning({ id: blookComments.id });
    // A second delete of the same comment (a double tap) waited on the lock and finds it gone.
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    // A comment a moderator removed was already taken off the count.
    const move = comment.status === 'published' ? -1 : 0;
    const [counted] = await tx
      .update(blooks)
      .set({ commentCount: sql`${blooks.commentCount} + ${move}` })
      .where(eq(blooks.id, comment.blookId))
      .returning({ commentCount: blooks.commentCount });
    return { commentCount: counted?.commentCount ?? 0 };
  });
}
