/**
 * Community feeds (decision 041): the "Dành cho bạn" first page for members following 500
 * accounts, at 20 concurrent clients, against a baseline measured in the same run.
 *
 *   npm run bench -- feeds --database-url postgres://postgres@127.0.0.1:5432/bench_feeds
 *   npm run bench -- feeds --data-dir /tmp/data-bench-feeds --posts 20000          (PGlite)
 *
 * Fills a fresh database (migrations as the server applies them) with `--members` members
 * (2,000), 50 shops, 20 readers each following 450 members and 50 shops (10,000 edges) and
 * 10,000 more follows among members (20,000 edges), `--posts` posts (100,000) over 60 days by
 * random members (10% as a shop) with long-tailed likes, replies, saves and shares, and the
 * home feeds fan-out would have written (400 newest per follower). Then runs each scenario
 * closed-loop with `--concurrency` clients (20) for `--seconds` (10) after a warm-up, through
 * the API in-process (session, routing, hydration, JSON; no HTTP socket), and prints p50 / p95
 * and requests per second. Also times one post's fan-out to its followers.
 */
import { resolve } from 'node:path';
import { loadConfig } from '@cho-dep/api/app/config';
import { createApi } from '@cho-dep/api/app/create-api';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { fanOutPost } from '@cho-dep/api/community/feeds/fan-out';
import { followingIds, latestIds } from '@cho-dep/api/community/feeds/time-feeds';
import { hydratePosts } from '@cho-dep/api/community/posts/post-view';
import { localUrlOf } from '@cho-dep/api/products/catalog/catalog-media';
import { insertTestShop } from '@cho-dep/api/testing/shop-fixtures';
import { signIn } from '@cho-dep/api/testing/user-fixtures';
import { type Database, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { machineNote, numberArg, readArgs } from './lib/args';
import { ensurePostgresDatabase } from './lib/database-admin';

const args = readArgs({
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  posts: { type: 'string' },
  members: { type: 'string' },
  concurrency: { type: 'string' },
  seconds: { type: 'string' },
});
const dataDir = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-feeds';
const databaseUrl = args['database-url'] as string | undefined;
const postCount = numberArg(args.posts, 100_000);
const memberCount = numberArg(args.members, 2_000);
const concurrency = numberArg(args.concurrency, 20);
const seconds = numberArg(args.seconds, 10);
const READERS = 20;
const SHOPS = 50;
const FOLLOWED_MEMBERS = 450;
const OTHER_EDGES = 10_000;

async function openTarget(): Promise<Database> {
  if (databaseUrl) {
    await ensurePostgresDatabase(databaseUrl);
    return openDatabase({ url: databaseUrl, max: concurrency });
  }
  return openDatabase({ dataDir: resolve(dataDir, 'pglite') });
}

async function prepare(db: Database['db']): Promise<void> {
  const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from posts`);
  if ((have?.n ?? 0) >= postCount * 0.9) return;
  const started = Date.now();
  await db.execute(sql`
    insert into users (email, email_verified, password_hash, full_name)
    select 'bench-member-' || g || '@bench.vn', true, 'not-used', 'Thành viên ' || g
    from generate_series(1, ${memberCount}) g`);
  await db.execute(sql`
    insert into users (email, email_verified, password_hash, full_name)
    select 'bench-reader-' || g || '@bench.vn', true, 'not-used', 'Người đọc ' || g
    from generate_series(1, ${READERS}) g`);
  for (let s = 0; s < SHOPS; s++) await insertTestShop(db, { name: `Shop bench ${s}` });
  await db.execute(sql`create table if not exists bench_members (n int primary key, id uuid not null)`);
  await db.execute(sql`
    insert into bench_members select row_number() over (order by id) - 1, id
    from users where email like 'bench-member-%'`);
  // Each reader follows 450 members and the 50 shops: 500 accounts.
  await db.execute(sql`
    insert into user_follows (follower_id, followee_id)
    select r.id, m.id from users r
    cross join lateral (select id from bench_members order by random() limit ${FOLLOWED_MEMBERS}) m
    where r.email like 'bench-reader-%'`);
  await db.execute(sql`
    insert into shop_follows (user_id, shop_id)
    select r.id, s.id from users r cross join shops s where r.email like 'bench-reader-%'`);
  await db.execute(sql`
    insert into user_follows (follower_id, followee_id)
    select a.id, b.id from generate_series(1, ${OTHER_EDGES}) g
    join bench_members a on a.n = (abs(hashtext('a' || g)) % ${memberCount})
    join bench_members b on b.n = (abs(hashtext('b' || g)) % ${memberCount})
    where a.id <> b.id on conflict do nothing`);
  await db.execute(sql`
    insert into community_profiles (user_id, follower_count, following_count)
    select u.id,
      (select count(*) from user_follows f where f.followee_id = u.id),
      (select count(*) from user_follows f where f.follower_id = u.id)
    from users u`);
  await db.execute(
    sql`update shops s set follower_count = (select count(*) from shop_follows sf where sf.shop_id = s.id)`,
  );
  // Posts: 90% by members, 10% by shops (their owners), over 60 days, long-tailed engagement.
  const batch = 20_000;
  for (let offset = 0; offset < postCount; offset += batch) {
    const n = Math.min(batch, postCount - offset);
    await db.execute(sql`
      with made as (select g, random() as r, random() as e from generate_series(1, ${n}) g),
      shop_list as (select row_number() over (order by id) - 1 as n, id, owner_user_id from shops)
      insert into posts (author_id, shop_id, kind, content, like_count, reply_count, save_count, share_count, created_at, updated_at)
      select coalesce(s.owner_user_id, m.id), s.id, 'question', 'Mix đồ bench #' || (${offset} + made.g),
        floor(power(made.e, 6) * 800)::int, floor(power(made.e, 6) * 80)::int,
        floor(power(made.e, 7) * 120)::int, floor(power(made.e, 8) * 40)::int,
        now() - random() * interval '60 days', now()
      from made
      join bench_members m on m.n = (abs(hashtext('p' || (${offset} + made.g))) % ${memberCount})
      left join shop_list s on made.r < 0.1 and s.n = (abs(hashtext('s' || made.g)) % ${SHOPS})`);
  }
  // Home feeds as fan-out would have left them: the 400 newest posts of each member's follows.
  await db.execute(sql`
    insert into home_feeds (user_id, built_at, read_at)
    select distinct follower_id, now(), now() from user_follows
    union select user_id, now(), now() from shop_follows
    on conflict do nothing`);
  await db.execute(sql`
    insert into home_feed_entries (user_id, post_id, created_at, reason)
    select user_id, post_id, created_at, reason from (
      select x.*, row_number() over (partition by x.user_id order by x.created_at desc NULLS LAST, x.post_id desc NULLS LAST) as rn
      from (
        select f.follower_id as user_id, p.id as post_id, p.created_at, 'member' as reason
        from user_follows f join posts p on p.author_id = f.followee_id
        union all
        select sf.user_id, p.id, p.created_at, 'shop'
        from shop_follows sf join posts p on p.shop_id = sf.shop_id
      ) x
    ) ranked where rn <= 400
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  console.log(`data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

interface Stats {
  p50: number;
  p95: number;
  rps: number;
  count: number;
  errors: number;
}

/** `concurrency` loops calling `run` back to back for `seconds` after a 2 s warm-up. */
async function load(run: (client: number) => Promise<boolean>): Promise<Stats> {
  const warmupEnd = Date.now() + 2000;
  const end = warmupEnd + seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (Date.now() < end) {
        const started = performance.now();
        const ok = await run(client).catch(() => false);
        const took = performance.now() - started;
        if (Date.now() > warmupEnd) {
          if (ok) times.push(took);
          else errors++;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), rps: times.length / seconds, count: times.length, errors };
}

function print(label: string, s: Stats) {
  console.log(
    `${label.padEnd(44)} p50 ${s.p50.toFixed(1).padStart(7)} ms  p95 ${s.p95.toFixed(1).padStart(7)} ms  ${s.rps
      .toFixed(1)
      .padStart(7)} req/s  (${s.count} ok, ${s.errors} failed)`,
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
    const { db } = database;
    await prepare(db);
    const api = createApi(ctx);
    const [counts] = await queryRows<{ posts: number; edges: number; entries: number }>(
      db,
      sql`select (select count(*) from posts)::int as posts,
            ((select count(*) from user_follows) + (select count(*) from shop_follows))::int as edges,
            (select count(*) from home_feed_entries)::int as entries`,
    );
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'} · posts ${counts?.posts} · follow edges ${counts?.edges} · home feed entries ${counts?.entries} · ${concurrency} clients · ${seconds} s each`,
    );
    console.log(await machineNote());
    const readers = await queryRows<{ id: string }>(
      db,
      sql`select id from users where email like 'bench-reader-%' order by email`,
    );
    const headers = await Promise.all(readers.map((r) => signIn(ctx, r.id)));
    const headersOf = (client: number) => headers[client % headers.length] ?? {};
    const ok = async (path: string, client: number | null) => {
      const res = await api.request(path, { headers: client === null ? {} : headersOf(client) });
      await res.text();
      return res.status === 200;
    };

    // Baseline: the newest 20 posts, hydrated the same way (no ranking, no follows); measured
    // first and last, since the load of a shared machine drifts during a run.
    const baseline = async (when: string) => {
      print(
        `baseline (${when}): latest 20 posts, hydrated`,
        await load(async () => {
          const page = await latestIds(db, new Date(), [], null, 20);
          await hydratePosts(
            db,
            null,
            page.items.map((i) => i.id),
            localUrlOf,
          );
          return true;
        }),
      );
      print(
        `baseline (${when}): latest 20 ids, query only`,
        await load(async () => {
          await latestIds(db, new Date(), [], null, 20);
          return true;
        }),
      );
    };
    await baseline('first');
    print(
      'for-you first page (member, 500 follows)',
      await load((c) => ok('/community/v1/feeds/for-you', c)),
    );
    const cursors = await Promise.all(
      headers.map(async (h) => {
        const res = await api.request('/community/v1/feeds/for-you', { headers: h });
        const body = (await res.json()) as { data: { nextCursor: string } };
        return body.data.nextCursor;
      }),
    );
    print(
      'for-you next page (cursor)',
      await load((c) => ok(`/community/v1/feeds/for-you?cursor=${cursors[c % cursors.length]}`, c)),
    );
    print('for-you first page (guest)', await load(() => ok('/community/v1/feeds/for-you', null)));
    print('following first page (home feed)', await load((c) => ok('/community/v1/feeds/following', c)));
    // The same page read directly (no session, routing or JSON), to compare with the merge below.
    print(
      'following from home feed (ids + hydrate)',
      await load(async (c) => {
        const reader = readers[c % readers.length]?.id ?? '';
        const page = await followingIds(db, reader, null, 20);
        await hydratePosts(
          db,
          reader,
          page.items.map((i) => i.id),
          localUrlOf,
        );
        return true;
      }),
    );
    // The alternative to fan-out on write: merge the 500 accounts' posts when reading.
    print(
      'following by read-time merge (ids + hydrate)',
      await load(async (c) => {
        const reader = readers[c % readers.length]?.id ?? '';
        const rows = await queryRows<{ id: string }>(
          db,
          sql`select p.id from posts p
            where p.status = 'published'
              and (p.author_id in (select followee_id from user_follows where follower_id = ${reader}::uuid)
                or p.shop_id in (select shop_id from shop_follows where user_id = ${reader}::uuid))
            order by p.created_at desc NULLS LAST, p.id desc NULLS LAST limit 21`,
        );
        await hydratePosts(
          db,
          reader,
          rows.map((r) => r.id),
          localUrlOf,
        );
        return true;
      }),
    );

    await baseline('last');

    // Fan-out cost: one post of the most followed member, written to every follower's feed.
    const [star] = await queryRows<{ id: string; n: number }>(
      db,
      sql`select user_id as id, follower_count as n from community_profiles order by follower_count desc limit 1`,
    );
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        const [post] = await queryRows<{ id: string; created_at: Date }>(
          tx,
          sql`insert into posts (author_id, content) values (${star?.id}::uuid, 'bench fan-out') returning id, created_at`,
        );
        if (post)
          await fanOutPost(tx, {
            id: post.id,
            authorId: star?.id ?? '',
            shopId: null,
            createdAt: new Date(),
          });
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `publish + fan-out to ${star?.n} followers             median ${(times[7] ?? 0).toFixed(1)} ms  worst ${(times.at(-1) ?? 0).toFixed(1)} ms`,
    );
  } finally {
    await closeAppContext(ctx);
  }
}

await main();
