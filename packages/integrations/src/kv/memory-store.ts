import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  // Counters live in per-window keys that are never read again once their window has passed:
  // every so many writes, expired entries are dropped so a long-running process does not grow.
  let writes = 0;
  const sweep = () => {
    writes += 1;
    if (writes % 1024 !== 0) return;
    const current = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= current) entries.delete(key);
  };
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowSeconds) {
      const entry = live(key);
      const next = (entry ? Number(entry.value) : 0) + 1;
      entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? now() + windowSeconds * 1000 });
      sweep();
      return next;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      sweep();
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
