import { PRESENCE_ONLINE_TTL_MS } from '@cho-dep/core/realtime/presence';
import type { PresencePayload } from '@cho-dep/core/realtime/realtime-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields?: { path: string }[] };
}

describe('presence: change-user-status, update-redis and the presence query', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async <T>(
    headers: Record<string, string>,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };
  const setStatus = (headers: Record<string, string>, deviceId: string, status: string) =>
    call<PresencePayload>(headers, 'PUT', '/community/v1/notification/change-user-status', {
      deviceId,
      status,
    });
  const presenceOf = async (headers: Record<string, string>, ...userIds: string[]) =>
    (await call<PresencePayload[]>(headers, 'GET', `/api/v1/mobile/presence?userIds=${userIds.join(',')}`))
      .body.data ?? [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in member for every call', async () => {
    expect((await setStatus({}, 'web-1', 'online')).status).toBe(401);
    expect((await call({}, 'POST', '/api/v1/mobile/user/update-redis', { deviceId: 'web-1' })).status).toBe(
      401,
    );
    const someone = await insertSignedInUser(t.ctx);
    expect((await call({}, 'GET', `/api/v1/mobile/presence?userIds=${someone.userId}`)).status).toBe(401);
  });

  it('is online while any device is, and offline with a last-seen time when the last one leaves', async () => {
    const seller = await insertSignedInUser(t.ctx);
    const buyer = await insertSignedInUser(t.ctx);
    expect(await presenceOf(buyer.headers, seller.userId)).toEqual([
      { userId: seller.userId, online: false, lastSeenAt: null },
    ]);

    const phone = await setStatus(seller.headers, 'phone-1', 'online');
    expect(phone.status).toBe(200);
    expect(phone.body.data).toMatchObject({ userId: seller.userId, online: true });
    await setStatus(seller.headers, 'laptop-1', 'online');
    expect((await setStatus(seller.headers, 'phone-1', 'offline')).body.data?.online).toBe(true);
    t.advance(60_000);
    const gone = await setStatus(seller.headers, 'laptop-1', 'offline');
    expect(gone.body.data?.online).toBe(false);

    const [seen] = await presenceOf(buyer.headers, seller.userId);
    expect(seen?.online).toBe(false);
    expect(seen?.lastSeenAt).toBe(gone.body.data?.lastSeenAt);
    const sinceFirst = Date.parse(seen?.lastSeenAt ?? '') - Date.parse(phone.body.data?.lastSeenAt ?? '');
    expect(sinceFirst).toBeGreaterThanOrEqual(60_000);
  });

  it('lets an online mark lapse unless update-redis refreshes it', async () => {
    const seller = await insertSignedInUser(t.ctx);
    const buyer = await insertSignedInUser(t.ctx);
    await setStatus(seller.headers, 'tab-a', 'online');
    t.advance(PRESENCE_ONLINE_TTL_MS - 60_000);
    const refreshed = await call<{ presence: PresencePayload }>(
      seller.headers,
      'POST',
      '/api/v1/mobile/user/update-redis',
      {
        deviceId: 'tab-a',
      },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data?.presence.online).toBe(true);
    t.advance(PRESENCE_ONLINE_TTL_MS - 60_000);
    expect((await presenceOf(buyer.headers, seller.userId))[0]?.online).toBe(true);
    t.advance(120_000);
    expect((await presenceOf(buyer.headers, seller.userId))[0]?.online).toBe(false);
  });

  it('takes the device of update-redis from the From header when the body has none', async () => {
    const member = await insertSignedInUser(t.ctx);
    const viaHeader = await call<{ presence: PresencePayload }>(
      { ...member.headers, from: 'android-7' },
      'POST',
      '/api/v1/mobile/user/update-redis',
    );
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.data?.presence.online).toBe(true);
    // Without any device it still refreshes the profile, and marks nothing.
    const none = await call<{ _id: string; presence: null }>(
      member.headers,
      'POST',
      '/api/v1/mobile/user/update-redis',
    );
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ _id: member.userId, presence: null });
    const bad = await call(member.headers, 'POST', '/api/v1/mobile/user/update-redis', { deviceId: 'a b' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.[0]?.path).toBe('deviceId');
  });

  it('answers several members in the order asked', async () => {
    const a = await insertSignedInUser(t.ctx);
    const b = await insertSignedInUser(t.ctx);
    await setStatus(b.headers, 'web-b', 'online');
    const answer = await presenceOf(a.headers, b.userId, a.userId);
    expect(answer.map((p) => [p.userId, p.online])).toEqual([
      [b.userId, true],
      [a.userId, false],
    ]);
  });

  it('refuses bad input', async () => {
    const member = await insertSignedInUser(t.ctx);
    expect((await setStatus(member.headers, 'web-1', 'away')).status).toBe(400);
    expect((await setStatus(member.headers, '', 'online')).status).toBe(400);
    expect((await setStatus(member.headers, 'x'.repeat(101), 'online')).status).toBe(400);
    expect((await call(member.headers, 'GET', '/api/v1/mobile/presence?userIds=not-a-uuid')).status).toBe(
      400,
    );
    const many = Array.from({ length: 51 }, () => crypto.randomUUID()).join(',');
    expect((await call(member.headers, 'GET', `/api/v1/mobile/presence?userIds=${many}`)).status).toBe(400);
  });
});
