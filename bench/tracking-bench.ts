/**
 * Tracking ingestion: events per second one server process stores from bulk bodies of
 * `--sessions` sessions (50) x `--events` events (20), posted to
 * POST /api/v1/mobile/trackings/tracking-session through the API app in-process (validation,
 * the two multi-row inserts, no network), `--concurrency` (4) requests in flight for
 * `--duration` seconds (10) after `--warmup` (2). Every session and event is new. Then the same
 * bodies once more (all duplicates) to show what a client retrying costs. Prints events/s,
 * sessions/s and p50 / p95 per request.
 *
 *   npm run bench -- tracking --database-url postgres://postgres@127.0.0.1:5432/bench_tracking
 *   npm run bench -- tracking --data-dir /tmp/data-bench-tracking          (PGlite)
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '@cho-dep/api/app/config';
import { createApi } from '@cho-dep/api/app/create-api';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { maintainTrackingPartitions } from '@cho-dep/api/tracking/tracking-partition-job';
import { type Database, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { machineNote, numberArg, readArgs } from './lib/args';
import { databaseSize, ensurePostgresDatabase } from './lib/database-admin';

const args = readArgs({
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  sessions: { type: 'string' },
  events: { type: 'string' },
  concurrency: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-tracking';
const databaseUrl = args['database-url'] as string | undefined;
const sessionsPerBody = numberArg(args.sessions, 50);
const eventsPerSession = numberArg(args.events, 20);
const concurrency = numberArg(args.concurrency, 4);
const durationMs = numberArg(args.duration, 10) * 1000;
const warmupMs = numberArg(args.warmup, 2) * 1000;
const TYPES = [
  'AppOpen',
  'ViewHome',
  'Search',
  'ViewCategory',
  'ViewProduct',
  'AddToCart',
  'ViewCart',
  'Checkout',
];

async function openTarget(): Promise<Database> {
  if (databaseUrl) {
    await ensurePostgresDatabase(databaseUrl);
    const database = await openDatabase({ url: databaseUrl, max: concurrency + 2 });
    // A fresh run: the previous run's sessions would be duplicates.
    await database.exec('truncate tracking_events; truncate tracking_sessions;').catch(() => {});
    return database;
  }
  rmSync(dataDir, { recursive: true, force: true });
  return openDatabase({ dataDir: resolve(dataDir, 'pglite') });
}

let serial = 0;
function bulkBody(nowSeconds: number) {
  const sessions = Array.from({ length: sessionsPerBody }, () => {
    serial += 1;
    const started = nowSeconds - 600 + (serial % 300);
    return {
      session_id: `bench-${process.pid}-${serial}`,
      started_at: started,
      ended_at: started + eventsPerSession * 5,
      os_version: serial % 3 === 0 ? 'iOS 17.5' : 'Android 14',
      device_id: `web-bench${serial % 5000}`,
      app_version: 'web',
      area: 'VN',
      language: 'vi',
      conversion_status: 'in_progress',
      events: Array.from({ length: eventsPerSession }, (_, i) => ({
        event_id: `e${i}`,
        type: TYPES[i % TYPES.length],
        timestamp: started + i * 5,
        object_id: i % 2 === 0 ? `p${(serial * 7 + i) % 10_000}` : null,
        metadata: i % 4 === 0 ? { price: 199_000, q: 'áo thun' } : null,
      })),
    };
  });
  return JSON.stringify({ sessions, count: sessions.length, timestamp: nowSeconds });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_SIMULATOR: 'on',
    CARRIER_SIMULATOR: 'on',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
  });
  const database = await openTarget();
  const ctx = await createAppContext(config, { database });
  try {
    await maintainTrackingPartitions(ctx);
    const api = createApi(ctx);
    const post = async (body: string) => {
      const res = await api.request('/api/v1/mobile/trackings/tracking-session', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          from: `web-bench-${Math.random().toString(36).slice(2)}`,
        },
        body,
      });
      if (res.status !== 201) throw new Error(`answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    };
    console.log(
      `tracking bench: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; bodies of ${sessionsPerBody} sessions x ${eventsPerSession} events, ${concurrency} in flight, ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up; ${await machineNote()}`,
    );
    const sent: string[] = [];
    const run = async (label: string, nextBody: () => string, ms: number, keep: boolean) => {
      const times: number[] = [];
      const end = performance.now() + ms;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < end) {
            const body = nextBody();
            const t0 = performance.now();
            await post(body);
            times.push(performance.now() - t0);
            if (keep) sent.push(body);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const bodies = times.length;
      if (label) {
        console.log(
          `${label}: ${bodies} bodies in ${seconds.toFixed(1)} s = ${Math.round((bodies * sessionsPerBody * eventsPerSession) / seconds).toLocaleString('en')} events/s, ${Math.round((bodies * sessionsPerBody) / seconds).toLocaleString('en')} sessions/s; per body p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
        );
      }
    };
    const now = () => Math.floor(Date.now() / 1000);
    await run('', () => bulkBody(now()), warmupMs, false);
    await run('new sessions', () => bulkBody(now()), durationMs, true);
    let replay = 0;
    const again = sent.slice(0, Math.max(1, Math.floor(sent.length / 2)));
    await run(
      'the same bodies again (duplicates)',
      () => again[replay++ % again.length] as string,
      Math.min(durationMs, 5000),
      false,
    );
    const [stored] = await queryRows<{ sessions: number; events: number }>(
      database.db,
      sql`select (select count(*)::int from tracking_sessions) as sessions, (select count(*)::int from tracking_events) as events`,
    );
    console.log(
      `stored: ${stored?.sessions.toLocaleString('en')} sessions, ${stored?.events.toLocaleString('en')} events; database ${await databaseSize(database)}`,
    );
  } finally {
    await closeAppContext(ctx);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
