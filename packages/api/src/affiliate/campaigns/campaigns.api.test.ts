import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../notifications/notifications.tables';
import { prepareCheckoutData } from '../../testing/address-fixtures';
import { insertSellerWithShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { affiliateCampaigns, affiliateKols, affiliateRates } from '../affiliate.tables';

const RATES = '/api/v1/seller/affiliate/rates';
const SELLER = '/api/v1/seller/affiliate/campaigns';
const KOL = '/api/v1/affiliate/campaigns';
const DAY = 86_400_000;

interface Answer<T> {
  status: number;
  data?: T;
  error?: { code: string; params?: Record<string, unknown>; fields?: { path: string; message: string }[] };
}

/** The seller's commission setting, open campaigns on both sides, and joining them. */
describe('affiliate rates and open campaigns', () => {
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

  async function kol(email?: string) {
    const user = await insertSignedInUser(t.ctx, { fullName: 'Linh Style', ...(email ? { email } : {}) });
    const now = t.ctx.now();
    await t.ctx.database.db.insert(affiliateKols).values({
      userId: user.userId,
      status: 'approved',
      channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@linh.style', followers: 12_000 }],
      niches: ['fashion'],
      bankName: 'Vietcombank',
      bankAccount: '0123456789',
      accountHolder: 'NGUYEN THI LINH',
      taxCode: '0100109106',
      appliedAt: now,
      decidedAt: now,
      approvedAt: now,
    });
    return user;
  }

  const campaign = (productId: string, over: Record<string, unknown> = {}) => {
    const now = t.ctx.now().getTime();
    return {
      name: 'Sale cuối năm',
      description: 'Hoa hồng cao cho áo khoác',
      ratePercent: 15,
      productIds: [productId],
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 10 * DAY).toISOString(),
      audience: 'all',
      ...over,
    };
  };

  const approve = (id: string) =>
    t.ctx.database.db
      .update(affiliateCampaigns)
      .set({ status: 'approved', decidedAt: t.ctx.now() })
      .where(eq(affiliateCampaigns.id, id));

  it('saves the shop rate and per-product rates as history, only what changed', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const other = await insertSellerWithShop(t.ctx);
    expect((await call({}, 'GET', RATES)).status).toBe(401);
    const buyer = await insertSignedInUser(t.ctx);
    expect((await call(buyer.headers, 'GET', RATES)).status).toBe(403);

    const empty = await call<{ shopRatePercent: number; catalog: { id: string }[] }>(
      seller.headers,
      'GET',
      RATES,
    );
    expect(empty.data?.shopRatePercent).toBe(0);
    expect(empty.data?.catalog.map((p) => p.id)).toContain(seller.productId);

    const bad = await call(seller.headers, 'PUT', RATES, { shopRatePercent: 51, products: [] });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.map((f) => f.path)).toContain('shopRatePercent');
    const step = await call(seller.headers, 'PUT', RATES, { shopRatePercent: 2.555 });
    expect(step.error?.fields?.[0]?.path).toBe('shopRatePercent');
    const foreign = await call(seller.headers, 'PUT', RATES, {
      shopRatePercent: 5,
      products: [{ productId: other.productId, ratePercent: 8 }],
    });
    expect(foreign.status).toBe(404);

    const saved = await call<{ shopRatePercent: number; products: unknown[] }>(seller.headers, 'PUT', RATES, {
      shopRatePercent: 5,
      products: [{ productId: seller.productId, ratePercent: 12.5 }],
    });
    expect(saved.data).toMatchObject({
      shopRatePercent: 5,
      products: [{ productId: seller.productId, ratePercent: 12.5 }],
    });
    const rows = () =>
      t.ctx.database.db.select().from(affiliateRates).where(eq(affiliateRates.shopId, seller.shopId));
    expect(await rows()).toHaveLength(2);
    // Saving the same setting again adds nothing; leaving the product out sends it back to the shop's rate.
    await call(seller.headers, 'PUT', RATES, {
      shopRatePercent: 5,
      products: [{ productId: seller.productId, ratePercent: 12.5 }],
    });
    expect(await rows()).toHaveLength(2);
    const back = await call<{ products: unknown[] }>(seller.headers, 'PUT', RATES, { shopRatePercent: 5 });
    expect(back.data?.products).toEqual([]);
    expect((await rows()).map((r) => r.bp).sort()).toEqual([1250, 500, null].sort());
  });

  it('creates a campaign waiting for the admin, above the shop rate, of its own products', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const other = await insertSellerWithShop(t.ctx);
    await call(seller.headers, 'PUT', RATES, { shopRatePercent: 10 });
    expect((await call({}, 'POST', SELLER, campaign(seller.productId))).status).toBe(401);

    const invalid = await call(seller.headers, 'POST', SELLER, {
      ...campaign(seller.productId, { name: '', productIds: [], audience: 'invited' }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.fields?.map((f) => f.path).sort()).toEqual(['invitees', 'name', 'productIds']);
    const now = t.ctx.now().getTime();
    const tooLong = await call(
      seller.headers,
      'POST',
      SELLER,
      campaign(seller.productId, { endsAt: new Date(now + 91 * DAY).toISOString() }),
    );
    expect(tooLong.error?.fields?.[0]).toMatchObject({
      path: 'endsAt',
      message: 'Chiến dịch kéo dài tối đa 90 ngày',
    });

    const low = await call(seller.headers, 'POST', SELLER, campaign(seller.productId, { ratePercent: 10 }));
    expect(low.status).toBe(409);
    expect(low.error?.code).toBe('AFFILIATE_CAMPAIGN_RATE_TOO_LOW');
    expect((low.error as { message?: string } | undefined)?.message).toContain('(10%)');
    expect(
      (await call(seller.headers, 'POST', SELLER, campaign(seller.productId, { ratePercent: 10.01 }))).status,
    ).toBe(201);
    expect((await call(seller.headers, 'POST', SELLER, campaign(other.productId))).status).toBe(404);

    const made = await call<{ id: string; status: string; productsCount: number }>(
      seller.headers,
      'POST',
      SELLER,
      campaign(seller.productId),
    );
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ status: 'pending', productsCount: 1 });
    const list = await call<{ id: string }[]>(seller.headers, 'GET', SELLER);
    expect(list.data?.[0]?.id).toBe(made.data?.id);
    expect((await call(other.headers, 'GET', `${SELLER}/${made.data?.id}`)).status).toBe(404);
    expect(
      (await call(other.headers, 'PUT', `${SELLER}/${made.data?.id}`, campaign(other.productId))).status,
    ).toBe(404);
    expect((await call(seller.headers, 'GET', `${SELLER}/not-an-id`)).status).toBe(404);
  });

  it('lets the seller edit a pending or refused campaign and locks an approved one', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const made = await call<{ id: string }>(seller.headers, 'POST', SELLER, campaign(seller.productId));
    const id = made.data?.id as string;
    await t.ctx.database.db
      .update(affiliateCampaigns)
      .set({ status: 'rejected', rejectReason: 'Mô tả chưa rõ' })
      .where(eq(affiliateCampaigns.id, id));
    const edited = await call<{ status: string; name: string; rejectReason: string | null }>(
      seller.headers,
      'PUT',
      `${SELLER}/${id}`,
      campaign(seller.productId, { name: 'Sale Tết' }),
    );
    expect(edited.data).toMatchObject({ status: 'pending', name: 'Sale Tết', rejectReason: null });
    await approve(id);
    const locked = await call(seller.headers, 'PUT', `${SELLER}/${id}`, campaign(seller.productId));
    expect(locked.status).toBe(409);
    expect(locked.error?.code).toBe('AFFILIATE_CAMPAIGN_LOCKED');
  });

  it('shows KOLs the approved campaigns they may join, and joins once', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const open = await call<{ id: string }>(seller.headers, 'POST', SELLER, campaign(seller.productId));
    const invited = await call<{ id: string }>(
      seller.headers,
      'POST',
      SELLER,
      campaign(seller.productId, { audience: 'invited', invitees: ['Mai.KOL@Example.vn'] }),
    );
    const pending = await call<{ id: string }>(seller.headers, 'POST', SELLER, campaign(seller.productId));
    const openId = open.data?.id as string;
    const invitedId = invited.data?.id as string;
    await approve(openId);
    await approve(invitedId);

    const linh = await kol();
    const mai = await kol('mai.kol@example.vn');
    const buyer = await insertSignedInUser(t.ctx);
    expect((await call({}, 'GET', KOL)).status).toBe(401);
    const notKol = await call(buyer.headers, 'POST', `${KOL}/${openId}/join`);
    expect(notKol.error?.code).toBe('AFFILIATE_NOT_KOL');

    const linhList = await call<{ id: string }[]>(linh.headers, 'GET', KOL);
    const linhIds = linhList.data?.map((c) => c.id) ?? [];
    expect(linhIds).toContain(openId);
    expect(linhIds).not.toContain(invitedId);
    expect(linhIds).not.toContain(pending.data?.id);
    const maiIds = (await call<{ id: string }[]>(mai.headers, 'GET', KOL)).data?.map((c) => c.id);
    expect(maiIds).toContain(invitedId);

    const refused = await call(linh.headers, 'POST', `${KOL}/${invitedId}/join`);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('AFFILIATE_CAMPAIGN_INVITE_ONLY');
    expect((await call(linh.headers, 'GET', `${KOL}/${invitedId}`)).error?.code).toBe(
      'AFFILIATE_CAMPAIGN_INVITE_ONLY',
    );
    expect((await call(linh.headers, 'GET', `${KOL}/${pending.data?.id}`)).status).toBe(404);
    const closed = await call(linh.headers, 'POST', `${KOL}/${pending.data?.id}/join`);
    expect(closed.status).toBe(409);
    expect(closed.error?.code).toBe('AFFILIATE_CAMPAIGN_CLOSED');

    const joined = await call<{ joined: boolean }>(linh.headers, 'POST', `${KOL}/${openId}/join`);
    expect(joined.data?.joined).toBe(true);
    expect((await call(linh.headers, 'POST', `${KOL}/${openId}/join`)).status).toBe(200);
    expect((await call(mai.headers, 'POST', `${KOL}/${invitedId}/join`)).status).toBe(200);
    const notes = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.userId));
    expect(notes.filter((n) => n.kind === 'affiliate.campaign_joined')).toHaveLength(2);
    expect(notes[0]).toMatchObject({ targetType: 'affiliate_seller_campaign' });

    const detail = await call<{
      kolsCount: number;
      kols: { name: string; clicks: number; orders: number }[];
    }>(seller.headers, 'GET', `${SELLER}/${openId}`);
    expect(detail.data).toMatchObject({ kolsCount: 1, kols: [{ name: 'Linh Style', clicks: 0, orders: 0 }] });

    // An ended campaign takes no one new.
    await t.ctx.database.db
      .update(affiliateCampaigns)
      .set({
        startsAt: new Date(t.ctx.now().getTime() - 3 * DAY),
        endsAt: new Date(t.ctx.now().getTime() - DAY),
      })
      .where(eq(affiliateCampaigns.id, openId));
    const late = await kol();
    expect((await call(late.headers, 'POST', `${KOL}/${openId}/join`)).error?.code).toBe(
      'AFFILIATE_CAMPAIGN_CLOSED',
    );
    expect((await call<{ id: string }[]>(late.headers, 'GET', KOL)).data?.map((c) => c.id)).not.toContain(
      openId,
    );
  });
});
