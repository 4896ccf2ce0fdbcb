/**
 * Pages for signed-out visitors from the page cache against GET /healthz, 20 closed-loop
 * clients: the server is started without the cache (PAGE_CACHE=off, the baseline) and then
 * with it, and in each run /healthz and the pages (product, home, category, search) are
 * measured one after the other, so their ratio holds on a noisy machine; the server's CPU per
 * answer gives a second, steadier ratio.
 *
 *   npm run bench -- page-cache --data-dir /tmp/data-bench-page-cache --build-dir apps/web/build-bench-page-cache
 *   npm run bench -- page-cache ... --env REDIS_URL=redis://127.0.0.1:6379/3
 *   npm run bench -- page-cache ... --accept-encoding gzip
 */
import { LOAD_OPTIONS, machineNote, numberArg, readArgs } from './lib/args';
import { type RunningServer, startServer } from './lib/bench-server';
import { sampleCatalog } from './lib/catalog-sample';
import { type BenchRequest, formatResult, runClosedLoop } from './lib/load';
import { processCpuSeconds } from './lib/server-cpu';

const args = readArgs({
  ...LOAD_OPTIONS,
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  port: { type: 'string' },
  'build-dir': { type: 'string' },
  env: { type: 'string' },
  'accept-encoding': { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench';
const databaseUrl = args['database-url'] as string | undefined;
const concurrency = numberArg(args.concurrency, 20);
const durationMs = numberArg(args.duration, 15) * 1000;
const warmupMs = numberArg(args.warmup, 3) * 1000;
// `--accept-encoding gzip` (or br) asks for compressed pages, as browsers and CDNs do.
const acceptEncoding = args['accept-encoding'] as string | undefined;
const HTML = {
  accept: 'text/html,application/xhtml+xml',
  ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
};

/**
 * Requests per second, and the server's CPU per answer from the end of the warm-up: on a busy
 * machine the first falls with the load while the second stays put, so the ratio of the CPU
 * figures is the steadier estimate of how cached pages compare with /healthz.
 */
async function measure(
  server: RunningServer,
  title: string,
  requests: BenchRequest[],
): Promise<{ throughput: number; cpuMs: number | null }> {
  const before = await machineNote();
  let cpuAtStart: number | null = null;
  const warm = setTimeout(() => {
    cpuAtStart = processCpuSeconds(server.pid);
  }, warmupMs);
  const result = await runClosedLoop({
    baseUrl: server.url,
    requests,
    concurrency,
    durationMs,
    warmupMs,
    headers: HTML,
  });
  clearTimeout(warm);
  const cpuAtEnd = processCpuSeconds(server.pid);
  const cpuMs =
    cpuAtStart === null || cpuAtEnd === null ? null : (1000 * (cpuAtEnd - cpuAtStart)) / result.overall.count;
  console.log(formatResult(`${title}: ${before}`, result));
  console.log(`  server CPU per answer: ${cpuMs === null ? '-' : `${cpuMs.toFixed(2)} ms`}`);
  return { throughput: result.throughput, cpuMs };
}

async function main() {
  const sample = await sampleCatalog({ dataDir, databaseUrl }, 40);
  const category = [...sample.categoryIdBySlug.values()][0];
  const pages: BenchRequest[] = [
    ...sample.productIds.map((id) => ({ label: 'product', path: `/san-pham/${id}` })),
    { label: 'home', path: '/' },
    { label: 'category', path: category ? `/nganh-hang/${category}` : '/nganh-hang' },
    { label: 'search', path: '/tim-kiem?q=ao' },
  ];
  const extraEnv = Object.fromEntries(
    ((args.env as string | undefined) ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cache of ['off', 'on']) {
    const server = await startServer({
      buildDir: (args['build-dir'] as string | undefined) ?? 'apps/web/build-bench',
      port: numberArg(args.port, 4030),
      dataDir,
      databaseUrl,
      env: { ...extraEnv, PAGE_CACHE: cache },
    });
    try {
      const health = await measure(server, `page cache ${cache}, /healthz`, [
        { label: 'healthz', path: '/healthz' },
      ]);
      const served = await measure(server, `page cache ${cache}, pages`, pages);
      const byCpu =
        health.cpuMs !== null && served.cpuMs
          ? `, ${((100 * health.cpuMs) / served.cpuMs).toFixed(0)}% by CPU per answer`
          : '';
      console.log(
        `page cache ${cache}: pages at ${((100 * served.throughput) / health.throughput).toFixed(0)}% of /healthz's throughput${byCpu}`,
      );
    } finally {
      await server.stop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
