import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../accounts/users.tables';
import { adminAuditLog } from '../../admin/admin-audit.tables';
import { notifications } from '../../notifications/notifications.tables';
import { insertBuyer, insertSignedInUser } from '../../testing/user-fixtures';
import { affiliateConversions } from '../affiliate.tables';
import { affiliateWorld } from '../testing/affiliate-world';

const application = {
  channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@linh.style', followers: 12_000 }],
  niches: ['fashion', 'beauty'],
  intro: 'Phối đồ công sở mỗi ngày',
  bankName: 'Vietcombank',
  bankAccount: '0123456789',
  accountHolder: 'NGUYEN THI LINH',
  taxCode: '0100109106',
  acceptTerms: true,
};

/** The KOL application and the admin's affiliate desk. */
describe('KOL applications and the admin desk', () => {
  const w = affiliateWorld();
  beforeAll(w.setUp);
  afterAll(w.tearDown);
  const kinds = async (userId: string) =>
    (await w.db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

  it('takes an application, refuses a second, and lets the admin approve it once', async () => {
    const user = await insertSignedInUser(w.world.t.ctx);
    expect((await w.call({}, 'POST', '/api/v1/affiliate/kol/application', application)).status).toBe(401);
    expect((await w.call(user.headers, 'GET', '/api/v1/affiliate/kol/application')).body.data).toBeNull();
    const bad = await w.call(user.headers, 'POST', '/api/v1/affiliate/kol/application', {
      ...application,
      channels: [],
      taxCode: '0100109107',
      acceptTerms: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields.map((f) => f.path).sort()).toEqual(['acceptTerms', 'channels', 'taxCode']);

    const applied = await w.call<{ status: string; bankAccountMasked: string }>(
      user.headers,
      'POST',
      '/api/v1/affiliate/kol/application',
      application,
    );
    expect(applied.status).toBe(201);
    expect(applied.body.data).toMatchObject({ status: 'pending', bankAccountMasked: '••••••6789' });
    const again = await w.call(user.headers, 'POST', '/api/v1/affiliate/kol/application', application);
    expect(again.body.error?.code).toBe('AFFILIATE_ALREADY_APPLIED');

    // Not a KOL yet: the KOL area refuses them.
    expect((await w.call(user.headers, 'GET', '/api/v1/affiliate/dashboard')).status).toBe(403);
    expect((await w.call(user.headers, 'GET', '/api/v1/admin/affiliate/kols')).status).toBe(403);
    const admin = await insertSignedInUser(w.world.t.ctx, { roles: ['buyer', 'admin'] });
    const queue = await w.call<{ items: { userId: string }[] }>(
      admin.headers,
      'GET',
      '/api/v1/admin/affiliate/kols',
    );
    expect(queue.body.data?.items.map((i) => i.userId)).toContain(user.userId);
    const decision = `/api/v1/admin/affiliate/kols/${user.userId}/decision`;
    expect((await w.call(admin.headers, 'POST', decision, { decision: 'reject' })).status).toBe(400);
    expect((await w.call(admin.headers, 'POST', decision, { decision: 'approve' })).status).toBe(204);
    expect((await w.call(admin.headers, 'POST', decision, { decision: 'approve' })).body.error?.code).toBe(
      'AFFILIATE_ALREADY_DECIDED',
    );
    expect(await kinds(user.userId)).toContain('affiliate.kol_approved');
    expect((await w.call(user.headers, 'GET', '/api/v1/affiliate/dashboard')).status).toBe(200);
    const logged = await w.db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.userId));
    expect(logged.map((l) => l.action)).toEqual(['kol.approve']);
  });

  it('lets a rejected applicant apply again', async () => {
    const user = await insertSignedInUser(w.world.t.ctx);
    await w.call(user.headers, 'POST', '/api/v1/affiliate/kol/application', application);
    const admin = await insertSignedInUser(w.world.t.ctx, { roles: ['buyer', 'admin'] });
    await w.call(admin.headers, 'POST', `/api/v1/admin/affiliate/kols/${user.userId}/decision`, {
      decision: 'reject',
      reason: 'Kênh chưa đủ 1.000 người theo dõi',
    });
    const mine = await w.call<{ status: string; rejectReason: string }>(
      user.headers,
      'GET',
      '/api/v1/affiliate/kol/application',
    );
    expect(mine.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: 'Kênh chưa đủ 1.000 người theo dõi',
    });
    expect(await kinds(user.userId)).toContain('affiliate.kol_rejected');
    const again = await w.call<{ status: string }>(
      user.headers,
      'POST',
      '/api/v1/affiliate/kol/application',
      application,
    );
    expect(again.body.data?.status).toBe('pending');
  });

  it('clears or refuses a conversion held for review', async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    await w.db().update(sessions).set({ deviceId: 'web-shared01' });
    const { code } = await w.link(kol.headers, 'product', seller.productId);
    const buyer = await insertBuyer(w.world.t.ctx);
    const visit = await w.click(code);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, from: 'web-shared01', cookie: visit.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    const held = await w.conversionOf(order.id);
    expect(held?.review).toBe('waiting');
    const admin = await insertSignedInUser(w.world.t.ctx, { roles: ['buyer', 'admin'] });
    const queue = await w.call<{ id: string; flags: string[]; commission: number }[]>(
      admin.headers,
      'GET',
      '/api/v1/admin/affiliate/reviews',
    );
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ id: held?.id, flags: ['shared_device'], commission: 10_000 }),
    );
    const refused = await w.call(
      admin.headers,
      'POST',
      `/api/v1/admin/affiliate/reviews/${held?.id}/decision`,
      {
        decision: 'reject',
        reason: 'Cùng thiết bị với KOL',
      },
    );
    expect(refused.status).toBe(204);
    const after = (
      await w
        .db()
        .select()
        .from(affiliateConversions)
        .where(eq(affiliateConversions.id, held?.id as string))
    )[0];
    expect(after).toMatchObject({ review: 'refused', status: 'cancelled' });
  });
});
