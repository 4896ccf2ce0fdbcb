/**
 * Add-to-cart and checkout: N closed-loop guest buyers (50), each with its own
 * cookies, looping over the whole purchase as the web checkout sends it:
 *   add_to_cart  POST /api/v1/mobile/carts            one unit of a random sampled variant
 *   select_all   PUT  /api/v1/mobile/carts/selection   { is_selected: true }
 *   quote        POST /api/v1/mobile/checkout/quote    cart source, typed address, COD
 *   place_order  POST /api/v1/mobile/checkout/orders   Idempotency-Key, expectedTotal from the quote
 * for `--duration` seconds (30) after `--warmup` seconds (5). Reports orders/s and p50 / p95 /
 * p99 per step, and every error by step, status and code, with samples.
 *
 *   npm run bench -- checkout                                        (PGlite, /tmp/data-bench-checkout)
 *   npm run bench -- checkout --database-url postgres://postgres@127.0.0.1:5432/bench_checkout
 *
 * Before the server starts, the script prepares the database as the server would (migrations,
 * administrative units, categories, the demo catalog: SEED_DEMO on, also on PostgreSQL) and
 * adds `--stock` units (100,000) to every sampled variant and as many uses to every running
 * voucher (and a budget for them), so the run never sells out or runs out of a voucher: the
 * figure is the cost of a checkout, not of a refusal. Variants of products in a promotion
 * program are left out (program units and per-buyer limits would run out mid-run). Every
 * sampled variant is quoted once (express) before measuring; those the quote refuses are
 * dropped and counted.
 *
 * `--rate 100` makes it an open loop: checkouts start at that rate, each taken by a free buyer
 * (one due while all fifty are busy waits for one, and its whole-checkout time counts from when
 * it was due), as shoppers arrive at a shop; the closed loop measures how many a second the
 * server can take, the open loop how long each waits at a given rate.
 *
 * Several configurations in one run, so their figures share the machine's load:
 * `--build-dir a,b` (a build of the code before and one after) and `--web-concurrency 1,2`
 * (server processes, decision 057) measure every build with every process count in turn and
 * print one summary line each at the end. `--env K=V,K2=V2` adds to the server's environment
 * (REDIS_URL, which several processes need); `--profile DIR` runs it under `node --cpu-prof`.
 * The CPU line counts the server's processes together and, on PostgreSQL, the backends of the
 * bench database (both halves of a checkout's cost on a 2-core machine).
 */
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import { adminWards } from '@cho-dep/api/addresses/admin-units.tables';
import { loadConfig } from '@cho-dep/api/app/config';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { startBackground } from '@cho-dep/api/app/start-background';
import { orders } from '@cho-dep/api/orders/orders.tables';
import { products, productVariants } from '@cho-dep/api/products/catalog/products.tables';
import { type Database, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { LOAD_OPTIONS, machineNote, numberArg, readArgs, SERVER_OPTIONS } from './lib/args';
import { startServer } from './lib/bench-server';
import { BuyerSession } from './lib/buyer-session';
import { type Address, failureOf, runBuyers } from './lib/checkout-buyers';
import { ensurePostgresDatabase } from './lib/database-admin';
import type { LabelStats } from './lib/load';
import { migrationDrift } from './lib/migration-drift';
import { databaseCpuMeter, treeCpuSeconds } from './lib/process-cpu';

const args = readArgs({
  ...SERVER_OPTIONS,
  ...LOAD_OPTIONS,
  variants: { type: 'string' },
  stock: { type: 'string' },
  province: { type: 'string' },
  email: { type: 'boolean' },
  'web-concurrency': { type: 'string' },
  rate: { type: 'string' },
  profile: { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-checkout';
const databaseUrl = args['database-url'] as string | undefined;
const concurrency = numberArg(args.concurrency, 50);
/** `--rate 100`: checkouts start at 100 a second (open loop) instead of back to back. */
const rate = args.rate === undefined ? undefined : numberArg(args.rate, 100);
const durationMs = numberArg(args.duration, 30) * 1000;
const warmupMs = numberArg(args.warmup, 5) * 1000;
const variantCount = numberArg(args.variants, 200);
const extraStock = numberArg(args.stock, 100_000);
/** The buyers' province: Hồ Chí Minh City, so most demo shops (Hà Nội) ship across regions. */
const province = (args.province as string | undefined) ?? '79';
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';

/** `--env REDIS_URL=redis://127.0.0.1:6379/11,SESSION_CACHE=off`: more for the server's environment. */
const extraEnv: Record<string, string> = Object.fromEntries(
  ((args.env as string | undefined) ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const profileDir = args.profile as string | undefined;

interface Prepared {
  variantIds: string[];
  productCount: number;
  listedProducts: number;
  ward: string;
}

async function openTarget(): Promise<Database> {
  if (databaseUrl) {
    await ensurePostgresDatabase(databaseUrl);
    return openDatabase({ url: databaseUrl, max: 2 });
  }
  return openDatabase({ dataDir: resolve(dataDir, 'pglite') });
}

/**
 * What the server does on its first start (so a fresh directory or database works), then the
 * sample and the stock. Runs while no server holds the PGlite directory.
 */
async function prepare(): Promise<Prepared> {
  const database = await openTarget();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Benchmarks run the local demo: gateways and carriers are the simulators (decision 015).
    PAYMENT_SIMULATOR: 'on',
    CARRIER_SIMULATOR: 'on',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
  });
  const ctx = await createAppContext(config, { database });
  try {
    const drift = await migrationDrift(database);
    if (drift.length > 0) {
      console.warn(
        `WARNING: migrations changed after this database applied them: ${drift.join(', ')}. Use a fresh --data-dir / database.`,
      );
    }
    // Administrative units, categories, the demo catalog (once per database).
    await (await startBackground(ctx))();
    const { db } = ctx.database;
    // A deterministic sample (the same rows every run) of buyable variants outside promotions.
    const sampled = await queryRows<{ variant_id: string; product_id: string }>(
      db,
      sql`select v.id as variant_id, v.product_id
          from product_variants v join products p on p.id = v.product_id
          where p.listed and v.is_active and v.stock > 0
            and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
          order by md5(v.id::text) limit ${variantCount}`,
    );
    const variantIds = sampled.map((r) => r.variant_id);
    if (variantIds.length === 0) throw new Error('no buyable variant in this database');
    const perProduct = new Map<string, number>();
    for (const r of sampled) perProduct.set(r.product_id, (perProduct.get(r.product_id) ?? 0) + 1);
    await db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${extraStock}` })
        .where(inArray(productVariants.id, variantIds));
      // products.stock is the roll-up of its variants: keep it in step.
      for (const [productId, n] of perProduct) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${extraStock * n}` })
          .where(eq(products.id, productId));
      }
      // The best vouchers are applied to every order: like the stock, their uses and budgets
      // must not run out during the run (a database reused run after run would otherwise answer
      // VOUCHER_UNAVAILABLE or PRICE_CHANGED once the demo vouchers are used up).
      await tx.execute(sql`
        update vouchers set
          usage_limit = case when usage_limit is null then null else used_count + ${extraStock} end,
          budget = case when budget is null then null else budget_used + ${extraStock}::bigint * 1000000 end
        where ends_at > now() and ended_at is null`);
    });
    const [ward] = await db
      .select({ code: adminWards.code })
      .from(adminWards)
      .where(eq(adminWards.provinceCode, province))
      .orderBy(asc(adminWards.code))
      .limit(1);
    if (!ward) throw new Error(`no ward in province ${province}`);
    const [listed] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products where listed`,
    );
    return { variantIds, productCount: perProduct.size, listedProducts: listed?.n ?? 0, ward: ward.code };
  } finally {
    await closeAppContext(ctx);
  }
}

/** Orders written since `since`, read after the server stopped (PGlite allows one process). */
async function ordersSince(since: Date): Promise<number> {
  const database = databaseUrl
    ? await openDatabase({ url: databaseUrl, max: 1 })
    : await openDatabase({ dataDir: resolve(dataDir, 'pglite') });
  try {
    const [row] = await database.db.select({ n: count() }).from(orders).where(gte(orders.createdAt, since));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

function row(s: LabelStats): string {
  return `    ${s.label.padEnd(26)} ${String(s.count).padStart(6)} ${String(s.errors).padStart(7)} ${ms(s.p50).padStart(6)} ${ms(s.p95).padStart(6)} ${ms(s.p99).padStart(6)} ${ms(s.max).padStart(6)} ${ms(s.mean).padStart(6)}`;
}

/** Every sampled variant quoted once (express): what the quote refuses is dropped, and said. */
async function buyableVariants(baseUrl: URL, agent: Agent, prepared: Prepared, address: Address) {
  const probe = new BuyerSession(baseUrl, agent);
  const guest = await probe.send('POST', '/community/v1/user/request-guest-user');
  if (guest.status !== 201) throw new Error(`guest request answered ${failureOf(guest)}`);
  const buyable: string[] = [];
  const dropped = new Map<string, number>();
  const queue = [...prepared.variantIds];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const q = await probe.send('POST', '/api/v1/mobile/checkout/quote', {
          source: 'express',
          items: [{ variantId: id, quantity: 1 }],
          address,
          paymentMethod: 'CASH',
        });
        const problem =
          q.status !== 200 ? failureOf(q) : (q.body?.data?.problems?.[0]?.code as string | undefined);
        if (problem) dropped.set(problem, (dropped.get(problem) ?? 0) + 1);
        else buyable.push(id);
      }
    }),
  );
  const droppedNote = dropped.size
    ? `; dropped by the quote: ${[...dropped].map(([c, n]) => `${c} x${n}`).join(', ')}`
    : '';
  return { buyable, droppedNote };
}

/** One server configuration measured: started, warmed up, measured, stopped, checked. */
async function measureRun(prepared: Prepared, buildDir: string, processes: string | undefined) {
  const label = `${engine}, ${buildDir.replace(/^apps\/web\//, '')}${processes ? `, WEB_CONCURRENCY=${processes}` : ''}`;
  const server = args.url
    ? null
    : await startServer({
        buildDir,
        port: numberArg(args.port, 3975),
        dataDir,
        databaseUrl,
        logLevel: args['log-level'] as string | undefined,
        env: {
          ...extraEnv,
          ...(processes ? { WEB_CONCURRENCY: processes } : {}),
          ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
        },
      });
  const baseUrl = new URL((args.url as string | undefined) ?? (server as { url: string }).url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency + 4, maxFreeSockets: concurrency + 4 });
  const address: Address = {
    name: 'Khách Đo Tải',
    phone: '0901234567',
    country: 'VN',
    city: province,
    ward: prepared.ward,
    specificAddress: '45 Lê Lợi',
  };
  const runStarted = new Date();
  try {
    const { buyable, droppedNote } = await buyableVariants(baseUrl, agent, prepared, address);
    console.log(
      `\n${label}: ${concurrency} guest buyers${rate ? `, checkouts starting at ${rate} a second` : ''}, ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up; ${buyable.length} of ${prepared.variantIds.length} sampled variants buyable (${prepared.productCount} products of ${prepared.listedProducts} listed)${droppedNote}; COD to ${province}/${prepared.ward}`,
    );
    if (buyable.length === 0)
      throw new Error('no sampled variant can be bought: see the quote problems above');
    const before = await machineNote();
    let serverCpuStart: number | null = null;
    let serverCpu = Number.NaN;
    let readDatabaseCpu: (() => Promise<number | null>) | null = null;
    let databaseCpu: number | null = null;
    const ownCpuStart = process.cpuUsage();
    const result = await runBuyers({
      baseUrl,
      agent,
      concurrency,
      warmupMs,
      durationMs,
      variantIds: buyable,
      address,
      email: Boolean(args.email),
      rate,
      onWindowStart: async () => {
        serverCpuStart = treeCpuSeconds(server?.pid);
        readDatabaseCpu = databaseUrl ? await databaseCpuMeter(databaseUrl) : null;
      },
      onWindowEnd: async () => {
        const end = treeCpuSeconds(server?.pid);
        if (serverCpuStart !== null && end !== null) serverCpu = end - serverCpuStart;
        databaseCpu = readDatabaseCpu ? await readDatabaseCpu() : null;
      },
    });
    const ownCpu = process.cpuUsage(ownCpuStart);
    const after = (await machineNote()).split('load ')[1];
    const { seconds, placedOrders, placedCheckouts, stats, errors, samples } = result;
    const errorTotal = [...errors.values()].reduce((a, b) => a + b, 0);
    const serverErrors = [...errors].filter(([key]) => / 5\d\d /.test(key) || /network/.test(key));
    const ordersPerSecond = placedOrders / seconds;
    const p95 = (s: string) => ms(stats.find((x) => x.label === s)?.p95 ?? Number.NaN);
    console.log(`${before} -> load ${after}`);
    console.log(
      `  ${placedOrders} orders (${placedCheckouts} checkouts) in ${seconds.toFixed(1)} s = ${ordersPerSecond.toFixed(1)} orders/s; errors ${errorTotal}, of them 5xx / network ${serverErrors.reduce((a, [, n]) => a + n, 0)}`,
    );
    const perCheckout = (cpu: number) =>
      `${((1000 * cpu) / Math.max(1, placedCheckouts)).toFixed(1)} ms per checkout`;
    const cpuLine = (name: string, cpu: number | null) =>
      cpu === null || Number.isNaN(cpu)
        ? ''
        : `${name} ${((100 * cpu) / seconds).toFixed(0)}% of a core, ${perCheckout(cpu)}; `;
    console.log(
      `  CPU in the window: ${cpuLine('server (all processes)', serverCpu)}${cpuLine('database backends', databaseCpu)}load generator ${((100 * (ownCpu.user + ownCpu.system)) / 1e6 / seconds).toFixed(0)}% of a core`,
    );
    console.log('  step (ms)                   count  errors    p50    p95    p99    max   mean');
    for (const s of stats) console.log(row(s));
    if (errors.size) {
      console.log('  errors by step, status and code:');
      for (const [key, n] of [...errors].sort((a, b) => b[1] - a[1])) {
        console.log(`    ${key} x${n}\n      e.g. ${samples.get(key)}`);
      }
    }
    if (serverErrors.length)
      console.log(`  5xx answers are bugs: see the server log /tmp/bench-server-*.log`);
    await server?.stop();
    if (server) {
      // Every 200 from place_order is an order in the database, and nothing else is.
      const written = await ordersSince(runStarted);
      console.log(
        `  orders in the database since the start: ${written}; answered 200 (warm-up and tail included): ${result.ordersAll}${written === result.ordersAll ? '' : '  <-- MISMATCH'}`,
      );
    }
    const cpuNote = Number.isNaN(serverCpu) ? '' : `; server CPU ${perCheckout(serverCpu)}`;
    return `checkout, ${concurrency} buyers${rate ? ` at ${rate}/s` : ''}, ${label}: ${ordersPerSecond.toFixed(1)} orders/s, errors ${errorTotal}; p95 add_to_cart ${p95('add_to_cart')} ms, quote ${p95('quote')} ms, place_order ${p95('place_order')} ms${cpuNote} (load ${before.split('load ')[1]?.split(' ')[0]} -> ${after?.split(' ')[0]})`;
  } finally {
    agent.destroy();
    await server?.stop();
  }
}

async function main() {
  const where = databaseUrl ?? `PGlite ${dataDir}`;
  console.log(`checkout bench on ${where}: preparing (migrations, demo catalog, +${extraStock} stock)`);
  const prepared = await prepare();
  const buildDirs = ((args['build-dir'] as string | undefined) ?? 'apps/web/build-bench').split(',');
  const processList = ((args['web-concurrency'] as string | undefined) ?? '').split(',');
  const lines: string[] = [];
  // Every build with every process count, one after the other in this run: same machine, same load.
  for (const buildDir of buildDirs) {
    for (const processes of processList)
      lines.push(await measureRun(prepared, buildDir, processes || undefined));
  }
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
