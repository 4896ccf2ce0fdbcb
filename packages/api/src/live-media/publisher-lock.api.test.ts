import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@cho-dep/db/client';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { createTestApp } from '../testing/test-app';
import { INGEST_CLOSE } from './ingest-session';
import { fakeLivePort, publisher, startIngestServer, until } from './ingest-test-kit';

/** Two server processes on one PostgreSQL: a live has one publisher whichever process it reaches. */
describe('one publisher per live across processes', () => {
  let one: Awaited<ReturnType<typeof createRaceTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  let servers: Awaited<ReturnType<typeof startIngestServer>>[] = [];
  const liveId = randomUUID();
  const live = fakeLivePort({ [liveId]: 'the-key' });

  beforeAll(async () => {
    one = await createRaceTestApp();
    const url = one.ctx.database.url;
    if (!url) return;
    two = await createTestApp({ database: await openDatabase({ url, max: 3 }) });
    for (const app of [one, two]) {
      (app.ctx.config as { DATA_DIR: string }).DATA_DIR = mkdtempSync(join(tmpdir(), 'cho-dep-lock-'));
    }
    servers = [await startIngestServer(one, live.port), await startIngestServer(two, live.port)];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await two?.close();
    await one?.close();
  });

  raceIt('refuses a second publisher on another process, and takes one once the first has gone', async () => {
    const [first, other] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const key = { 'X-Stream-Key': 'the-key' };
    const a = publisher(first.url, liveId, key);
    await until(() => a.heard.find((m) => m.type === 'ready'));
    const b = publisher(other.url, liveId, key);
    expect((await b.closed).code).toBe(INGEST_CLOSE.alreadyPublishing);
    a.socket.close();
    await a.closed;
    // The first run's ffmpeg exits, then its lock is given back: a publisher is taken again.
    let c: ReturnType<typeof publisher> | null = null;
    for (let attempt = 0; attempt < 50 && !c; attempt++) {
      const next = publisher(other.url, liveId, key);
      const outcome = await Promise.race([
        next.closed.then(() => 'closed'),
        until(() => next.heard.find((m) => m.type === 'ready')).then(() => 'ready'),
      ]);
      if (outcome === 'ready') c = next;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!c) throw new Error('no publisher was taken after the first left');
    c.socket.close();
    await c.closed;
  });
});
