import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { forgetUserSessions } from './session-cache';
import { resolveSession, revokeSession, revokeUserSessions } from './session-service';
import { sessions, users } from './users.tables';

const SIGNED_IN_ONLY = '/community/v1/auth/request-delete-account';
const ADMIN_ONLY = '/api/v1/admin/shop-applications';

/**
 * Sessions are read from the database once per few seconds (session-cache.ts), yet a revoked
 * session stops on its very next request, in this process and in another one sharing the store
 * (Redis in CI), and a role given is seen at once.
 */
describe('the session cache', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    one = await createTestApp();
    // A second server process: the same database and the same shared store, its own cache.
    two = await createTestApp({ database: one.ctx.database, store: one.ctx.store });
  });
  // `two` owns nothing of its own (the database and the store are `one`'s): closing `one` is all.
  afterAll(() => one.close());

  const status = async (app: typeof one, headers: Record<string, string>, path = SIGNED_IN_ONLY) =>
    (await app.api.request(path, { headers })).status;

  it('answers from the cache: a change made behind the service is not seen until the user is stamped', async () => {
    const admin = await insertSignedInUser(one.ctx, { roles: ['buyer', 'admin'] });
    expect(await status(one, admin.headers, ADMIN_ONLY)).toBe(200);
    // Taken away in the database only, as no code path does: the cached session still says admin.
    await one.ctx.database.db
      .update(users)
      .set({ roles: ['buyer'] })
      .where(eq(users.id, admin.userId));
    expect(await status(one, admin.headers, ADMIN_ONLY)).toBe(200);
    await forgetUserSessions(one.ctx, admin.userId);
    expect(await status(one, admin.headers, ADMIN_ONLY)).toBe(403);
  });

  it('stops a logged-out session at once, in this process and the other', async () => {
    const buyer = await insertSignedInUser(one.ctx);
    expect(await status(one, buyer.headers)).toBe(200);
    expect(await status(two, buyer.headers)).toBe(200);
    const [session] = await one.ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, buyer.userId));
    await revokeSession(one.ctx, session?.id as string);
    expect(await status(one, buyer.headers)).toBe(401);
    expect(await status(two, buyer.headers)).toBe(401);
  });

  it('stops every session of a user whose sessions were all revoked, on the other process too', async () => {
    const buyer = await insertSignedInUser(one.ctx);
    expect(await status(two, buyer.headers)).toBe(200);
    await one.ctx.database.db.transaction((tx) => revokeUserSessions(one.ctx, tx, buyer.userId));
    expect(await status(two, buyer.headers)).toBe(401);
    expect(await status(one, buyer.headers)).toBe(401);
  });

  it('carries the name the header shows, and a new one from the next request on, in this process and the other', async () => {
    const buyer = await insertSignedInUser(one.ctx);
    expect((await resolveSession(one.ctx, buyer.token))?.fullName).toBe('Nguyễn Thị Lan');
    expect((await resolveSession(two.ctx, buyer.token))?.fullName).toBe('Nguyễn Thị Lan');
    const renamed = await one.api.request('/community/v1/profile/update-profile', {
      method: 'PUT',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Trần Thu Hà' }),
    });
    expect(renamed.status).toBe(200);
    expect((await resolveSession(one.ctx, buyer.token))?.fullName).toBe('Trần Thu Hà');
    expect((await resolveSession(two.ctx, buyer.token))?.fullName).toBe('Trần Thu Hà');
  });

  it('drops a session once it expires, whatever the cache holds', async () => {
    const buyer = await insertSignedInUser(one.ctx);
    await one.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(one.ctx.now().getTime() + 1_000) })
      .where(eq(sessions.userId, buyer.userId));
    expect(await status(one, buyer.headers)).toBe(200);
    one.advance(2_000);
    expect(await status(one, buyer.headers)).toBe(401);
  });
});
