import { TtlLruCache } from '@cho-dep/core/cache/ttl-lru-cache';
import type { AppContext } from '../app/app-context';

/**
 * An in-process cache of rows read by token (sessions, guests), trusted only while nothing
 * changed for their owner since they were read (decision 053). A change stamps the owner in
 * ctx.store — in-process, or Redis when REDIS_URL is set, so every server process sees it —
 * and an entry read before the stamp is read again from the database. The stamp looks ahead
 * by STAMP_GRACE_MS, so an entry read while the change's transaction was still committing is
 * not trusted either. SESSION_CACHE=off keeps nothing: the benchmarks' baseline in one build.
 */
const CACHE_SECONDS = 30;
const CACHE_ENTRIES = 20_000;
const STAMP_GRACE_MS = 5_000;

export interface StampedEntry {
  /** Its expiry (ms): never trusted after it. */
  expiresAt: number;
  /** When it was read from the database (ctx.now, ms). */
  readAt: number;
}

export function stampedCache<V extends StampedEntry>(stampPrefix: string) {
  const caches = new WeakMap<AppContext, TtlLruCache<V>>();
  const stampKey = (ownerId: string) => `${stampPrefix}:${ownerId}`;
  return {
    /** The context's cache (one per app context: tests build several in one process). */
    of(ctx: AppContext): TtlLruCache<V> {
      let cache = caches.get(ctx);
      if (!cache) {
        const entries = ctx.config.SESSION_CACHE === 'off' ? 0 : CACHE_ENTRIES;
        cache = new TtlLruCache<V>(entries, CACHE_SECONDS * 1000, () => ctx.now().getTime());
        caches.set(ctx, cache);
      }
      return cache;
    },
    /** Tells every process to read this owner's entries again from the database. */
    async forget(ctx: AppContext, ownerId: string): Promise<void> {
      const until = ctx.now().getTime() + STAMP_GRACE_MS;
      await ctx.store.set(stampKey(ownerId), String(until), CACHE_SECONDS + Math.ceil(STAMP_GRACE_MS / 1000));
    },
    /** An entry still to be trusted: unexpired and read after its owner's last change. */
    async stillGood(ctx: AppContext, ownerId: string, entry: V): Promise<boolean> {
      if (entry.expiresAt <= ctx.now().getTime()) return false;
      const stamp = await ctx.store.get(stampKey(ownerId));
      return stamp === null || entry.readAt > Number(stamp);
    },
  };
}
