/**
 * Benchmark catalog generator: N products with Vietnamese names, brands (shops), colour x
 * size variants with their own stock and price, attributes, long-tail sold counts and
 * ratings, sale prices, free shipping, VN and KO shops, over the real category tree.
 *
 *   npm run bench -- generate --count 100000 --data-dir /tmp/data-bench          (PGlite)
 *   npm run bench -- generate --count 1000000 --url postgres://postgres@127.0.0.1:5432/bench
 *
 * The database is prepared exactly as the server does it (createAppContext migrates,
 * startBackground syncs categories and seeds the demo catalog, whose pictures the bench
 * products reuse: nothing is rendered here). Products are loaded with COPY in batches, with
 * the migrations' indexes and triggers in place, then ANALYZEd.
 */
import { resolve } from 'node:path';
import { loadConfig } from '@cho-dep/api/app/config';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { startBackground } from '@cho-dep/api/app/start-background';
import { categories } from '@cho-dep/api/products/catalog/categories.tables';
import { CATEGORY_TREE } from '@cho-dep/api/products/catalog/category-tree';
import type { ShopForProducts, SubCategoryRef } from '@cho-dep/api/seed/build-demo-products';
import { seededRandom } from '@cho-dep/api/seed/seeded-random';
import { type Database, openDatabase, pgliteExtensions } from '@cho-dep/db/client';
import { lockDataDir } from '@cho-dep/db/data-dir-lock';
import { queryRows } from '@cho-dep/db/rows';
import { appMeta } from '@cho-dep/db/schema/app-meta.tables';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { machineNote, numberArg, readArgs } from './lib/args';
import { type BatchContext, type BenchBatch, buildBatch } from './lib/bench-products';
import { benchShops, productsPerShop } from './lib/bench-shops';
import { type BulkCopier, pgliteCopier, postgresCopier } from './lib/bulk-copy';
import { IMAGE_COLUMNS, OPTION_COLUMNS, PRODUCT_COLUMNS, VARIANT_COLUMNS } from './lib/copy-columns';
import { databaseSize, diskSize, ensurePostgresDatabase } from './lib/database-admin';
import { insertBenchShops } from './lib/insert-bench-shops';
import { refreshSearchVocabularyIfPresent } from './lib/search-vocabulary';

const args = readArgs({
  count: { type: 'string' },
  'data-dir': { type: 'string' },
  url: { type: 'string' },
  seed: { type: 'string' },
  shops: { type: 'string' },
  batch: { type: 'string' },
  'no-demo': { type: 'boolean' },
  parallel: { type: 'string' },
});
const count = numberArg(args.count, 10_000);
const url = (args.url as string | undefined) ?? process.env.DATABASE_URL ?? '';
const dataDir = resolve((args['data-dir'] as string | undefined) ?? process.env.DATA_DIR ?? './data-bench');
const seed = numberArg(args.seed, 20_260_303);
// --count 0 only prepares the database, ANALYZEs and refreshes the search vocabulary.
const shopCount =
  count === 0 ? 0 : numberArg(args.shops, Math.max(20, Math.min(2000, Math.round(count / 500))));
const batchSize = numberArg(args.batch, 2000);
const demo = !args['no-demo'];
const parallel = url ? numberArg(args.parallel, 2) : 1;

const t0 = performance.now();
const timings: Record<string, number> = {};
const lap = (() => {
  let last = t0;
  return (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - last);
    last = now;
  };
})();

async function openTarget(): Promise<{ database: Database; copier: BulkCopier; close: () => Promise<void> }> {
  if (url) {
    await ensurePostgresDatabase(url);
    const database = await openDatabase({ url, max: 2 });
    const client = postgres(url, { max: parallel, onnotice: () => {} });
    return { database, copier: postgresCopier(client), close: () => client.end({ timeout: 5 }) };
  }
  // Our own PGlite handle (the app's lock and extensions) so COPY can read from a Blob.
  const pgliteDir = resolve(dataDir, 'pglite');
  const unlock = lockDataDir(pgliteDir);
  const client = await PGlite.create({ dataDir: pgliteDir, extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  return { database, copier: pgliteCopier(client), close: async () => unlock() };
}

async function main() {
  console.log(`bench generate: ${count} products, ${shopCount} shops, on ${url ? url : `PGlite ${dataDir}`}`);
  console.log(`  started ${await machineNote()}`);
  const target = await openTarget();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Benchmarks run the local demo: gateways and carriers are the simulators (decision 015).
    PAYMENT_SIMULATOR: 'on',
    CARRIER_SIMULATOR: 'on',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SEED_DEMO: demo ? 'true' : 'false',
  });
  const ctx = await createAppContext(config, { database: target.database });
  const { db } = ctx.database;
  lap('migrate');
  // What the server does at start: administrative units, categories, the demo catalog.
  const stopBackground = await startBackground(ctx);
  await stopBackground();
  lap('demoSeed');

  const random = seededRandom(seed);
  const now = new Date();
  const runTag = now.getTime().toString(36);
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories);
  const idBySlug = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const subBySlug = new Map<string, SubCategoryRef>();
  CATEGORY_TREE.flatMap((top) => top.children).forEach((node, index) => {
    const id = idBySlug.get(node.slug);
    if (id) subBySlug.set(node.slug, { id, shape: node.shape, index });
  });
  const imageKeys = new Map<string, string[]>();
  const keyRows = await queryRows<{ image_key: string }>(
    db,
    sql`select distinct image_key from product_images where image_key like 'catalog/products/%'`,
  );
  for (const { image_key: key } of keyRows) {
    const shape = key.slice(key.lastIndexOf('/') + 1).split('-')[0] ?? '';
    imageKeys.set(shape, [...(imageKeys.get(shape) ?? []), key]);
  }

  // Shops (approved before any product, so the insert triggers list the products) and owners.
  const plannedShops = benchShops(random, shopCount, runTag);
  const shopIds = await insertBenchShops(db, plannedShops, { random, now, runTag, idBySlug });
  lap('shops');

  // Products in batches; building the next batch overlaps the database loading the last one.
  const perShop = productsPerShop(shopCount, count);
  const ratings = new Map<string, { sum: number; count: number }>();
  const batchCtx: BatchContext = {
    random,
    subBySlug,
    now,
    imageKeys,
    nextSerial: Number.parseInt(crypto.randomUUID().slice(0, 8), 16) % (2 ** 32 - count - 1),
  };
  const rowCounts = { products: 0, variants: 0, options: 0, images: 0 };
  // PostgreSQL loads on `parallel` connections (its backend, not Node, is the bottleneck:
  // triggers, folded columns and three GIN indexes per row); PGlite has one connection.
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  let shopIndex = 0;
  let reported = 0;
  const load = async (batch: BenchBatch) => {
    await target.copier.copy('products', PRODUCT_COLUMNS, batch.products);
    await target.copier.copy('product_variants', VARIANT_COLUMNS, batch.variants);
    await target.copier.copy('product_options', OPTION_COLUMNS, batch.options);
    await target.copier.copy('product_images', IMAGE_COLUMNS, batch.images);
  };
  while (done < count) {
    const plans: ShopForProducts[] = [];
    let planned = 0;
    while (planned < batchSize && shopIndex < shopCount) {
      const left = perShop[shopIndex] ?? 0;
      const take = Math.min(left, batchSize - planned);
      const shop = plannedShops[shopIndex];
      if (take > 0 && shop) {
        plans.push({ id: shopIds[shopIndex] as string, spec: shop.spec, count: take, leadingStatuses: [] });
        planned += take;
      }
      perShop[shopIndex] = left - take;
      if (left - take === 0) shopIndex++;
    }
    if (planned === 0) break;
    const batch = buildBatch(batchCtx, plans);
    for (const p of batch.products) {
      if (p.status !== 'approved' || !p.ratingCount) continue;
      const r = ratings.get(p.shopId) ?? { sum: 0, count: 0 };
      r.sum += (p.ratingAvg ?? 0) * p.ratingCount;
      r.count += p.ratingCount;
      ratings.set(p.shopId, r);
    }
    rowCounts.products += batch.products.length;
    rowCounts.variants += batch.variants.length;
    rowCounts.options += batch.options.length;
    rowCounts.images += batch.images.length;
    while (inFlight.size >= parallel) await Promise.race(inFlight);
    const loading = load(batch).finally(() => inFlight.delete(loading));
    inFlight.add(loading);
    // Let the COPY start streaming before the next batch is built.
    await new Promise((r) => setImmediate(r));
    done += planned;
    if (done - reported >= count / 20 || done === count) {
      reported = done;
      const s = (performance.now() - t0 - Object.values(timings).reduce((a, b) => a + b, 0)) / 1000;
      console.log(`  ${done} products (${Math.round(done / s)}/s)`);
    }
  }
  await Promise.all(inFlight);
  lap('products');

  // Shop ratings: their approved products' ratings, weighted by count (as the demo seed does).
  const entries = [...ratings.entries()];
  for (let i = 0; i < entries.length; i += 500) {
    const values = entries
      .slice(i, i + 500)
      .map(
        ([id, r]) =>
          sql`(${id}::uuid, ${Math.round((r.sum / r.count) * 100) / 100}::numeric, ${r.count}::int)`,
      );
    await db.execute(
      sql`update shops s set rating_avg = v.avg, rating_count = v.c
          from (values ${sql.join(values, sql`, `)}) as v(id, avg, c) where s.id = v.id`,
    );
  }
  lap('shopRatings');

  // VACUUM too: a bulk load leaves the visibility map unset, so index-only scans would still
  // visit the table until autovacuum passes; production tables are vacuumed.
  await ctx.database.exec('VACUUM ANALYZE');
  lap('analyze');
  const vocabulary = await refreshSearchVocabularyIfPresent(ctx);
  lap('searchVocabulary');

  await db
    .insert(appMeta)
    .values({
      key: `bench_run_${runTag}`,
      value: { at: now.toISOString(), products: count, shops: shopCount, seed, rows: rowCounts },
    })
    .onConflictDoNothing();
  const [totals] = await queryRows<{ products: number; listed: number; ko: number }>(
    db,
    sql`select count(*)::int as products, count(*) filter (where listed)::int as listed,
               count(*) filter (where listed and shop_country = 'KO')::int as ko from products`,
  );
  const size = await databaseSize(ctx.database);
  await closeAppContext(ctx);
  await target.close();
  const totalMs = Math.round(performance.now() - t0);
  const loadSeconds = ((timings.products ?? 0) + (timings.shops ?? 0)) / 1000;

  console.log(`\nbench generate done ${await machineNote()}`);
  console.log(`  rows inserted: ${JSON.stringify(rowCounts)}`);
  console.log(
    `  products in database: ${totals?.products} (listed ${totals?.listed}, of them KO ${totals?.ko})`,
  );
  console.log(`  search vocabulary: ${vocabulary}`);
  console.log(`  timings (ms): ${JSON.stringify(timings)}; total ${totalMs}`);
  if (count > 0)
    console.log(`  bench products loaded at ${Math.round(rowCounts.products / loadSeconds)} products/s`);
  console.log(
    `  database size: ${size}${url ? '' : `; PGlite directory on disk ${diskSize(resolve(dataDir, 'pglite'))}`}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
