/**
 * Seller analytics (decisions 024 and 059): how long the dashboard, the reports (30 and 365
 * days, by day and by month) and the performance page take for one big shop. The reports read
 * the shops' daily sales (rebuilt from the generated orders), the performance page the orders.
 *
 *   npm run bench -- analytics --database-url postgres://postgres@127.0.0.1:5432/bench_analytics
 *   npm run bench -- analytics --data-dir /tmp/data-bench-analytics          (PGlite)
 *
 * Fills a fresh database (migrations as the server applies them) with one measured shop of
 * `--orders` orders (100,000) over 400 days, `--noise` orders (200,000) of 20 other shops, 1–3
 * lines per order, mixed stages (8% cancelled, 3% awaiting an online payment), buyers among
 * 20,000 guests, 200 products with a views row per product per day. Then runs every query
 * `--runs` times (7) after one warm-up and prints the median and the worst.
 */
import { resolve } from 'node:path';
import { loadAnalyticsOverview } from '@cho-dep/api/analytics/analytics-queries';
import { rebuildDailySales } from '@cho-dep/api/analytics/daily-sales';
import { loadSellerDashboard, loadSellerPerformance } from '@cho-dep/api/analytics/dashboard-queries';
import { loadConfig } from '@cho-dep/api/app/config';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { localUrlOf } from '@cho-dep/api/products/catalog/catalog-media';
import { insertTestCategory } from '@cho-dep/api/testing/catalog-fixtures';
import { insertDetailedProduct } from '@cho-dep/api/testing/product-fixtures';
import { insertTestShop } from '@cho-dep/api/testing/shop-fixtures';
import { type Database, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { machineNote, numberArg, readArgs } from './lib/args';
import { ensurePostgresDatabase } from './lib/database-admin';

const args = readArgs({
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  orders: { type: 'string' },
  noise: { type: 'string' },
  runs: { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-analytics';
const databaseUrl = args['database-url'] as string | undefined;
const orderCount = numberArg(args.orders, 100_000);
const noiseCount = numberArg(args.noise, 200_000);
const runs = numberArg(args.runs, 7);
const NOW = new Date('2026-11-21T05:00:00Z');
const DAYS = 400;

async function openTarget(): Promise<Database> {
  if (databaseUrl) {
    await ensurePostgresDatabase(databaseUrl);
    return openDatabase({ url: databaseUrl, max: 4 });
  }
  return openDatabase({ dataDir: resolve(dataDir, 'pglite') });
}

/** Orders of one shop, spread over DAYS days before NOW, with lines and a little history. */
async function insertOrders(db: Database['db'], shopId: string, count: number, checkoutId: string) {
  const products = await queryRows<{ id: string; variant: string }>(
    db,
    sql`select p.id, (select v.id from product_variants v where v.product_id = p.id limit 1) as variant
        from products p where p.shop_id = ${shopId}`,
  );
  const productArray = `{${products.map((p) => p.id).join(',')}}`;
  const variantArray = `{${products.map((p) => p.variant).join(',')}}`;
  const batch = 20_000;
  for (let offset = 0; offset < count; offset += batch) {
    const n = Math.min(batch, count - offset);
    await db.execute(sql`
      with made as (
        select gen_random_uuid() as id, g,
          ${NOW.toISOString()}::timestamptz - (random() * ${DAYS} * interval '1 day') as at,
          random() as r
        from generate_series(1, ${n}) g
      )
      insert into orders (id, code, checkout_id, shop_id, guest_id, status, payment_status, payment_method,
        shipping_method, recipient, pickup, goods_total, shipping_fee, shop_discount, platform_discount,
        shipping_discount, total, created_at, updated_at, paid_at, cancelled_by)
      select m.id, 'B' || replace(m.id::text, '-', ''), ${checkoutId}::uuid, ${shopId}::uuid,
        (select id from bench_guests where n = (abs(hashtext(m.id::text)) % 20000)),
        case when m.r < 0.08 then 'cancelled' when m.r < 0.11 then 'pending' when m.r < 0.15 then 'awaiting_confirmation'
             when m.r < 0.2 then 'shipping' when m.r < 0.23 then 'return_refund' else 'delivered' end,
        case when m.r < 0.11 then 'unpaid' else 'cod' end,
        case when m.r < 0.11 then 'VNPAYQR' else 'CASH' end,
        'ghn', '{}'::jsonb, '{}'::jsonb,
        (100000 + floor(random() * 900) * 1000)::bigint, 30000,
        case when random() < 0.3 then 20000 else 0 end, 0, 0, 0, m.at, m.at,
        null, case when m.r < 0.08 then 'seller' end
      from made m`);
  }
  await db.execute(sql`
    insert into order_items (order_id, product_id, variant_id, product_name, variant_label, quantity,
      original_price, unit_price, line_total, seller_revenue)
    select o.id, (${productArray}::uuid[])[1 + (abs(hashtext(o.id::text || k::text)) % ${products.length})],
      (${variantArray}::uuid[])[1 + (abs(hashtext(o.id::text || k::text)) % ${products.length})],
      'Sản phẩm', 'Đen, M', 1 + (k % 2), 150000, 150000, 150000, o.goods_total - o.shop_discount
    from orders o cross join generate_series(1, 1 + (abs(hashtext(o.id::text)) % 3)) k
    where o.shop_id = ${shopId}`);
  await db.execute(sql`
    insert into order_history (order_id, status, status_id, actor, action_time)
    select o.id, 'shipping', 4, 'carrier', o.created_at + (random() * 8 * interval '1 day')
    from orders o where o.shop_id = ${shopId} and o.status in ('shipping', 'delivered', 'return_refund')`);
  await db.execute(sql`
    insert into product_daily_views (product_id, shop_id, day, views)
    select p.id, p.shop_id, (${NOW.toISOString()}::timestamptz - d * interval '1 day')::date, (random() * 60)::int
    from products p cross join generate_series(0, ${DAYS}) d where p.shop_id = ${shopId}
    on conflict do nothing`);
}

async function prepare(database: Database) {
  const { db } = database;
  const [existing] = await queryRows<{ id: string; n: number }>(
    db,
    sql`select shop_id as id, count(*)::int as n from orders group by shop_id order by 2 desc limit 1`,
  );
  if (existing && existing.n >= orderCount * 0.9) return existing.id;
  const started = Date.now();
  const category = await insertTestCategory(db);
  await db.execute(sql`
    insert into guests (token_hash, expires_at) select 'bench-' || g, now() + interval '1 year' from generate_series(1, 20000) g`);
  await db.execute(sql`create table if not exists bench_guests (n int primary key, id uuid not null)`);
  await db.execute(
    sql`insert into bench_guests select (row_number() over ()) - 1, id from guests where token_hash like 'bench-%'`,
  );
  const shopIds: string[] = [];
  for (let s = 0; s < 21; s++) {
    const shop = await insertTestShop(db, { name: `Bench analytics ${s}` });
    shopIds.push(shop.id);
    for (let p = 0; p < (s === 0 ? 200 : 10); p++) {
      await insertDetailedProduct(db, {
        shopId: shop.id,
        categoryId: category.id,
        name: `Áo thun bench ${s}-${p}`,
        variants: [{ colour: 'Đen', size: 'M', stock: 100, price: 150_000 }],
      });
    }
  }
  const [owner] = await queryRows<{ id: string }>(db, sql`select id from users limit 1`);
  const [checkout] = await queryRows<{ id: string }>(
    db,
    sql`insert into checkouts (user_id, owner_key, idempotency_key, request_hash, payment_method, goods_total,
          shipping_total, shop_discount, platform_discount, shipping_discount, total_payment)
        values (${owner?.id}::uuid, 'bench', 'bench', 'bench', 'CASH', 0, 0, 0, 0, 0, 0) returning id`,
  );
  const [measured, ...others] = shopIds as [string, ...string[]];
  await insertOrders(db, measured, orderCount, checkout?.id as string);
  for (const other of others)
    await insertOrders(db, other, Math.round(noiseCount / others.length), checkout?.id as string);
  // The orders went in by SQL, around the order service that keeps the shops' daily sales.
  await rebuildDailySales(db);
  // Index-only scans need the visibility map, as autovacuum keeps it in production.
  await db.execute(sql`vacuum analyze`);
  console.log(`data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return measured;
}

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(34)} median ${median.toFixed(1).padStart(7)} ms   worst ${(times.at(-1) ?? 0).toFixed(1).padStart(7)} ms`,
  );
}

async function main() {
  const database = await openTarget();
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
  const ctx = await createAppContext(config, { database });
  try {
    const shopId = await prepare(database);
    const { db } = database;
    const [counts] = await queryRows<{ shop: number; all: number }>(
      db,
      sql`select count(*) filter (where shop_id = ${shopId})::int as shop, count(*)::int as all from orders`,
    );
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'} · shop orders ${counts?.shop} · all orders ${counts?.all}`,
    );
    console.log(await machineNote());
    const overview = (
      choice: Parameters<typeof loadAnalyticsOverview>[1]['choice'],
      granularity: 'day' | 'month',
    ) => loadAnalyticsOverview(db, { shopId, choice, granularity, now: NOW, urlOf: localUrlOf });
    await time('dashboard', () => loadSellerDashboard(db, shopId, NOW));
    await time('overview last 30 days by day', () => overview({ preset: 'last30' }, 'day'));
    await time('overview 365 days by day', () => overview({ from: '2025-11-22', to: '2026-11-21' }, 'day'));
    await time('overview 365 days by month', () =>
      overview({ from: '2025-11-22', to: '2026-11-21' }, 'month'),
    );
    await time('performance last 30 days', () =>
      loadSellerPerformance(db, shopId, { preset: 'last30' }, NOW),
    );
    await time('performance 365 days', () =>
      loadSellerPerformance(db, shopId, { from: '2025-11-22', to: '2026-11-21' }, NOW),
    );
  } finally {
    await closeAppContext(ctx);
  }
}

await main();
