import type { TtlLruCache } from '@cho-dep/core/cache/ttl-lru-cache';
import type { AppContext } from '../app/app-context';
import { stampedCache } from './stamped-cache';

/**
 * Sessions resolved in the last seconds, so a signed-in buyer's every request (pages, API,
 * pictures) does not cost a database round trip: with the lookup on each request, signed-in
 * requests cost 6 to 8 times anonymous ones (decision 053).
 *
 * An entry is trusted only while nothing changed for its user since it was read: every
 * revocation (logout, password change, "log out other devices"), role change and change of
 * the name or picture the header shows stamps the user (stamped-cache.ts).
 */
interface CachedSession {
  sessionId: string;
  userId: string;
  roles: string[];
  fullName: string;
  avatarUrl: string | null;
  expiresAt: number;
  lastSeenAt: number;
  readAt: number;
}

const sessions = stampedCache<CachedSession>('sessions-changed');

/** The context's cache (one per app context: tests build several in one process). */
export function sessionCacheOf(ctx: AppContext): TtlLruCache<CachedSession> {
  return sessions.of(ctx);
}

/** Says every process to read this user's sessions again from the database. */
export function forgetUserSessions(ctx: AppContext, userId: string): Promise<void> {
  return sessions.forget(ctx, userId);
}

/** A cached session still to be trusted: unexpired and read after its user's last change. */
export function stillGood(ctx: AppContext, entry: CachedSession): Promise<boolean> {
  return sessions.stillGood(ctx, entry.userId, entry);
}
