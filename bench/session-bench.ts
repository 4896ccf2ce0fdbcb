/**
 * What a signed-in request costs next to an anonymous one, in one run: GET /healthz, then the
 * same public answers (the reasons list, product pages' JSON) without a cookie and with the
 * demo buyer's `token` cookie, each at `--concurrency` closed-loop clients. Prints req/s,
 * p50 / p95 and the signed-in / anonymous ratio (target: a signed-in request costs at most
 * 1.5 times an anonymous one, so the req/s ratio is at least 67%).
 * `--session-cache off` starts the server with SESSION_CACHE=off: every request reads its
 * session from the database, as before the session cache (decision 053).
 *
 *   npm run bench -- session --build-dir apps/web/build-bench-session --data-dir /tmp/data-bench-session
 *   npm run bench -- session --session-cache off --data-dir /tmp/data-bench-session-off
 *   npm run bench -- session --database-url postgres://postgres@127.0.0.1:5432/bench_session \
 *     --redis-url redis://127.0.0.1:6379/1
 */
import { Agent } from 'node:http';
import { LOAD_OPTIONS, machineNote, numberArg, readArgs } from './lib/args';
import { startServer } from './lib/bench-server';
import { BuyerSession } from './lib/buyer-session';
import { type BenchRequest, type LoadResult, runClosedLoop } from './lib/load';

const args = readArgs({
  ...LOAD_OPTIONS,
  url: { type: 'string' },
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  'redis-url': { type: 'string' },
  'session-cache': { type: 'string' },
  port: { type: 'string' },
  'build-dir': { type: 'string' },
  'log-level': { type: 'string' },
});
const concurrency = numberArg(args.concurrency, 20);
const durationMs = numberArg(args.duration, 10) * 1000;
const warmupMs = numberArg(args.warmup, 3) * 1000;
const BUYER = { email: 'buyer@demo.vn', password: 'Demo@1234' };

async function main() {
  const sessionCache = (args['session-cache'] as string | undefined) ?? 'on';
  const redisUrl = args['redis-url'] as string | undefined;
  const server = args.url
    ? null
    : await startServer({
        buildDir: (args['build-dir'] as string | undefined) ?? 'apps/web/build-bench-session',
        port: numberArg(args.port, 4010),
        dataDir: (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-session',
        databaseUrl: args['database-url'] as string | undefined,
        logLevel: args['log-level'] as string | undefined,
        // The demo buyer signs in: seed the demo on PostgreSQL too (PGlite does by default).
        env: { SESSION_CACHE: sessionCache, SEED_DEMO: 'true', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      });
  try {
    const baseUrl = (args.url as string | undefined) ?? (server as { url: string }).url;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const buyer = new BuyerSession(new URL(baseUrl), agent);
    const login = await buyer.send('POST', '/community/v1/auth/login', BUYER);
    if (login.status !== 200)
      throw new Error(`buyer login answered ${login.status}: ${login.text.slice(0, 200)}`);
    const token = buyer.cookieHeader().match(/(?:^|; )token=([^;]+)/)?.[1];
    if (!token) throw new Error('the login set no token cookie');
    const home = await buyer.send('GET', '/api/v1/public/home');
    if (home.status !== 200) throw new Error(`home answered ${home.status}: is the demo data seeded?`);
    const productIds = (home.body.data.recommended as { id: string }[]).slice(0, 20).map((p) => p.id);
    agent.destroy();
    const products: BenchRequest[] = productIds.map((id) => ({
      label: 'product',
      path: `/api/v1/public/products/${id}`,
    }));
    const reasons: BenchRequest[] = [{ label: 'reasons', path: '/api/v1/public/reasons' }];
    console.log(
      `session bench: SESSION_CACHE=${sessionCache}${redisUrl ? ' with Redis' : ''}, ${args['database-url'] ? 'PostgreSQL' : 'PGlite'}; ${concurrency} clients, ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up per route; ${await machineNote()}`,
    );
    const run = (requests: BenchRequest[], cookie?: string) =>
      runClosedLoop({
        baseUrl,
        requests,
        concurrency,
        durationMs,
        warmupMs,
        headers: { accept: 'application/json', ...(cookie ? { cookie: `token=${cookie}` } : {}) },
      });
    const health = await run([{ label: 'healthz', path: '/healthz' }]);
    const rows = [`healthz            ${figures(health)}   ${await machineNote()}`];
    console.log(rows[0]);
    for (const [name, requests] of [
      ['reasons', reasons],
      ['product', products],
    ] as const) {
      const anonymous = await run(requests);
      const signedIn = await run(requests, token);
      const ratio = ((100 * signedIn.throughput) / anonymous.throughput).toFixed(1);
      const row = `${name.padEnd(18)} ${figures(anonymous)} | ${figures(signedIn)} | ${ratio.padStart(5)}%   ${await machineNote()}`;
      console.log(row);
      rows.push(row);
    }
    console.log('\nroute              anon req/s  p50  p95 err | signed req/s p50  p95 err | signed/anon');
    for (const row of rows) console.log(row);
  } finally {
    await server?.stop();
  }
}

function figures(result: LoadResult): string {
  const o = result.overall;
  return `${result.throughput.toFixed(1).padStart(8)} ${o.p50.toFixed(0).padStart(5)} ${o.p95.toFixed(0).padStart(5)} ${String(o.errors).padStart(3)}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
