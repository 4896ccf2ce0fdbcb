import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../admin/admin-audit.tables';
import { notifications } from '../../notifications/notifications.tables';
import { prepareCheckoutData } from '../../testing/address-fixtures';
import { insertSellerWithShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { affiliateKols } from '../affiliate.tables';

const DAY = 86_400_000;
const ADMIN = '/api/v1/admin/affiliate';

interface Answer<T> {
  status: number;
  data?: T;
  error?: { code: string; fields?: { path: string }[] };
}

/** The admin's answer to a seller's open campaign, and the profile's kol_info. */
describe('admin decisions on open campaigns', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  async function call<T>(headers: Record<string, string>, method: string, path: string, body?: unknown) {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; error?: Answer<T>['error'] };
    return { status: res.status, ...json } as Answer<T>;
  }

  async function applicant(email: string, status: 'pending' | 'approved') {
    const user = await insertSignedInUser(t.ctx, { email });
    const now = t.ctx.now();
    await t.ctx.database.db.insert(affiliateKols).values({
      userId: user.userId,
      status,
      channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@an.review', followers: 5_000 }],
      niches: ['beauty'],
      bankName: 'ACB',
      bankAccount: '0987654321',
      accountHolder: 'TRAN VAN AN',
      taxCode: '0100109106',
      appliedAt: now,
      approvedAt: status === 'approved' ? now : null,
    });
    return user;
  }

  const kinds = async (userId: string) =>
    (await t.ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (n) => ({ kind: n.kind, params: n.params, targetType: n.targetType, targetId: n.targetId }),
    );

  it('approves an invite-only campaign once, telling the shop and the invited approved KOLs only', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const kol = await applicant('an.kol@example.vn', 'approved');
    const waiting = await applicant('binh.kol@example.vn', 'pending');
    const now = t.ctx.now().getTime();
    const made = await call<{ id: string }>(seller.headers, 'POST', '/api/v1/seller/affiliate/campaigns', {
      name: 'Tết rực rỡ',
      description: '',
      ratePercent: 12.5,
      productIds: [seller.productId],
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 10 * DAY).toISOString(),
      audience: 'invited',
      invitees: ['An.KOL@example.vn', 'binh.kol@example.vn', 'nobody@example.vn'],
    });
    expect(made.status).toBe(201);
    const id = made.data?.id as string;

    expect((await call({}, 'GET', `${ADMIN}/campaigns`)).status).toBe(401);
    expect((await call(seller.headers, 'GET', `${ADMIN}/campaigns`)).status).toBe(403);
    expect(
      (await call(seller.headers, 'POST', `${ADMIN}/campaigns/${id}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(403);
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    const list = await call<{ id: string; ratePercent: number; products: number; shopName: string }[]>(
      admin.headers,
      'GET',
      `${ADMIN}/campaigns`,
    );
    expect(list.data?.find((c) => c.id === id)).toMatchObject({ ratePercent: 12.5, products: 1 });

    const decision = `${ADMIN}/campaigns/${id}/decision`;
    const noReason = await call(admin.headers, 'POST', decision, { decision: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.error?.fields?.map((f) => f.path)).toEqual(['reason']);
    expect((await call(admin.headers, 'POST', decision, { decision: 'maybe' })).status).toBe(400);
    expect(
      (await call(admin.headers, 'POST', `${ADMIN}/campaigns/not-an-id/decision`, { decision: 'approve' }))
        .status,
    ).toBe(404);
    expect((await call(admin.headers, 'POST', decision, { decision: 'approve' })).status).toBe(204);
    expect(
      (await call(admin.headers, 'POST', decision, { decision: 'reject', reason: 'Trễ' })).error?.code,
    ).toBe('AFFILIATE_ALREADY_DECIDED');

    expect(await kinds(seller.userId)).toContainEqual({
      kind: 'affiliate.campaign_approved',
      params: { name: 'Tết rực rỡ' },
      targetType: 'affiliate_seller_campaign',
      targetId: id,
    });
    expect(await kinds(kol.userId)).toEqual([
      {
        kind: 'affiliate.campaign_invited',
        params: { shop: list.data?.find((c) => c.id === id)?.shopName, name: 'Tết rực rỡ', rate: 12.5 },
        targetType: 'affiliate_campaign',
        targetId: id,
      },
    ]);
    expect(await kinds(waiting.userId)).toEqual([]);
    const logged = await t.ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(logged.map((l) => l.action)).toEqual(['affiliate_campaign.approve']);
  });

  it('rejects a campaign with its reason for the shop', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const now = t.ctx.now().getTime();
    const made = await call<{ id: string }>(seller.headers, 'POST', '/api/v1/seller/affiliate/campaigns', {
      name: 'Xả kho',
      ratePercent: 20,
      productIds: [seller.productId],
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 5 * DAY).toISOString(),
      audience: 'all',
    });
    const id = made.data?.id as string;
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    const decided = await call(admin.headers, 'POST', `${ADMIN}/campaigns/${id}/decision`, {
      decision: 'reject',
      reason: 'Mô tả chưa rõ',
    });
    expect(decided.status).toBe(204);
    expect(await kinds(seller.userId)).toContainEqual({
      kind: 'affiliate.campaign_rejected',
      params: { name: 'Xả kho', reason: 'Mô tả chưa rõ' },
      targetType: 'affiliate_seller_campaign',
      targetId: id,
    });
  });

  it('shows where the user stands on their profile (kol_info)', async () => {
    const user = await insertSignedInUser(t.ctx);
    const me = () => call<{ kol_info: unknown }>(user.headers, 'GET', '/community/v1/profile/me/');
    expect((await me()).data?.kol_info).toBeNull();
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    expect(
      (
        await call(user.headers, 'POST', '/api/v1/affiliate/kol/application', {
          channels: [{ platform: 'youtube', url: 'https://youtube.com/@an', followers: 0 }],
          niches: ['men'],
          bankName: 'ACB',
          bankAccount: '12345678',
          accountHolder: 'TRAN AN',
          taxCode: '0100109106',
          acceptTerms: true,
        })
      ).status,
    ).toBe(201);
    expect((await me()).data?.kol_info).toEqual({ status: 'pending', approvedAt: null });
    await call(admin.headers, 'POST', `${ADMIN}/kols/${user.userId}/decision`, { decision: 'approve' });
    expect((await me()).data?.kol_info).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
    expect((await call(admin.headers, 'GET', `${ADMIN}/kols/${user.userId}`)).status).toBe(200);
    expect((await call(user.headers, 'GET', `${ADMIN}/kols/${user.userId}`)).status).toBe(403);
  });
});
