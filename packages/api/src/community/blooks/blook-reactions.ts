import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import { blookLikes, blookSaves, blooks } from './blooks.tables';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface SaveState {
  saved: boolean;
  saveCount: number;
}

/**
 * Like and save are idempotent: the (member, blook) key decides whether anything changed, and
 * the counter moves in the same transaction only when a row really came or went, under a lock
 * on the blook's row, so concurrent taps never drift the count. Only a published blook can be
 * liked or saved; taking a like or save back always works while the blook exists.
 */
async function toggle(
  db: Db,
  userId: string,
  blookId: string,
  table: typeof blookLikes | typeof blookSaves,
  counter: 'likeCount' | 'saveCount',
  on: boolean,
): Promise<number> {
  if (!isUuid(blookId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [blook] = await tx
      .select({ status: blooks.status, count: blooks[counter] })
      .from(blooks)
      .where(eq(blooks.id, blookId))
      .for('update');
    if (!blook || (on && blook.status !== 'published')) throw new AppError('NOT_FOUND');
    const changed = on
      ? await tx
          .insert(table)
          .values({ userId, blookId })
          .onConflictDoNothing()
          .returning({ id: table.blookId })
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.blookId, blookId)))
          .returning({ id: table.blookId });
    if (changed.length === 0) return blook.count;
    const column = blooks[counter];
    const [updated] = await tx
      .update(blooks)
      .set({ [counter]: sql`${column} + ${on ? 1 : -1}` })
      .where(eq(blooks.id, blookId))
      .returning({ count: column });
    return updated?.count ?? blook.count;
  });
}

export async function likeBlook(db: Db, userId: string, blookId: string, on: boolean): Promise<LikeState> {
  return { liked: on, likeCount: await toggle(db, userId, blookId, blookLikes, 'likeCount', on) };
}

export async function saveBlook(db: Db, userId: string, blookId: string, on: boolean): Promise<SaveState> {
  return { saved: on, saveCount: await toggle(db, userId, blookId, blookSaves, 'saveCount', on) };
}
