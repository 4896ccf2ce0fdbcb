import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { registrationBody, signUp } from './auth-test-client';
import { users } from './users.tables';

const PATH = '/community/v1/auth/request-delete-account';

describe('account deletion request', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function register() {
    const res = await signUp(t, registrationBody());
    const { data } = await res.json();
    return { userId: data.user._id as string, headers: { authorization: `Bearer ${data.token}` } };
  }

  it('needs a login', async () => {
    expect((await t.api.request(PATH)).status).toBe(401);
  });

  it('shows the buyer notice, records the request once, and keeps its first date', async () => {
    const { headers } = await register();
    const before = await (await t.api.request(PATH, { headers })).json();
    expect(before.data).toMatchObject({
      requested: false,
      requestedAt: null,
      notice: { kind: 'buyer', key: 'auth.deleteAccount.notice.buyer' },
    });
    expect(before.data.notice.message).toContain('không thể khôi phục');

    const posted = await (await t.api.request(PATH, { method: 'POST', headers })).json();
    expect(posted.data.requested).toBe(true);
    const firstDate = posted.data.requestedAt;
    t.advance(60_000);
    const repeated = await (await t.api.request(PATH, { method: 'POST', headers })).json();
    expect(repeated.data.requestedAt).toBe(firstDate);
  });

  it('tells a seller about the 15–20 working days, in the asked language', async () => {
    const { userId, headers } = await register();
    await t.ctx.database.db
      .update(users)
      .set({ roles: ['buyer', 'seller'] })
      .where(eq(users.id, userId));
    const res = await (
      await t.api.request(PATH, { headers: { ...headers, 'accept-language': 'kr' } })
    ).json();
    expect(res.data.notice).toMatchObject({ kind: 'seller', key: 'auth.deleteAccount.notice.seller' });
    expect(res.data.notice.message).toContain('15–20 working days');
  });
});
