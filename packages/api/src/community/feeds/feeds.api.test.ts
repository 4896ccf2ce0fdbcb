import { encodeForYouCursor, encodeTimeCursor } from '@cho-dep/core/community/feed-cursor';
import { FAN_OUT_MAX_FOLLOWERS, popularityScore } from '@cho-dep/core/community/feed-rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../accounts/users.tables';
import { shopFollows } from '../../follows/follows.tables';
import { insertTestShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { posts } from '../posts/posts.tables';
import { communityProfiles, userFollows } from '../walls/walls.tables';
import { removeFromFeeds } from './fan-out';
import { publishTestPost } from './feed-fixtures';
import { feedSessions, homeFeedEntries, homeFeeds } from './feeds.tables';
import { popularIds } from './for-you-feed';

interface FeedPage {
  items: { id: string; author: { id: string } }[];
  nextCursor: string | null;
  measurementsMissing?: boolean;
}
interface Answer {
  data?: FeedPage;
  error?: { code: string };
}

const HOUR = 3_600_000;

describe('community feeds', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => t.ctx.database.db;

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Answer };
  };

  /** Reads a feed to its end, running `between` after each page. */
  const readAll = async (path: string, headers: Record<string, string>, between?: () => Promise<void>) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pageNo = 0; pageNo < 50; pageNo += 1) {
      const sep = path.includes('?') ? '&' : '?';
      const page = await get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path, headers);
      expect(page.status).toBe(200);
      seen.push(...(page.body.data?.items.map((item) => item.id) ?? []));
      cursor = page.body.data?.nextCursor ?? null;
      if (!cursor) return seen;
      await between?.();
    }
    throw new Error('feed did not end');
  };

  const follow = (followerId: string, followeeId: string) =>
    db().insert(userFollows).values({ followerId, followeeId });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('following: home feed written at post time, pages with posts arriving between them, no duplicate or gap', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const author = await insertSignedInUser(t.ctx);
    const stranger = await insertSignedInUser(t.ctx);
    await follow(reader.userId, author.userId);
    // The reader opens the feed once: from now on it is written when their followees post.
    expect((await get('/community/v1/feeds/following', reader.headers)).body.data?.items).toEqual([]);
    const start = Date.now() - 48 * HOUR;
    const before: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      before.push(await publishTestPost(db(), author.userId, { createdAt: new Date(start + i * 60_000) }));
    }
    await publishTestPost(db(), stranger.userId);
    const [written] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(homeFeedEntries)
      .where(eq(homeFeedEntries.userId, reader.userId));
    expect(written?.n).toBe(45);

    const arriving: string[] = [];
    const seen = await readAll('/community/v1/feeds/following', reader.headers, async () => {
      arriving.push(await publishTestPost(db(), author.userId));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...before].reverse());
    expect(seen.some((id) => arriving.includes(id))).toBe(false);
    // A new first page starts with what arrived meanwhile, newest first.
    const fresh = await get('/community/v1/feeds/following', reader.headers);
    expect(fresh.body.data?.items.slice(0, arriving.length).map((p) => p.id)).toEqual(
      [...arriving].reverse(),
    );
  });

  it('following: a removed post leaves every feed', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const author = await insertSignedInUser(t.ctx);
    await follow(reader.userId, author.userId);
    await get('/community/v1/feeds/following', reader.headers);
    const kept = await publishTestPost(db(), author.userId);
    const removed = await publishTestPost(db(), author.userId);
    await db().transaction(async (tx) => {
      await tx.update(posts).set({ status: 'removed', removedReason: 'spam' }).where(eq(posts.id, removed));
      await removeFromFeeds(tx, removed);
    });
    const page = await get('/community/v1/feeds/following', reader.headers);
    expect(page.body.data?.items.map((p) => p.id)).toEqual([kept]);
  });

  it('following: accounts with a huge following are merged at read time, not fanned out', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const star = await insertSignedInUser(t.ctx);
    const friend = await insertSignedInUser(t.ctx);
    await follow(reader.userId, star.userId);
    await follow(reader.userId, friend.userId);
    await db()
      .insert(communityProfiles)
      .values({ userId: star.userId, followerCount: FAN_OUT_MAX_FOLLOWERS + 1 });
    await get('/community/v1/feeds/following', reader.headers);
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push(await publishTestPost(db(), i % 2 === 0 ? star.userId : friend.userId));
    }
    const starRows = await db()
      .select()
      .from(homeFeedEntries)
      .innerJoin(posts, eq(posts.id, homeFeedEntries.postId))
      .where(and(eq(homeFeedEntries.userId, reader.userId), eq(posts.authorId, star.userId)));
    expect(starRows).toHaveLength(0);
    const seen = await readAll('/community/v1/feeds/following', reader.headers);
    expect(seen).toEqual([...ids].reverse());
  });

  it('following: a member away for weeks is not written to, and gets the feed rebuilt on return', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const author = await insertSignedInUser(t.ctx);
    const shop = await insertTestShop(db(), { name: 'Shop Bé Na' });
    await follow(reader.userId, author.userId);
    await db().insert(shopFollows).values({ userId: reader.userId, shopId: shop.id });
    const longAgo = new Date(Date.now() - 30 * 24 * HOUR);
    await db().insert(homeFeeds).values({ userId: reader.userId, builtAt: longAgo, readAt: longAgo });
    const byAuthor = await publishTestPost(db(), author.userId);
    const byShop = await publishTestPost(db(), shop.ownerUserId, { shopId: shop.id });
    const written = await db()
      .select()
      .from(homeFeedEntries)
      .where(eq(homeFeedEntries.userId, reader.userId));
    expect(written).toHaveLength(0);
    const page = await get('/community/v1/feeds/following', reader.headers);
    expect(page.body.data?.items.map((p) => p.id)).toEqual([byShop, byAuthor]);
  });

  it('following a shop shows its posts at once; unfollowing takes them out', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const shop = await insertTestShop(db(), { name: 'Shop Mới Theo' });
    const byShop = await publishTestPost(db(), shop.ownerUserId, { shopId: shop.id });
    await get('/community/v1/feeds/following', reader.headers);
    const follow = await t.api.request(`/api/v1/mobile/shops/${shop.id}/follow`, {
      method: 'PUT',
      headers: reader.headers,
    });
    expect(follow.status).toBe(200);
    const page = await get('/community/v1/feeds/following', reader.headers);
    expect(page.body.data?.items.map((p) => p.id)).toEqual([byShop]);
    await t.api.request(`/api/v1/mobile/shops/${shop.id}/follow`, {
      method: 'DELETE',
      headers: reader.headers,
    });
    expect((await get('/community/v1/feeds/following', reader.headers)).body.data?.items).toEqual([]);
  });

  it('for-you: followed accounts first, then popular by engagement and age; stable while posts and likes arrive', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const friend = await insertSignedInUser(t.ctx);
    const others = await insertSignedInUser(t.ctx);
    await follow(reader.userId, friend.userId);
    await get('/community/v1/feeds/following', reader.headers);
    const friendPost = await publishTestPost(db(), friend.userId, {
      createdAt: new Date(Date.now() - 5 * HOUR),
    });
    const viral = await publishTestPost(db(), others.userId, {
      createdAt: new Date(Date.now() - 2 * HOUR),
      likeCount: 500,
    });
    for (let i = 0; i < 40; i += 1) {
      await publishTestPost(db(), others.userId, {
        createdAt: new Date(Date.now() - (i + 1) * 10 * 60_000),
        likeCount: i,
      });
    }
    const first = await get('/community/v1/feeds/for-you', reader.headers);
    const ids = first.body.data?.items.map((p) => p.id) ?? [];
    expect(ids[0]).toBe(friendPost);
    expect(ids[1]).toBe(viral);

    const [countRow] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(eq(posts.status, 'published'));
    const arrived: string[] = [];
    const seen = [...ids];
    let cursor = first.body.data?.nextCursor ?? null;
    while (cursor) {
      // Between pages: new posts, and likes that would reorder a live ranking.
      arrived.push(await publishTestPost(db(), others.userId, { likeCount: 10_000 }));
      await db()
        .update(posts)
        .set({ likeCount: sql`${posts.likeCount} + 1000` })
        .where(sql`${posts.id} IN (SELECT id FROM posts ORDER BY random() LIMIT 10)`);
      const page = await get(`/community/v1/feeds/for-you?cursor=${cursor}`, reader.headers);
      expect(page.status).toBe(200);
      seen.push(...(page.body.data?.items.map((p) => p.id) ?? []));
      cursor = page.body.data?.nextCursor ?? null;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(countRow?.n);
    expect(seen.some((id) => arrived.includes(id))).toBe(false);
  });

  it('for-you: guests get the popular part; one ranking serves every first page of the minute', async () => {
    const rankings = async () => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(feedSessions)
        .where(isNull(feedSessions.userId));
      return row?.n ?? 0;
    };
    t.advance(61_000);
    const page = await get('/community/v1/feeds/for-you');
    expect(page.status).toBe(200);
    expect(page.body.data?.items.length).toBeGreaterThan(0);
    const stored = await rankings();
    const again = await get('/community/v1/feeds/for-you');
    expect(again.body.data?.items.map((p) => p.id)).toEqual(page.body.data?.items.map((p) => p.id));
    expect(await rankings()).toBe(stored);
    t.advance(61_000);
    await get('/community/v1/feeds/for-you');
    expect(await rankings()).toBe(stored + 1);
  });

  it('ranks in the database as the core score does', async () => {
    const now = new Date();
    const ranked = await popularIds(db(), now, [], 1000);
    const rows = await db().select().from(posts).where(sql`${posts.id} IN ${ranked}`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const scores = ranked.map((id) => {
      const row = byId.get(id);
      if (!row) throw new Error('ranked post missing');
      return popularityScore(row, (now.getTime() - row.createdAt.getTime()) / HOUR);
    });
    for (let i = 1; i < scores.length; i += 1) {
      expect(scores[i - 1] ?? 0).toBeGreaterThanOrEqual((scores[i] ?? 0) - 1e-9);
    }
  });

  it('hashtag: newest first, paged without duplicates while tagged posts arrive; #Tag and #tag are one', async () => {
    const author = await insertSignedInUser(t.ctx);
    const tagged: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      tagged.push(
        await publishTestPost(db(), author.userId, {
          tags: ['áo_dài'],
          createdAt: new Date(Date.now() - HOUR + i * 1000),
        }),
      );
    }
    await publishTestPost(db(), author.userId, { tags: ['đầm'] });
    const seen = await readAll(
      `/community/v1/feeds/hashtag/${encodeURIComponent('#Áo_Dài')}`,
      {},
      async () => {
        await publishTestPost(db(), author.userId, { tags: ['áo_dài'] });
      },
    );
    expect(seen).toEqual([...tagged].reverse());
  });

  it('similar-body: only figures their owners share, within the window and the same shape', async () => {
    const viewer = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 160, weight: 50 } });
    await db().insert(communityProfiles).values({ userId: viewer.userId, bodyShape: 'pear' });
    const shown = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 162, weight: 52 } });
    await db()
      .insert(communityProfiles)
      .values({ userId: shown.userId, showMeasurements: true, bodyShape: 'pear', showBodyShape: true });
    const hidden = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 160, weight: 50 } });
    const onPost = await insertSignedInUser(t.ctx);
    const a = await publishTestPost(db(), shown.userId);
    await publishTestPost(db(), hidden.userId);
    const b = await publishTestPost(db(), onPost.userId, { heightCm: 158, weightKg: 47 });
    await publishTestPost(db(), onPost.userId, { heightCm: 158, weightKg: 47, bodyShape: 'apple' });
    await publishTestPost(db(), onPost.userId, { heightCm: 170, weightKg: 50 });
    await publishTestPost(db(), viewer.userId, { heightCm: 160, weightKg: 50 });
    const page = await get('/community/v1/feeds/similar-body', viewer.headers);
    expect(page.body.data?.items.map((p) => p.id)).toEqual([b, a]);

    const noFigures = await insertSignedInUser(t.ctx);
    const empty = await get('/community/v1/feeds/similar-body', noFigures.headers);
    expect(empty.body.data).toEqual({ items: [], nextCursor: null, measurementsMissing: true });
  });

  it('refuses cursors it did not hand out with a 400, never a 500', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const other = await insertSignedInUser(t.ctx);
    const someone = '0b7c6a3e-58f4-4e0e-9a55-2f4a0a1c9d11';
    const timeCursor = encodeTimeCursor({ createdAt: new Date().toISOString(), id: someone });
    const otherSession = (await get('/community/v1/feeds/for-you', other.headers)).body.data?.nextCursor;
    expect(otherSession).toBeTruthy();
    const cases: [string, string][] = [
      ['/community/v1/feeds/for-you', 'garbage!'],
      ['/community/v1/feeds/for-you', timeCursor],
      ['/community/v1/feeds/for-you', encodeForYouCursor({ s: someone, o: 20 })],
      ['/community/v1/feeds/for-you', otherSession ?? ''],
      ['/community/v1/feeds/following', 'eyJ2IjoxfQ'],
      ['/community/v1/feeds/following', encodeForYouCursor({ s: someone, o: 0 })],
      ['/community/v1/feeds/hashtag/ao', '%%%'],
      ['/community/v1/feeds/similar-body', 'x'.repeat(600)],
    ];
    for (const [path, cursor] of cases) {
      const res = await get(`${path}?cursor=${encodeURIComponent(cursor)}`, reader.headers);
      expect(res.status, `${path} ${cursor}`).toBe(400);
    }
    expect((await get('/community/v1/feeds/following')).status).toBe(401);
    expect((await get('/community/v1/feeds/similar-body')).status).toBe(401);
  });

  it('a deleted account’s posts leave the feeds', async () => {
    const reader = await insertSignedInUser(t.ctx);
    const author = await insertSignedInUser(t.ctx);
    await follow(reader.userId, author.userId);
    await get('/community/v1/feeds/following', reader.headers);
    await publishTestPost(db(), author.userId);
    await db().update(users).set({ deleteRequestedAt: new Date() }).where(eq(users.id, author.userId));
    const page = await get('/community/v1/feeds/following', reader.headers);
    expect(page.body.data?.items).toEqual([]);
  });
});
