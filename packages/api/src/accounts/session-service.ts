import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { forgetUserSessions, sessionCacheOf, stillGood } from './session-cache';
import { hashToken, newToken } from './session-token';
import { sessions, users } from './users.tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is a hint for "active devices", so it is refreshed at most this often. */
const LAST_SEEN_REFRESH_MS = 10 * 60 * 1000;

export interface ResolvedSession {
  sessionId: string;
  userId: string;
  roles: string[];
  /** The name and picture every page's header shows: read with the session, no query of their own. */
  fullName: string;
  avatarUrl: string | null;
}

/** Starts a login: a fresh token (never reused between logins), stored as its hash. */
export async function createSession(
  ctx: AppContext,
  db: Db | Tx,
  input: { userId: string; credentialsVersion: number; deviceId?: string; userAgent?: string },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const now = ctx.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      credentialsVersion: input.credentialsVersion,
      deviceId: input.deviceId,
      userAgent: input.userAgent?.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.account.sessionDays * DAY_MS),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

/**
 * The session a token belongs to, if it is still good: not revoked, not expired, and not
 * older than the user's last password change (credentialsVersion). Read from the database at
 * most every few seconds per token (session-cache.ts); a revocation is seen at once.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<ResolvedSession | undefined> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(ctx);
  const now = ctx.now();
  const cached = cache.get(tokenHash);
  if (cached && (await stillGood(ctx, cached))) {
    if (now.getTime() - cached.lastSeenAt > LAST_SEEN_REFRESH_MS) {
      cached.lastSeenAt = now.getTime();
      await touchSession(ctx, cached.sessionId, now);
    }
    return {
      sessionId: cached.sessionId,
      userId: cached.userId,
      roles: cached.roles,
      fullName: cached.fullName,
      avatarUrl: cached.avatarUrl,
    };
  }
  if (cached) cache.delete(tokenHash);
  const { db } = ctx.database;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      roles: users.roles,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      sessionVersion: sessions.credentialsVersion,
      userVersion: users.credentialsVersion,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.sessionVersion < row.userVersion) return undefined;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > LAST_SEEN_REFRESH_MS) {
    lastSeenAt = now.getTime();
    await touchSession(ctx, row.sessionId, now);
  }
  const session: ResolvedSession = {
    sessionId: row.sessionId,
    userId: row.userId,
    roles: row.roles,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
  };
  cache.set(tokenHash, {
    ...session,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt,
    readAt: now.getTime(),
  });
  return session;
}

/** lastSeenAt is a hint for "active devices": refreshed at most every LAST_SEEN_REFRESH_MS. */
async function touchSession(ctx: AppContext, sessionId: string, now: Date): Promise<void> {
  await ctx.database.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  const [revoked] = await ctx.database.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (revoked) await forgetUserSessions(ctx, revoked.userId);
}

/** Ends every session of a user except `keep` (all of them when keep is undefined). */
export async function revokeUserSessions(
  ctx: AppContext,
  db: Db | Tx,
  userId: string,
  keep?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep) conditions.push(ne(sessions.id, keep));
  await db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(...conditions));
  await forgetUserSessions(ctx, userId);
}
