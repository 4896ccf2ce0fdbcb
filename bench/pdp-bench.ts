/**
 * Product detail page: the server-rendered HTML of GET /san-pham/{id} at 50 closed-loop
 * clients over a fixed set of product ids (half best sellers, half a spread over the catalog),
 * after a warm-up. Reports requests/s and p50 / p95 / p99. When the product route does not
 * exist yet (it answers 404) the home page '/' is measured instead, and the output says so.
 *
 *   npm run bench -- pdp --data-dir /tmp/data-bench
 *   npm run bench -- pdp --database-url postgres://postgres@127.0.0.1:5432/bench --data-dir /tmp/data-bench-pg
 */
import { LOAD_OPTIONS, machineNote, numberArg, readArgs, SERVER_OPTIONS } from './lib/args';
import { startServer } from './lib/bench-server';
import { sampleCatalog } from './lib/catalog-sample';
import { type BenchRequest, createClient, formatResult, runClosedLoop } from './lib/load';

const args = readArgs({
  ...SERVER_OPTIONS,
  ...LOAD_OPTIONS,
  products: { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench';
const databaseUrl = args['database-url'] as string | undefined;
const concurrency = numberArg(args.concurrency, 50);
const durationMs = numberArg(args.duration, 30) * 1000;
const warmupMs = numberArg(args.warmup, 5) * 1000;
const HTML = { accept: 'text/html,application/xhtml+xml' };

async function main() {
  // Product ids come from the database (before the server takes the PGlite directory).
  const sample = await sampleCatalog({ dataDir, databaseUrl }, numberArg(args.products, 400));
  const extraEnv = Object.fromEntries(
    ((args.env as string | undefined) ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const server = args.url
    ? null
    : await startServer({
        buildDir: (args['build-dir'] as string | undefined) ?? 'apps/web/build-bench',
        port: numberArg(args.port, 3971),
        dataDir,
        databaseUrl,
        logLevel: args['log-level'] as string | undefined,
        // It measures rendering: without the page cache unless `--env PAGE_CACHE=on` says so.
        env: { PAGE_CACHE: 'off', ...extraEnv },
      });
  try {
    const baseUrl = (args.url as string | undefined) ?? (server as { url: string }).url;
    const probe = createClient(baseUrl, 1, HTML);
    const first = sample.productIds[0] ?? '00000000-0000-0000-0000-000000000000';
    const answer = await probe.get(`/san-pham/${first}`, true);
    let requests: BenchRequest[];
    let what: string;
    if (answer.status === 200) {
      requests = sample.productIds.map((id) => ({
        label: sample.bestSellerIds.has(id) ? 'best sellers' : 'sampled across the table',
        path: `/san-pham/${id}`,
      }));
      what = `/san-pham/{id} over ${requests.length} products`;
    } else {
      requests = [{ label: 'home page', path: '/' }];
      what = `home page '/' (GET /san-pham/${first} answered ${answer.status}: product page not built yet)`;
    }
    const html = await probe.get(requests[0]?.path ?? '/', true);
    probe.close();
    console.log(
      `pdp bench: ${what}; ${concurrency} clients, ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up; ${sample.productCount} listed products; first page ${html.status}, ${(html.bytes / 1024).toFixed(0)} KB of HTML`,
    );
    const before = await machineNote();
    const result = await runClosedLoop({
      baseUrl,
      requests,
      concurrency,
      durationMs,
      warmupMs,
      headers: HTML,
    });
    // Best sellers and products sampled across the table, apart, so a slow kind shows.
    console.log(formatResult(`${before} -> load ${(await machineNote()).split('load ')[1]}`, result));
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
