/**
 * Lighthouse (default mobile preset: Moto G class device, simulated slow 4G and 4x CPU
 * slowdown) on the home page, a category, a product, search and the cart, against the built
 * server. The cart is a guest's with one item: the bench adds the best seller's first variant
 * through the API and gives Lighthouse that guest's cookie (for the cart page only).
 * Before the runs it prints, from the build itself, the compressed JavaScript each route loads
 * on a first visit (bench/lib/route-js-size.ts, the figure the unit suite holds under budget).
 * Reports the performance score (median of --runs), the main metrics, and the JavaScript per
 * route: bytes transferred as served, and the gzip / brotli size of the same files (what a
 * compressing server or CDN would send). Chromium is the system one; no network is used.
 *
 *   npm run bench -- lighthouse --data-dir /tmp/data-bench
 *   npm run bench -- lighthouse --only home,product --runs 5
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineNote, numberArg, readArgs } from './lib/args';
import { startServer } from './lib/bench-server';
import { sampleCatalog } from './lib/catalog-sample';
import { startCompressingProxy } from './lib/compressing-proxy';
import { routeJsSizes } from './lib/route-js-size';

const args = readArgs({
  url: { type: 'string' },
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  port: { type: 'string' },
  'build-dir': { type: 'string' },
  runs: { type: 'string' },
  category: { type: 'string' },
  'log-level': { type: 'string' },
  mode: { type: 'string' },
  only: { type: 'string' },
});
// 'served': as the server answers; 'compressed': through a local compressing proxy (what a
// CDN or nginx in front would send); 'both' (default).
const mode = (args.mode as string | undefined) ?? 'both';
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench';
const databaseUrl = args['database-url'] as string | undefined;
const runs = numberArg(args.runs, 3);
const categorySlug = (args.category as string | undefined) ?? 'nu';
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface RouteFigures {
  route: string;
  status: number;
  score?: number;
  scores?: number[];
  metrics?: Record<string, number>;
  scripts?: number;
  jsTransferred?: number;
  jsUncompressed?: number;
  jsGzip?: number;
  jsBrotli?: number;
  cssTransferred?: number;
  totalTransferred?: number;
  benchmarkIndex?: number;
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function compressedSizes(urls: string[]): Promise<{ gzip: number; brotli: number }> {
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli };
}

/** A guest with the product's first variant in the cart: the cookie that names that guest. */
async function guestWithCart(baseUrl: string, productId: string): Promise<string> {
  const product = (await (await fetch(`${baseUrl}/api/v1/public/products/${productId}`)).json()) as {
    data?: { variants?: { id: string }[] };
  };
  const variantId = product.data?.variants?.[0]?.id;
  if (!variantId) throw new Error(`product ${productId} has no variant to put in the cart`);
  const guest = await fetch(`${baseUrl}/community/v1/user/request-guest-user`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (guest.status !== 201) throw new Error(`guest request: HTTP ${guest.status} ${await guest.text()}`);
  const cookie = guest.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('the guest request set no cookie');
  const answer = await fetch(`${baseUrl}/api/v1/mobile/carts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: JSON.stringify({ variantId, quantity: 1 }),
  });
  if (!answer.ok) throw new Error(`add to cart: HTTP ${answer.status} ${await answer.text()}`);
  return cookie;
}

async function measure(baseUrl: string, route: string, port: number, cookie?: string): Promise<RouteFigures> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const status = (await fetch(`${baseUrl}${route}`, { headers })).status;
  if (status !== 200) return { route, status };
  const figures: RouteFigures = { route, status, scores: [] };
  const metricRuns: Record<string, number[]> = {};
  let failures = 0;
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${baseUrl}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${route}`);
    if (lhr.runtimeError) {
      // On a loaded machine Chrome sometimes loses the trace (NO_NAVSTART): that run says
      // nothing about the page, so it is run again, twice at most, and the retry is printed.
      const reason = `${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (++failures > 2) throw new Error(reason);
      console.log(`  (run again after ${reason})`);
      run--;
      continue;
    }
    figures.scores?.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    figures.benchmarkIndex = lhr.environment.benchmarkIndex;
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      const value = lhr.audits[id]?.numericValue;
      if (value !== undefined) metricRuns[id] = [...(metricRuns[id] ?? []), value];
    }
    if (run === 0) {
      const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const scripts = items.filter((item) => item.resourceType === 'Script');
      figures.cssTransferred = items
        .filter((item) => item.resourceType === 'Stylesheet')
        .reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
      figures.totalTransferred = items.reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
      figures.scripts = scripts.length;
      figures.jsTransferred = scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
      figures.jsUncompressed = scripts.reduce((sum, s) => sum + (s.resourceSize ?? 0), 0);
      const sizes = await compressedSizes(scripts.map((s) => s.url));
      figures.jsGzip = sizes.gzip;
      figures.jsBrotli = sizes.brotli;
    }
  }
  figures.score = median(figures.scores ?? []);
  figures.metrics = Object.fromEntries(
    Object.entries(metricRuns).map(([id, values]) => [id, median(values)]),
  );
  return figures;
}

const CART = '/gio-hang';

/** The build's own figure (no browser): compressed JS of a first visit to each measured page. */
function printRouteJs(clientDir: string) {
  const pages = {
    '/': 'routes/home',
    category: 'routes/storefront/category-page',
    product: 'routes/product/product-page',
    search: 'routes/search/search-page',
    cart: 'routes/cart/cart-page',
  };
  console.log(
    `JS of a first visit, from ${clientDir} (entry, root, page, their imports, the parts of the vi texts they name):`,
  );
  for (const [name, sizes] of Object.entries(pages).map(
    ([name, id]) => [name, routeJsSizes(clientDir, [id])[0]] as const,
  )) {
    console.log(
      `  ${name}: ${sizes?.files.length} files, ${kb(sizes?.raw)} raw, gzip ${kb(sizes?.gzip)}, brotli ${kb(sizes?.brotli)}`,
    );
  }
}

async function main() {
  const sample = await sampleCatalog({ dataDir, databaseUrl }, 2);
  const categoryId = sample.categoryIdBySlug.get(categorySlug);
  const productId = sample.productIds[0];
  const named: Record<string, string> = {
    home: '/',
    category: `/nganh-hang/${categoryId}`,
    product: `/san-pham/${productId}`,
    search: '/tim-kiem?q=ao',
    cart: CART,
  };
  // `--only home,product`: some of the pages (all five by default).
  const only = (args.only as string | undefined)?.split(',');
  const routes = Object.entries(named)
    .filter(([name]) => !only || only.includes(name))
    .map(([, route]) => route);
  const buildDir = (args['build-dir'] as string | undefined) ?? 'apps/web/build-bench';
  printRouteJs(`${buildDir}/client`);
  const server = args.url
    ? null
    : await startServer({
        buildDir,
        port: numberArg(args.port, 3972),
        dataDir,
        databaseUrl,
        logLevel: args['log-level'] as string | undefined,
      });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const proxy =
    mode === 'served'
      ? null
      : await startCompressingProxy((args.url as string | undefined) ?? (server as { url: string }).url);
  try {
    const served = (args.url as string | undefined) ?? (server as { url: string }).url;
    const targets = [
      ...(mode === 'compressed' ? [] : [{ name: 'as served', url: served }]),
      ...(proxy ? [{ name: 'through a compressing proxy (br/gzip)', url: proxy.url }] : []),
    ];
    for (const target of targets) {
      console.log(`\nlighthouse (mobile preset, median of ${runs}) ${target.name}; ${await machineNote()}`);
      const cartCookie = await guestWithCart(target.url, productId as string);
      for (const route of routes) {
        const f = await measure(target.url, route, chrome.port, route === CART ? cartCookie : undefined);
        if (f.status !== 200) {
          console.log(`  ${route}: HTTP ${f.status}${f.status === 404 ? ' (route not built yet)' : ''}`);
          continue;
        }
        const m = f.metrics ?? {};
        console.log(
          `  ${route}: score ${f.score} (runs ${f.scores?.join(', ')})\n` +
            `    JS ${f.scripts} files: transferred ${kb(f.jsTransferred)} (uncompressed ${kb(f.jsUncompressed)}, gzip -9 ${kb(f.jsGzip)}, brotli 11 ${kb(f.jsBrotli)}); CSS transferred ${kb(f.cssTransferred)}; page total ${kb(f.totalTransferred)}\n` +
            `    FCP ${m['first-contentful-paint']?.toFixed(0)} ms, LCP ${m['largest-contentful-paint']?.toFixed(0)} ms, TBT ${m['total-blocking-time']?.toFixed(0)} ms, CLS ${m['cumulative-layout-shift']?.toFixed(3)}, SI ${m['speed-index']?.toFixed(0)} ms; CPU benchmark index ${f.benchmarkIndex}`,
        );
      }
    }
    console.log(`done ${await machineNote()}`);
  } finally {
    chrome.kill();
    await proxy?.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
