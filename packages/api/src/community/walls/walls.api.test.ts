import { LIMITS } from '@cho-dep/core/constants/limits';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFollows } from '../../follows/follows.tables';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { insertTestShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser, signIn } from '../../testing/user-fixtures';
import { publishTestPost } from '../feeds/feed-fixtures';
import { posts } from '../posts/posts.tables';
import { communityProfiles, userFollows } from './walls.tables';

interface Answer<T = unknown> {
  data?: T;
  error?: { code: string };
}
interface Wall {
  bio: string;
  bodyShape: string | null;
  heightCm: number | null;
  weightKg: number | null;
  followerCount: number;
  followingCount: number;
  postCount: number;
  followedByMe: boolean;
  isMe: boolean;
  settings: unknown;
  shop: { id: string } | null;
}
interface Paged<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function caller(t: TestApp) {
  return async <T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Answer<T> };
  };
}

describe('community walls and member follows', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a wall shows body shape and measurements only when its owner chose to', async () => {
    const owner = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 163.5, weight: 51.5 } });
    const viewer = await insertSignedInUser(t.ctx);
    const saved = await call<Wall>('PUT', '/community/v1/profile/wall', owner.headers, {
      bio: '  Thích áo dài và đồ công sở  ',
      bodyShape: 'hourglass',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.bio).toBe('Thích áo dài và đồ công sở');

    const hidden = await call<Wall>('GET', `/community/v1/users/${owner.userId}/wall`, viewer.headers);
    expect(hidden.body.data).toMatchObject({ bodyShape: null, heightCm: null, weightKg: null, isMe: false });
    expect(hidden.body.data?.settings).toBeNull();
    for (const secret of ['hourglass', '163.5', '51.5']) expect(hidden.text).not.toContain(secret);
    const guest = await call<Wall>('GET', `/community/v1/users/${owner.userId}/wall`);
    for (const secret of ['hourglass', '163.5', '51.5']) expect(guest.text).not.toContain(secret);

    const mine = await call<Wall>('GET', `/community/v1/users/${owner.userId}/wall`, owner.headers);
    expect(mine.body.data).toMatchObject({
      isMe: true,
      bodyShape: null,
      settings: { showBodyShape: false, showMeasurements: false, bodyShape: 'hourglass' },
    });

    await call('PUT', '/community/v1/profile/wall', owner.headers, { showBodyShape: true });
    const shapeOnly = await call<Wall>('GET', `/community/v1/users/${owner.userId}/wall`, viewer.headers);
    expect(shapeOnly.body.data).toMatchObject({ bodyShape: 'hourglass', heightCm: null, weightKg: null });
    expect(shapeOnly.text).not.toContain('163.5');

    await call('PUT', '/community/v1/profile/wall', owner.headers, { showMeasurements: true });
    const all = await call<Wall>('GET', `/community/v1/users/${owner.userId}/wall`, viewer.headers);
    expect(all.body.data).toMatchObject({ bodyShape: 'hourglass', heightCm: 163.5, weightKg: 51.5 });
  });

  it('the wall edit keeps to its limits', async () => {
    const owner = await insertSignedInUser(t.ctx);
    const max = LIMITS.post.wallBioMax;
    expect(
      (await call('PUT', '/community/v1/profile/wall', owner.headers, { bio: 'a'.repeat(max) })).status,
    ).toBe(200);
    expect(
      (await call('PUT', '/community/v1/profile/wall', owner.headers, { bio: 'a'.repeat(max + 1) })).status,
    ).toBe(400);
    const rude = await call('PUT', '/community/v1/profile/wall', owner.headers, { bio: 'đéo mua nữa' });
    expect(rude.body.error?.code).toBe('CONTENT_INAPPROPRIATE');
    expect(
      (await call('PUT', '/community/v1/profile/wall', owner.headers, { followerCount: 9 })).status,
    ).toBe(400);
    expect((await call('PUT', '/community/v1/profile/wall', {}, { bio: 'x' })).status).toBe(401);
    expect((await call('GET', '/community/v1/users/00000000-0000-4000-8000-000000000000/wall')).status).toBe(
      404,
    );
    expect((await call('GET', '/community/v1/users/not-a-uuid/wall')).status).toBe(400);
  });

  it('follow and unfollow: idempotent, not yourself, counts on both walls, the followee’s posts in my feed at once', async () => {
    const me = await insertSignedInUser(t.ctx);
    const her = await insertSignedInUser(t.ctx);
    const shop = await insertTestShop(db(), { name: 'Shop Hoa Mai' });
    await db().insert(shopFollows).values({ userId: me.userId, shopId: shop.id });
    const older = await publishTestPost(db(), her.userId, { createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await publishTestPost(db(), her.userId);
    // My home feed exists before the follow (I have read it).
    await call('GET', '/community/v1/feeds/following', me.headers);

    const first = await call('POST', `/community/v1/users/${her.userId}/follow`, me.headers);
    const again = await call('POST', `/community/v1/users/${her.userId}/follow`, me.headers);
    expect(first.body.data).toEqual({ following: true, followerCount: 1 });
    expect(again.body.data).toEqual({ following: true, followerCount: 1 });
    const feed = await call<{ items: { id: string }[] }>('GET', '/community/v1/feeds/following', me.headers);
    expect(feed.body.data?.items.map((p) => p.id)).toEqual([newer, older]);

    const herWall = await call<Wall>('GET', `/community/v1/users/${her.userId}/wall`, me.headers);
    expect(herWall.body.data).toMatchObject({ followerCount: 1, followedByMe: true, postCount: 2 });
    const myWall = await call<Wall>('GET', `/community/v1/users/${me.userId}/wall`, me.headers);
    expect(myWall.body.data?.followingCount).toBe(2);

    expect((await call('DELETE', `/community/v1/users/${her.userId}/follow`, me.headers)).body.data).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await call('DELETE', `/community/v1/users/${her.userId}/follow`, me.headers)).body.data).toEqual({
      following: false,
      followerCount: 0,
    });
    const after = await call<{ items: unknown[] }>('GET', '/community/v1/feeds/following', me.headers);
    expect(after.body.data?.items).toEqual([]);

    expect((await call('POST', `/community/v1/users/${me.userId}/follow`, me.headers)).status).toBe(400);
    expect(
      (await call('POST', '/community/v1/users/00000000-0000-4000-8000-000000000000/follow', me.headers))
        .status,
    ).toBe(404);
    expect((await call('POST', `/community/v1/users/${her.userId}/follow`)).status).toBe(401);
  });

  it('follow lists: followers, following (members and shops together), accounts that post', async () => {
    const me = await insertSignedInUser(t.ctx);
    const quiet = await insertSignedInUser(t.ctx, { fullName: 'Trần Im Lặng' });
    const poster = await insertSignedInUser(t.ctx, { fullName: 'Lê Hay Đăng' });
    const fan = await insertSignedInUser(t.ctx);
    const shop = await insertTestShop(db(), { name: 'Shop Đăng Bài' });
    await call('POST', `/community/v1/users/${quiet.userId}/follow`, me.headers);
    await call('POST', `/community/v1/users/${poster.userId}/follow`, me.headers);
    await call('POST', `/community/v1/users/${me.userId}/follow`, fan.headers);
    await db().insert(shopFollows).values({ userId: me.userId, shopId: shop.id });
    await publishTestPost(db(), poster.userId, { createdAt: new Date(Date.now() - 60_000) });
    await publishTestPost(db(), shop.ownerUserId, { shopId: shop.id });

    type Account = { kind: string; id: string; followedByMe: boolean; isMe: boolean };
    const list = (kind: string, headers: Record<string, string> = me.headers) =>
      call<Paged<Account>>('GET', `/community/v1/users/${me.userId}/follows?kind=${kind}`, headers);
    const following = await list('following');
    expect(following.body.data?.data.map((a) => [a.kind, a.id])).toEqual([
      ['shop', shop.id],
      ['user', poster.userId],
      ['user', quiet.userId],
    ]);
    expect(following.body.data?.data.every((a) => a.followedByMe)).toBe(true);
    expect(following.body.data?.total).toBe(3);
    const posting = await list('post');
    expect(posting.body.data?.data.map((a) => a.id)).toEqual([shop.id, poster.userId]);
    const followers = await list('follower', fan.headers);
    expect(followers.body.data?.data).toEqual([
      expect.objectContaining({ kind: 'user', id: fan.userId, isMe: true, followedByMe: false }),
    ]);
    expect((await list('friends')).status).toBe(400);
    expect(
      (await call('GET', `/community/v1/users/${me.userId}/follows?kind=following&page=2`)).body.data,
    ).toMatchObject({
      data: [],
      page: 2,
      total: 3,
    });
  });

  it('post/posts-user: newest first, 20 a page, removed posts only for their author', async () => {
    const author = await insertSignedInUser(t.ctx);
    const reader = await insertSignedInUser(t.ctx);
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      ids.push(
        await publishTestPost(db(), author.userId, { createdAt: new Date(Date.now() - (30 - i) * 60_000) }),
      );
    }
    const removed = ids[0] ?? '';
    await db().update(posts).set({ status: 'removed', removedReason: 'Spam' }).where(eq(posts.id, removed));
    const path = (pageNo: number) =>
      `/community/v1/post/posts-user?userId=${author.userId}&page=${pageNo}&sort=recent`;
    const one = await call<Paged<{ id: string }>>('GET', path(1), reader.headers);
    const two = await call<Paged<{ id: string }>>('GET', path(2), reader.headers);
    expect(one.body.data?.data.map((p) => p.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(two.body.data?.data.map((p) => p.id)).toEqual(ids.slice(1, 3).reverse());
    expect(one.body.data).toMatchObject({ page: 1, limit: 20, total: 22 });
    const own = await call<Paged<{ id: string; status: string }>>('GET', path(2), author.headers);
    expect(own.body.data?.total).toBe(23);
    expect(own.body.data?.data.at(-1)).toMatchObject({ id: removed, status: 'removed' });
    expect((await call('GET', '/community/v1/post/posts-user?userId=nope')).status).toBe(400);
  });

  it('mention suggestions: members and shops by name without accents, followed first', async () => {
    const me = await insertSignedInUser(t.ctx);
    const far = await insertSignedInUser(t.ctx, { fullName: 'Phạm Ngọc Lân' });
    const near = await insertSignedInUser(t.ctx, { fullName: 'Đỗ Ngọc Lan' });
    await insertTestShop(db(), { name: 'Ngọc Lan Boutique' });
    await call('POST', `/community/v1/users/${near.userId}/follow`, me.headers);
    const found = await call<{ kind: string; id: string; name: string }[]>(
      'GET',
      `/community/v1/mentions/suggest?q=${encodeURIComponent('@ngoc lan')}`,
      me.headers,
    );
    const ids = found.body.data?.map((s) => s.id) ?? [];
    expect(ids.indexOf(near.userId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(near.userId)).toBeLessThan(ids.indexOf(far.userId));
    expect(found.body.data?.some((s) => s.kind === 'shop' && s.name === 'Ngọc Lan Boutique')).toBe(true);
    expect((await call('GET', '/community/v1/mentions/suggest?q=%25', me.headers)).body.data).toEqual([]);
    expect((await call('GET', '/community/v1/mentions/suggest?q=lan')).status).toBe(401);
  });
});

describe('member follow counts under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createRaceTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  raceIt(
    'many follows and unfollows at once keep followerCount and followingCount equal to the rows',
    async () => {
      const call = caller(t);
      const db = t.ctx.database.db;
      const star = await insertSignedInUser(t.ctx);
      const fans = await Promise.all(Array.from({ length: 12 }, () => insertSignedInUser(t.ctx)));
      const starHeaders = await signIn(t.ctx, star.userId);
      const requests = fans.flatMap((fan, i) => [
        call('POST', `/community/v1/users/${star.userId}/follow`, fan.headers),
        call('POST', `/community/v1/users/${star.userId}/follow`, fan.headers),
        call(i % 3 === 0 ? 'DELETE' : 'POST', `/community/v1/users/${star.userId}/follow`, fan.headers),
        // Following back at the same moment: the two profiles are locked in one order.
        call('POST', `/community/v1/users/${fan.userId}/follow`, starHeaders),
      ]);
      const answers = await Promise.all(requests);
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      const [rows] = await db
        .select({ n: count() })
        .from(userFollows)
        .where(eq(userFollows.followeeId, star.userId));
      const [profile] = await db
        .select()
        .from(communityProfiles)
        .where(eq(communityProfiles.userId, star.userId));
      expect(profile?.followerCount).toBe(rows?.n);
      expect(profile?.followingCount).toBe(fans.length);
      for (const fan of fans) {
        const [fanProfile] = await db
          .select()
          .from(communityProfiles)
          .where(eq(communityProfiles.userId, fan.userId));
        const [fanRows] = await db
          .select({ n: count() })
          .from(userFollows)
          .where(eq(userFollows.followerId, fan.userId));
        expect(fanProfile?.followingCount).toBe(fanRows?.n);
        expect(fanProfile?.followerCount).toBe(1);
      }
    },
    60_000,
  );
});
