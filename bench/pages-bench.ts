/**
 * Server-rendered pages against the JSON they show, for a signed-in buyer, in one run: for
 * each page (product, home, category, search, community feed) the JSON route its data comes
 * from, then the HTML page (Accept: text/html), each at `--concurrency` closed-loop clients
 * with the buyer's cookie. Prints req/s, p50 / p95 and the page / JSON ratio (target: 25%).
 * The server starts from its own build and data directory (the demo data is seeded on first
 * start); `--profile DIR` runs it under `node --cpu-prof` (read with bench/lib/cpu-profile.ts).
 *
 *   npm run bench -- pages --build-dir apps/web/build-bench-pages --data-dir /tmp/data-bench-pages
 *   npm run bench -- pages --only product,home --profile /tmp/data-bench-pages-prof
 *   npm run bench -- pages --env SEARCH_CACHE=off
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { LOAD_OPTIONS, machineNote, numberArg, readArgs, SERVER_OPTIONS } from './lib/args';
import { startServer } from './lib/bench-server';
import { BuyerSession } from './lib/buyer-session';
import { monotonicMicros, type ProfileWindow } from './lib/cpu-profile-window';
import { type BenchRequest, runClosedLoop } from './lib/load';
import { pairRow } from './lib/pair-table';
import { processCpuSeconds } from './lib/server-cpu';

const args = readArgs({
  ...SERVER_OPTIONS,
  ...LOAD_OPTIONS,
  only: { type: 'string' },
  profile: { type: 'string' },
});
const concurrency = numberArg(args.concurrency, 20);
const durationMs = numberArg(args.duration, 10) * 1000;
const warmupMs = numberArg(args.warmup, 3) * 1000;
const BUYER = { email: 'buyer@demo.vn', password: 'Demo@1234' };

interface PagePair {
  name: string;
  json: BenchRequest[];
  html: BenchRequest[];
}

/** The pages and the JSON that carries their data, from what the demo catalog holds. */
async function pagePairs(buyer: BuyerSession): Promise<PagePair[]> {
  const home = await buyer.send('GET', '/api/v1/public/home');
  const categories = await buyer.send('GET', '/api/v1/public/categories');
  if (home.status !== 200 || categories.status !== 200) {
    throw new Error(`home ${home.status} / categories ${categories.status}: is the demo data seeded?`);
  }
  const productIds: string[] = (home.body.data.recommended as { id: string }[]).slice(0, 20).map((p) => p.id);
  const categoryIds: string[] = (categories.body.data as { id: string }[]).slice(0, 5).map((c) => c.id);
  const each = (ids: string[], label: string, path: (id: string) => string) =>
    ids.map((id) => ({ label, path: path(id) }));
  return [
    {
      name: 'product',
      json: each(productIds, 'product JSON', (id) => `/api/v1/public/products/${id}`),
      html: each(productIds, 'product page', (id) => `/san-pham/${id}`),
    },
    {
      name: 'home',
      json: [{ label: 'home JSON', path: '/api/v1/public/home' }],
      html: [{ label: 'home page', path: '/' }],
    },
    {
      name: 'category',
      json: each(categoryIds, 'category JSON', (id) => `/api/v1/public/categories/${id}`),
      html: each(categoryIds, 'category page', (id) => `/nganh-hang/${id}`),
    },
    {
      name: 'search',
      json: [{ label: 'search JSON', path: '/api/v1/public/products/search?q=ao' }],
      html: [{ label: 'search page', path: '/tim-kiem?q=ao' }],
    },
    {
      name: 'community',
      json: [{ label: 'for-you feed JSON', path: '/community/v1/feeds/for-you' }],
      html: [{ label: 'community page', path: '/cong-dong' }],
    },
  ];
}

/** `--env A=1,B=2`: more environment for the server (e.g. SEARCH_CACHE=off). */
function serverEnv(): Record<string, string> {
  return Object.fromEntries(
    ((args.env as string | undefined) ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/**
 * The server's CPU per answer, JSON and page, and the page/JSON ratio those costs predict for a
 * server with a core to itself: steadier than requests per second when the machine is busy.
 */
function cpuRow(jsonMs: number | null, htmlMs: number | null): string {
  if (jsonMs === null || htmlMs === null) return '           (server CPU per request: not readable here)';
  const ratio = ((100 * jsonMs) / htmlMs).toFixed(1).padStart(5);
  return `           server CPU per request: JSON ${jsonMs.toFixed(2)} ms, page ${htmlMs.toFixed(2)} ms → ${ratio}% of the JSON's rate on an idle core`;
}

async function main() {
  const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-pages';
  const profileDir = args.profile as string | undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = args.url
    ? null
    : await startServer({
        buildDir: (args['build-dir'] as string | undefined) ?? 'apps/web/build-bench-pages',
        port: numberArg(args.port, 4020),
        dataDir,
        databaseUrl: args['database-url'] as string | undefined,
        logLevel: args['log-level'] as string | undefined,
        env: {
          ...serverEnv(),
          ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
        },
      });
  try {
    const baseUrl = (args.url as string | undefined) ?? (server as { url: string }).url;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const buyer = new BuyerSession(new URL(baseUrl), agent);
    const login = await buyer.send('POST', '/community/v1/auth/login', BUYER);
    if (login.status !== 200)
      throw new Error(`buyer login answered ${login.status}: ${login.text.slice(0, 200)}`);
    const cookie = buyer.cookieHeader();
    const only = ((args.only as string | undefined) ?? '').split(',').filter(Boolean);
    const pairs = (await pagePairs(buyer)).filter((p) => only.length === 0 || only.includes(p.name));
    agent.destroy();
    console.log(
      `pages bench: signed in as ${BUYER.email}; ${concurrency} clients, ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up per route; ${await machineNote()}`,
    );
    // Each run's time span on the machine's monotonic clock (the one V8 stamps profile samples
    // with), so the profile of a mixed run can be read one page at a time.
    const windows: ProfileWindow[] = [];
    const pid = server?.pid;
    const run = async (label: string, requests: BenchRequest[], accept: string) => {
      const start = monotonicMicros();
      // The server's CPU from the end of the warm-up to the end of the run.
      let cpuAtStart: number | null = null;
      const warm = setTimeout(() => {
        cpuAtStart = processCpuSeconds(pid);
      }, warmupMs);
      const result = await runClosedLoop({
        baseUrl,
        requests,
        concurrency,
        durationMs,
        warmupMs,
        headers: { accept, cookie },
      });
      clearTimeout(warm);
      const cpuAtEnd = processCpuSeconds(pid);
      windows.push({ label, start: start + warmupMs * 1000, end: monotonicMicros() });
      const cpuMs =
        cpuAtStart === null || cpuAtEnd === null
          ? null
          : (1000 * (cpuAtEnd - cpuAtStart)) / result.overall.count;
      return { result, cpuMs };
    };
    const rows: string[] = [];
    for (const pair of pairs) {
      const json = await run(`${pair.name} json`, pair.json, 'application/json');
      const html = await run(`${pair.name} html`, pair.html, 'text/html,application/xhtml+xml');
      const row = `${await pairRow(pair.name, json.result, html.result)}\n${cpuRow(json.cpuMs, html.cpuMs)}`;
      console.log(row);
      rows.push(row);
    }
    if (profileDir) {
      writeFileSync(join(profileDir, 'windows.json'), `${JSON.stringify(windows, null, 2)}\n`);
      console.log(
        `profile windows in ${join(profileDir, 'windows.json')} (cpu-profile.ts --window "product html")`,
      );
    }
    console.log('\npage       JSON req/s  p50  p95 err | HTML req/s  p50  p95 err | page/JSON');
    for (const row of rows) console.log(row);
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
