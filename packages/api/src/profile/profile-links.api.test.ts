import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { affiliateKols } from '../affiliate/affiliate.tables';
import { shops } from '../shops/shops.tables';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';

describe('the shop and affiliate standing in login and profile answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function login(email: string) {
    const res = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret#123' }),
    });
    expect(res.status).toBe(200);
    return (await res.json()).data as { token: string; user: Record<string, unknown> };
  }

  it('shows the seller its shop (waiting, then approved) and its affiliate standing, the same at login', async () => {
    const shop = await insertTestShop(t.ctx.database.db, { name: 'Shop Chờ Duyệt', status: 'submitted' });
    const [owner] = await t.ctx.database.db.select().from(users).where(eq(users.id, shop.ownerUserId));
    const approvedAt = new Date('2026-05-01T03:00:00Z');
    await t.ctx.database.db.insert(affiliateKols).values({
      userId: shop.ownerUserId,
      status: 'approved',
      channels: [],
      niches: [],
      bankName: 'VCB',
      bankAccount: '0011',
      accountHolder: 'Chủ Shop',
      taxCode: '0101234567',
      appliedAt: approvedAt,
      approvedAt,
    });

    const first = await login(owner?.email ?? '');
    const expected = {
      shop: { _id: shop.id, is_approved: false },
      kol_info: { status: 'approved', approvedAt: approvedAt.toISOString() },
    };
    expect(first.user).toMatchObject(expected);
    const me = await t.api.request('/community/v1/profile/me/', {
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect((await me.json()).data).toMatchObject(expected);

    await t.ctx.database.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, shop.id));
    const second = await login(owner?.email ?? '');
    expect(second.user).toMatchObject({ shop: { _id: shop.id, is_approved: true } });
  });
});
