import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@cho-dep/db/client';
import { createTestDatabase } from '@cho-dep/db/test-database';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import { createMemoryStore } from '@cho-dep/integrations/kv/memory-store';
import { createRedisStore } from '@cho-dep/integrations/kv/redis-store';
import { createLocalFileStorage } from '@cho-dep/integrations/storage/local-file-storage';
import type { AppContext } from '../app/app-context';
import { loadConfig } from '../app/config';
import { createApi } from '../app/create-api';
import { closeAppContext, createAppContext } from '../app/create-app-context';
import { checkAnswersAgainstDeclarations } from './answer-check';

/**
 * A complete API over a fresh migrated database, for one test file. `clock` moves time for
 * expiry tests. With REDIS_URL set (CI), the shared store is Redis under a unique prefix;
 * `store` lets two apps share one, as two server processes do.
 */
export async function createTestApp(
  options: { now?: () => Date; database?: Database; store?: KeyValueStore } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const redisUrl = process.env.REDIS_URL;
  const store =
    options.store ??
    (redisUrl
      ? createRedisStore(redisUrl, `test:${process.pid}:${Math.random().toString(36).slice(2)}:`)
      : createMemoryStore());
  let offsetMs = 0;
  const now = options.now ?? (() => new Date(Date.now() + offsetMs));
  // In-process requests have no socket and count as loopback; tests stand for clients at other
  // addresses with X-Forwarded-For, as a local reverse proxy would write it.
  const config = loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '127.0.0.1,::1' });
  const ctx: AppContext = await createAppContext(config, {
    database,
    store,
    now,
    storage: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'cho-dep-media-'))),
  });
  const api = checkAnswersAgainstDeclarations(createApi(ctx));
  return {
    ctx,
    api,
    /** Moves the test clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    /**
     * Moves the test clock to the start of the next window of `seconds`: limits count in fixed
     * windows of the clock, and a test's tries must not straddle two of them.
     */
    toWindowStart(seconds: number) {
      const windowMs = seconds * 1000;
      offsetMs += windowMs - (now().getTime() % windowMs);
    },
    close: () => closeAppContext(ctx),
  };
}
