import { TtlLruCache } from '@cho-dep/core/cache/ttl-lru-cache';
import type { AppContext } from '../app/app-context';

/**
 * Sessions resolved in the last seconds, so a signed-in buyer's every request (pages, API,
 * pictures) does not cost a database round trip: with the lookup on each request, signed-in
 * requests cost 6 to 8 times anonymous ones (decision 053).
 *
 * An entry is trusted only while nothing changed for its user since it was read: every
 * revocation (logout, password change, "log out other devices"), role change and change of
 * the name or picture the header shows stamps the user in ctx.store — in-process, or Redis when REDIS_URL is set, so every server process sees
 * it — and an entry read before the stamp is read again from the database. The stamp looks
 * ahead by STAMP_GRACE_MS, so an entry read while the change's transaction was still
 * committing is not trusted either.
 */
const CACHE_SECONDS = 30;
const CACHE_ENTRIES = 20_000;
const STAMP_GRACE_MS = 5_000;

interface CachedSession {
  sessionId: string;
  userId: string;
  roles: string[];
  fullName: string;
  avatarUrl: string | null;
  expiresAt: number;
  lastSeenAt: number;
  /** When it was read from the database (ctx.now). */
  readAt: number;
}

const caches = new WeakMap<AppContext, TtlLruCache<CachedSession>>();

/** The context's cache (one per app context: tests build several in one process). */
export function sessionCacheOf(ctx: AppContext): TtlLruCache<CachedSession> {
  let cache = caches.get(ctx);
  if (!cache) {
    // SESSION_CACHE=off keeps nothing: the benchmark's baseline in the same build.
    const entries = ctx.config.SESSION_CACHE === 'off' ? 0 : CACHE_ENTRIES;
    cache = new TtlLruCache<CachedSession>(entries, CACHE_SECONDS * 1000, () => ctx.now().getTime());
    caches.set(ctx, cache);
  }
  return cache;
}

const stampKey = (userId: string) => `sessions-changed:${userId}`;

/** Says every process to read this user's sessions again from the database. */
export async function forgetUserSessions(ctx: AppContext, userId: string): Promise<void> {
  const until = ctx.now().getTime() + STAMP_GRACE_MS;
  await ctx.store.set(stampKey(userId), String(until), CACHE_SECONDS + Math.ceil(STAMP_GRACE_MS / 1000));
}

/** A cached session still to be trusted: unexpired and read after its user's last change. */
export async function stillGood(ctx: AppContext, entry: CachedSession): Promise<boolean> {
  if (entry.expiresAt <= ctx.now().getTime()) return false;
  const stamp = await ctx.store.get(stampKey(entry.userId));
  return stamp === null || entry.readAt > Number(stamp);
}
