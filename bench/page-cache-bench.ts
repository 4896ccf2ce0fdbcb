/**
 * Pages for signed-out visitors from the page cache against GET /healthz, 20 closed-loop
 * clients: the server is started without the cache (PAGE_CACHE=off, the baseline) and then
 * with it, and in each run /healthz and the pages (product, home, category, search) are
 * measured one after the other, so their ratio holds on a noisy machine.
 *
 *   npm run bench -- page-cache --data-dir /tmp/data-bench-page-cache --build-dir apps/web/build-bench-page-cache
 *   npm run bench -- page-cache ... --env REDIS_URL=redis://127.0.0.1:6379/3
 */
import { machineNote, numberArg, readArgs } from './lib/args';
import { startServer } from './lib/bench-server';
import { sampleCatalog } from './lib/catalog-sample';
import { type BenchRequest, formatResult, runClosedLoop } from './lib/load';

const args = readArgs({
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  port: { type: 'string' },
  'build-dir': { type: 'string' },
  concurrency: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  env: { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench';
const databaseUrl = args['database-url'] as string | undefined;
const concurrency = numberArg(args.concurrency, 20);
const durationMs = numberArg(args.duration, 15) * 1000;
const warmupMs = numberArg(args.warmup, 3) * 1000;
const HTML = { accept: 'text/html,application/xhtml+xml' };

async function measure(baseUrl: string, title: string, requests: BenchRequest[]): Promise<number> {
  const before = await machineNote();
  const result = await runClosedLoop({ baseUrl, requests, concurrency, durationMs, warmupMs, headers: HTML });
  console.log(formatResult(`${title}: ${before}`, result));
  return result.throughput;
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
      const health = await measure(server.url, `page cache ${cache}, /healthz`, [
        { label: 'healthz', path: '/healthz' },
      ]);
      const served = await measure(server.url, `page cache ${cache}, pages`, pages);
      console.log(
        `page cache ${cache}: pages at ${((100 * served) / health).toFixed(0)}% of /healthz's throughput`,
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
