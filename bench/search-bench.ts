/**
 * Search over HTTP: 20 closed-loop clients fire a fixed mix of 20 searches (bench/lib/
 * search-mix.ts) at GET /api/v1/public/products/search for a fixed time after a warm-up, with
 * the result cache on and then off. Reports p50 / p95 / p99 / max, throughput and errors, and
 * the p95 of every search so slow ones stand out.
 *
 *   npm run bench -- search --data-dir /tmp/data-bench                      (PGlite)
 *   npm run bench -- search --database-url postgres://postgres@127.0.0.1:5432/bench --data-dir /tmp/data-bench-pg
 *   npm run bench -- search --url http://127.0.0.1:3000                     (a running server)
 *   ... --mix long-tail [--long-tail-count 2000]   many distinct searches drawn from the catalog
 */
import { writeFileSync } from 'node:fs';
import { resources } from '@cho-dep/i18n/resources';
import { LOAD_OPTIONS, machineNote, numberArg, readArgs } from './lib/args';
import { startServer } from './lib/bench-server';
import { sampleCatalog } from './lib/catalog-sample';
import { postgresBuffers } from './lib/database-admin';
import { createClient, formatResult, type LoadResult, runClosedLoop } from './lib/load';
import { runOpenLoop } from './lib/open-loop';
import { databaseCpuMeter, treeCpuSeconds } from './lib/process-cpu';
import { catalogNames, longTailMix } from './lib/search-long-tail';
import { MIX_CATEGORIES, SEARCH_PATH, searchMix } from './lib/search-mix';

const args = readArgs({
  ...LOAD_OPTIONS,
  url: { type: 'string' },
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  port: { type: 'string' },
  'build-dir': { type: 'string' },
  cache: { type: 'string' },
  'cache-off-env': { type: 'string' },
  path: { type: 'string' },
  'log-level': { type: 'string' },
  out: { type: 'string' },
  mix: { type: 'string' },
  'long-tail-count': { type: 'string' },
  rate: { type: 'string' },
  prewarm: { type: 'boolean' },
});
const external = args.url as string | undefined;
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench';
const databaseUrl = args['database-url'] as string | undefined;
const concurrency = numberArg(args.concurrency, 20);
const durationMs = numberArg(args.duration, 30) * 1000;
const warmupMs = numberArg(args.warmup, 5) * 1000;
// --rate N: open loop, N searches a second arriving whatever the answers (bench/lib/open-loop.ts).
const rate = args.rate === undefined ? null : numberArg(args.rate, 0);
const path = (args.path as string | undefined) ?? SEARCH_PATH;
// The search module's switch for its result cache (see packages/api/src/search).
const cacheOffEnv = Object.fromEntries(
  ((args['cache-off-env'] as string | undefined) ?? 'SEARCH_CACHE=off')
    .split(',')
    .map((pair) => pair.split('=') as [string, string]),
);
const cacheModes = external
  ? ['as running']
  : ((args.cache as string | undefined) ?? 'both') === 'both'
    ? ['on', 'off']
    : [args.cache as string];

/** With --url the database may be held by that server: find the categories through search facets. */
async function discoverCategories(baseUrl: string): Promise<Map<string, string>> {
  const client = createClient(baseUrl, 1);
  const found = new Map<string, string>();
  for (const slug of MIX_CATEGORIES) {
    const name = resources.vi.catalog.categories[slug as keyof typeof resources.vi.catalog.categories];
    const answer = await client.get(`${SEARCH_PATH}?q=${encodeURIComponent(name)}`, true);
    const facets = (
      JSON.parse(answer.body ?? '{}') as {
        data?: { facets?: { categories?: Array<{ id: string; name: { vi: string } }> } };
      }
    ).data?.facets?.categories;
    const match = facets?.find((c) => c.name.vi === name);
    if (match) found.set(slug, match.id);
  }
  client.close();
  return found;
}

/** One request per search, printed: status, how many matches, the correction, the first result. */
async function preflight(baseUrl: string, requests: ReturnType<typeof searchMix>): Promise<string[]> {
  const client = createClient(baseUrl, 1);
  const lines: string[] = [];
  for (const r of requests) {
    const started = performance.now();
    const answer = await client.get(r.path, true);
    const ms = (performance.now() - started).toFixed(0);
    let summary = answer.body?.slice(0, 80) ?? '';
    try {
      const data = (JSON.parse(answer.body ?? '') as { data?: Record<string, unknown> }).data;
      if (data && 'items' in data) {
        const items = data.items as Array<{ name?: string }>;
        summary = `total ${data.total}${data.totalIsCapped ? '+' : ''}, ${items.length} items, sort ${data.sort}${
          data.correctedQuery ? `, corrected to "${data.correctedQuery}"` : ''
        }; first: ${items[0]?.name ?? '-'}`;
      }
    } catch {
      // Not JSON (another endpoint while the harness is tested): keep the raw start.
    }
    lines.push(`    ${r.label.padEnd(32)} ${answer.status} ${ms.padStart(5)} ms (cold)  ${summary}`);
  }
  client.close();
  return lines;
}

/**
 * The CPU a search costs, from /proc around the measured window: the server process and, on
 * PostgreSQL, the backends of the bench database. On a loaded machine throughput says how
 * much CPU the server got; CPU per search says what a search costs, whatever the load.
 */
function cpuWindow(pid: number | undefined) {
  let serverStart: number | null = null;
  let server: number | null = null;
  let readDatabase: (() => Promise<number | null>) | null = null;
  let database: number | null = null;
  return {
    start: async () => {
      serverStart = treeCpuSeconds(pid);
      readDatabase = databaseUrl ? await databaseCpuMeter(databaseUrl) : null;
    },
    end: async () => {
      const end = treeCpuSeconds(pid);
      if (serverStart !== null && end !== null) server = end - serverStart;
      database = readDatabase ? await readDatabase() : null;
    },
    line(result: LoadResult): string {
      const answered = Math.max(1, result.overall.count);
      const per = (seconds: number | null) =>
        seconds === null ? '-' : `${((1000 * seconds) / answered).toFixed(1)} ms`;
      const cores = (seconds: number | null) =>
        seconds === null ? '-' : `${((100 * seconds) / result.seconds).toFixed(0)}% of a core`;
      return `CPU per search: server ${per(server)} (${cores(server)})${
        databaseUrl ? `, database backends ${per(database)} (${cores(database)})` : ''
      }`;
    },
  };
}

async function main() {
  const results: Array<{ mode: string; result: LoadResult; note: string }> = [];
  const sample = external ? null : await sampleCatalog({ dataDir, databaseUrl }, 10);
  console.log(
    `search bench: ${rate ? `open loop, ${rate} searches/s over up to ${concurrency} connections` : `${concurrency} clients`}, ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up, on ${
      external ?? (databaseUrl ? `PostgreSQL ${databaseUrl}` : `PGlite ${dataDir}`)
    }${sample ? `, ${sample.productCount} listed products` : ''}`,
  );
  // --prewarm: the products table and its indexes read into PostgreSQL's shared buffers first.
  if (databaseUrl) console.log(await postgresBuffers(databaseUrl, args.prewarm === true));
  for (const mode of cacheModes) {
    const server = external
      ? null
      : await startServer({
          buildDir: (args['build-dir'] as string | undefined) ?? 'apps/web/build-bench',
          port: numberArg(args.port, 3970),
          dataDir,
          databaseUrl,
          logLevel: args['log-level'] as string | undefined,
          env: mode === 'off' ? cacheOffEnv : {},
        });
    try {
      const baseUrl = external ?? (server as { url: string }).url;
      const categories = sample?.categoryIdBySlug ?? (await discoverCategories(baseUrl));
      // --mix long-tail: many distinct searches from the catalog's own words (search-long-tail.ts).
      const requests =
        args.mix === 'long-tail'
          ? longTailMix(await catalogNames(baseUrl, path), numberArg(args['long-tail-count'], 2000), path)
          : searchMix(categories, path);
      console.log(
        `${requests.length} searches in the ${args.mix === 'long-tail' ? 'long-tail' : 'fixed'} mix`,
      );
      console.log(`\n[cache ${mode}] first answers:`);
      console.log((await preflight(baseUrl, requests.slice(0, 20))).join('\n'));
      const before = await machineNote();
      const cpu = cpuWindow(server?.pid);
      const load = {
        baseUrl,
        requests,
        concurrency,
        durationMs,
        warmupMs,
        onWindowStart: cpu.start,
        onWindowEnd: cpu.end,
      };
      const result = rate ? await runOpenLoop({ ...load, rate }) : await runClosedLoop(load);
      const note = `${before} -> load ${(await machineNote()).split('load ')[1]}`;
      const cpuNote = cpu.line(result);
      results.push({ mode, result, note: `${note}; ${cpuNote}` });
      console.log(`\n${formatResult(`[cache ${mode}] ${note}`, result)}\n  ${cpuNote}`);
    } finally {
      await server?.stop();
    }
  }
  console.log('\nsummary:');
  for (const { mode, result, note } of results) {
    const o = result.overall;
    const slowest = [...result.perLabel].sort((a, b) => b.p95 - a.p95).slice(0, 3);
    console.log(
      `  cache ${mode}: ${note.split('; ').at(-1)}; p50 ${o.p50.toFixed(1)} ms, p95 ${o.p95.toFixed(1)} ms, p99 ${o.p99.toFixed(1)} ms, max ${o.max.toFixed(0)} ms, ${result.throughput.toFixed(0)} req/s, ${o.errors} errors; slowest p95: ${slowest.map((s) => `${s.label} ${s.p95.toFixed(0)} ms`).join(', ')}`,
    );
  }
  if (args.out) writeFileSync(args.out as string, JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
