import { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store';

export function createRedisStore(url: string, prefix = 'chodep:'): KeyValueStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async increment(key, windowSeconds) {
      // INCR and EXPIRE NX in one round trip: the window starts at the first hit only.
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec()) as [[Error | null, number]];
      return count;
    },
    get: (key) => redis.get(prefix + key),
    async set(key, value, ttlSeconds) {
      await redis.set(prefix + key, value, 'EX', ttlSeconds);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
