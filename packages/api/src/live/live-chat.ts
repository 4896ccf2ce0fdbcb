import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import { AppError } from '@cho-dep/core/errors/app-error';
import { LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import { LIVE_CHAT_BURST_BUDGET, LIVE_CHAT_MINUTE_BUDGET, LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { canDo } from '@cho-dep/core/live/live-rules';
import { liveChatInputSchema } from '@cho-dep/core/live/live-schemas';
import type { Db } from '@cho-dep/db/client';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { spend } from '../accounts/throttle-counters';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { publishAfterCommit } from '../realtime/publish';
import { liveRoom } from '../realtime/socket-rooms';
import { liveMessages, liveMutes, lives } from './live.tables';
import type { LiveMessageView } from './live-view-schemas';

/** Chat is open from the waiting room (scheduled) until the live ends. */
const CHAT_OPEN = new Set(['scheduled', 'live']);

export async function isMuted(db: Db, liveId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: liveMutes.userId })
    .from(liveMutes)
    .where(and(eq(liveMutes.liveId, liveId), eq(liveMutes.userId, userId)));
  return row !== undefined;
}

/**
 * A viewer's message: refused when the live's chat is closed (404 for a live that is not
 * there), when the seller muted the viewer (FORBIDDEN), when it carries an offensive word
 * (CONTENT_INAPPROPRIATE, the community's filter) or past the viewer's pace on this live
 * (RATE_LIMITED); else stored, then announced to the room once committed.
 */
export async function sendLiveMessage(
  ctx: AppContext,
  userId: string,
  liveId: string,
  rawText: unknown,
): Promise<LiveMessageView> {
  const input = liveChatInputSchema.safeParse({ text: rawText });
  if (!input.success)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'text', message: 'validation.live.messageInvalid' }],
    });
  const db = ctx.database.db;
  const [live] = await db.select({ state: lives.state }).from(lives).where(eq(lives.id, liveId));
  if (!live) throw new AppError('NOT_FOUND');
  if (!CHAT_OPEN.has(live.state)) throw new AppError('CONFLICT');
  if (await isMuted(db, liveId, userId)) throw new AppError('FORBIDDEN', { detail: 'muted in this live' });
  if (findOffensiveTerm(input.data.text) !== null)
    throw new AppError('CONTENT_INAPPROPRIATE', {
      fields: [{ path: 'text', message: 'errors.CONTENT_INAPPROPRIATE' }],
    });
  const subject = `${liveId}:${userId}`;
  await spend(ctx, [
    { budget: LIVE_CHAT_BURST_BUDGET, subject },
    { budget: LIVE_CHAT_MINUTE_BUDGET, subject },
  ]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(liveMessages)
      .values({ liveId, userId, text: input.data.text, createdAt: ctx.now() })
      .returning();
    const [user] = await tx
      .select({ name: users.fullName, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId));
    if (!row || !user) throw new AppError('INTERNAL');
    const message: LiveMessageView = {
      id: row.id,
      liveId,
      user: { id: userId, name: user.name, avatarUrl: user.avatarUrl },
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    };
    await publishAfterCommit(tx, {
      to: [],
      rooms: [liveRoom(liveId)],
      event: LIVE_SERVER_EVENTS.message,
      data: { liveId, message },
    });
    return message;
  });
}

/** The latest messages still shown (deleted ones left out), oldest first. */
export async function recentLiveMessages(ctx: AppContext, liveId: string): Promise<LiveMessageView[]> {
  const rows = await ctx.database.db
    .select({
      id: liveMessages.id,
      userId: liveMessages.userId,
      text: liveMessages.text,
      createdAt: liveMessages.createdAt,
      name: users.fullName,
      avatarUrl: users.avatarUrl,
    })
    .from(liveMessages)
    .innerJoin(users, eq(users.id, liveMessages.userId))
    .where(and(eq(liveMessages.liveId, liveId), isNull(liveMessages.deletedAt)))
    .orderBy(desc(liveMessages.createdAt))
    .limit(LIVE_LIMITS.recentMessages);
  return rows.reverse().map((r) => ({
    id: r.id,
    liveId,
    user: { id: r.userId, name: r.name, avatarUrl: r.avatarUrl },
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function ownLiveForModeration(ctx: AppContext, shopId: string, liveId: string) {
  const [live] = await ctx.database.db
    .select({ shopId: lives.shopId, state: lives.state })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
  return live;
}

/** The seller deletes a message: hidden from everyone at once and from the replay's chat. */
export async function deleteLiveMessage(
  ctx: AppContext,
  shopId: string,
  liveId: string,
  messageId: string,
): Promise<void> {
  await ownLiveForModeration(ctx, shopId, liveId);
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveMessages)
      .set({ deletedAt: ctx.now() })
      .where(
        and(eq(liveMessages.id, messageId), eq(liveMessages.liveId, liveId), isNull(liveMessages.deletedAt)),
      )
      .returning({ id: liveMessages.id });
    if (!row) return;
    await publishAfterCommit(tx, {
      to: [],
      rooms: [liveRoom(liveId)],
      event: LIVE_SERVER_EVENTS.messageDeleted,
      data: { liveId, messageId },
    });
  });
}

/** The seller mutes a viewer for the rest of this live (not the shop's own owner). Idempotent. */
export async function muteViewer(
  ctx: AppContext,
  seller: { shopId: string; userId: string },
  liveId: string,
  userId: string,
): Promise<void> {
  const live = await ownLiveForModeration(ctx, seller.shopId, liveId);
  if (!canDo(live.state, 'moderate') && live.state !== 'scheduled') throw new AppError('CONFLICT');
  if (userId === seller.userId)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'userId', message: 'validation.live.muteSelf' }],
    });
  const [viewer] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!viewer) throw new AppError('NOT_FOUND');
  await ctx.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(liveMutes)
      .values({ liveId, userId, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ userId: liveMutes.userId });
    if (inserted.length === 0) return;
    await publishAfterCommit(tx, {
      to: [],
      rooms: [liveRoom(liveId)],
      event: LIVE_SERVER_EVENTS.muted,
      data: { liveId, userId },
    });
  });
}
