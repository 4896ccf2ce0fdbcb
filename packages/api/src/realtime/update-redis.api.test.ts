import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

const ADMIN_ONLY = '/api/v1/admin/shop-applications';
const UPDATE_REDIS = '/api/v1/mobile/user/update-redis';

/** update-redis: the user's cached profile and status are read again, in every process. */
describe('update-redis refreshes the cached profile and status', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp({ database: one.ctx.database, store: one.ctx.store });
  });
  afterAll(() => one.close());

  const status = async (app: typeof one, headers: Record<string, string>) =>
    (await app.api.request(ADMIN_ONLY, { headers })).status;

  it('refuses a guest', async () => {
    expect((await one.api.request(UPDATE_REDIS, { method: 'POST' })).status).toBe(401);
  });

  it('makes both processes read a change made behind the cache, and answers the fresh profile', async () => {
    const admin = await insertSignedInUser(one.ctx, { roles: ['buyer', 'admin'] });
    expect(await status(one, admin.headers)).toBe(200);
    expect(await status(two, admin.headers)).toBe(200);
    await one.ctx.database.db
      .update(users)
      .set({ roles: ['buyer'], fullName: 'Lê Minh Châu' })
      .where(eq(users.id, admin.userId));
    // Cached: both processes still see the admin.
    expect(await status(one, admin.headers)).toBe(200);
    expect(await status(two, admin.headers)).toBe(200);

    const res = await two.api.request(UPDATE_REDIS, { method: 'POST', headers: admin.headers });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      _id: admin.userId,
      fullName: 'Lê Minh Châu',
      roles: ['buyer'],
      presence: null,
    });
    expect(await status(one, admin.headers)).toBe(403);
    expect(await status(two, admin.headers)).toBe(403);
  });
});
