import { randomUUID } from 'node:crypto';
import { openDatabase } from '@cho-dep/db/client';
import { createRedisStore } from '@cho-dep/integrations/kv/redis-store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { cookieClient, registrationBody, signUp, strongPassword } from './auth-test-client';
import { sessionCacheOf } from './session-cache';
import { hashToken } from './session-token';
import { sessions } from './users.tables';

const STATUS = '/community/v1/auth/request-delete-account';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A new member signed in twice: a browser (cookie) and another device (Bearer token). */
async function memberWithTwoDevices(t: TestApp, login: TestApp = t) {
  const body = registrationBody();
  const browser = cookieClient(t.api);
  await browser.request('/healthz');
  expect((await signUp(t, body, browser)).status).toBe(201);
  const res = await login.api.request('/community/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: body.email, password: strongPassword }),
  });
  return { browser, other: (await res.json()).data.token as string };
}

/** Through the routes a member uses: a cached session is refused on the very next request. */
describe('revoking a cached session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The other device's session is in the cache: answered twice, read once. */
  async function cached(token: string) {
    expect((await t.api.request(STATUS, { headers: bearer(token) })).status).toBe(200);
    expect((await t.api.request(STATUS, { headers: bearer(token) })).status).toBe(200);
    expect(sessionCacheOf(t.ctx).get(hashToken(token))).toBeDefined();
  }

  it('keeps a session for its time to live, then reads it again from the database', async () => {
    const { other } = await memberWithTwoDevices(t);
    await cached(other);
    // Ended behind the application's back: only the time to live bounds how long it is trusted.
    await t.ctx.database.db
      .update(sessions)
      .set({ revokedAt: t.ctx.now() })
      .where(eq(sessions.tokenHash, hashToken(other)));
    expect((await t.api.request(STATUS, { headers: bearer(other) })).status).toBe(200);
    t.advance(31_000);
    expect((await t.api.request(STATUS, { headers: bearer(other) })).status).toBe(401);
  });

  it('refuses it on the very next request after its logout', async () => {
    const { other } = await memberWithTwoDevices(t);
    await cached(other);
    const logout = await t.api.request('/community/v1/auth/logout', {
      method: 'POST',
      headers: bearer(other),
    });
    expect(logout.status).toBe(200);
    expect((await t.api.request(STATUS, { headers: bearer(other) })).status).toBe(401);
  });

  it('refuses the other devices at once after a password change', async () => {
    const { browser, other } = await memberWithTwoDevices(t);
    await cached(other);
    const res = await browser.write('/community/v1/profile/change-password', {
      currentPassword: strongPassword,
      password: 'NewSecret#1',
      confirmPassword: 'NewSecret#1',
    });
    expect(res.status).toBe(200);
    expect((await t.api.request(STATUS, { headers: bearer(other) })).status).toBe(401);
    expect((await browser.request(STATUS)).status).toBe(200);
  });
});

const { DATABASE_URL, REDIS_URL } = process.env;

/** Two server processes: each its own Redis connection and cache, one database. */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('revoking a cached session across two processes', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const prefix = `test-sessions:${randomUUID()}:`;
    one = await createTestApp({ store: createRedisStore(REDIS_URL as string, prefix) });
    const url = one.ctx.database.url;
    if (!url) throw new Error('the test database has no URL');
    two = await createTestApp({
      database: await openDatabase({ url, max: 5 }),
      store: createRedisStore(REDIS_URL as string, prefix),
    });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a logout in one process is refused in the other on the very next request', async () => {
    const { other } = await memberWithTwoDevices(one);
    expect((await two.api.request(STATUS, { headers: bearer(other) })).status).toBe(200);
    expect(sessionCacheOf(two.ctx).get(hashToken(other))).toBeDefined();
    const logout = await one.api.request('/community/v1/auth/logout', {
      method: 'POST',
      headers: bearer(other),
    });
    expect(logout.status).toBe(200);
    expect((await two.api.request(STATUS, { headers: bearer(other) })).status).toBe(401);
  });
});
