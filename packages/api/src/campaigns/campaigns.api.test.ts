import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import type { CartView } from '../cart/cart-schemas';
import { promotions } from '../promotions/promotions.tables';
import type { PromotionPickerProduct } from '../promotions/seller-promotion-schemas';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { putInCart } from '../testing/order-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellingShop } from '../testing/shop-fixtures';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import type { Campaign, Nomination, PublicCampaign, SellerCampaign } from './campaign-schemas';

const ADMIN = '/api/v1/admin/campaigns';
const SELLER = '/api/v1/seller/campaigns';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REASON = 'Giá chiến dịch chưa đủ hấp dẫn so với thị trường.';

describe('platform campaigns', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  type H = Record<string, string>;
  type Seller = { headers: H; productId: string; variants: PromotionPickerProduct['variants'] };
  let admin: { headers: H; userId: string };
  let admin2: { headers: H; userId: string };
  let seller: Seller;
  let other: Seller;
  let buyer: Awaited<ReturnType<typeof insertBuyer>>;

  async function makeSeller(): Promise<Seller> {
    const world = await insertSellingShop(t.ctx, {
      variants: [
        { colour: 'Đen', size: 'M', stock: 20, price: 150_000 },
        { colour: 'Trắng', size: 'L', stock: 5, price: 200_000 },
        { colour: 'Đỏ', size: 'S', stock: 8, price: 100_000 },
      ],
    });
    const user = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
    await t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: user.userId })
      .where(eq(shops.id, world.shop.id));
    const picker = await call<PromotionPickerProduct[]>(
      user.headers,
      'GET',
      '/api/v1/seller/promotions/product-picker',
    );
    const product = picker.body.data?.find((p) => p.id === world.productId) as PromotionPickerProduct;
    return { headers: user.headers, productId: world.productId, variants: product.variants };
  }

  beforeAll(async () => {
    t = await createRaceTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    admin = await insertSignedInUser(t.ctx, { fullName: 'Quản trị viên', roles: ['buyer', 'admin'] });
    admin2 = await insertSignedInUser(t.ctx, { fullName: 'Quản trị viên 2', roles: ['buyer', 'admin'] });
    seller = await makeSeller();
    other = await makeSeller();
    buyer = await insertBuyer(t.ctx);
  });
  afterAll(() => t.close());

  /** Registration open now for a day; the sale `startDays` from now, one day long. */
  const campaignBody = (startDays: number, extra: Record<string, unknown> = {}) => {
    const now = t.ctx.now().getTime();
    return {
      name: '11.11 Siêu sale thời trang',
      description: 'Giảm sâu toàn sàn',
      registrationStartsAt: new Date(now - HOUR).toISOString(),
      registrationEndsAt: new Date(now + DAY).toISOString(),
      startsAt: new Date(now + startDays * DAY).toISOString(),
      endsAt: new Date(now + (startDays + 1) * DAY).toISOString(),
      minDiscountPercent: 10,
      maxProductsPerShop: 5,
      ...extra,
    };
  };
  const createCampaign = async (startDays: number, extra: Record<string, unknown> = {}) => {
    const res = await call<Campaign>(admin.headers, 'POST', ADMIN, campaignBody(startDays, extra));
    expect(res.status).toBe(201);
    return res.body.data as Campaign;
  };
  const v = (s: Seller, i: number) => s.variants[i] as PromotionPickerProduct['variants'][number];
  const nominate = (s: Seller, campaignId: string, body: Record<string, unknown>) =>
    call<SellerCampaign>(s.headers, 'POST', `${SELLER}/${campaignId}/nominations`, body);
  const nominationOf = (res: Awaited<ReturnType<typeof nominate>>, variantId: string) =>
    res.body.data?.nominations.find((n) => n.variantId === variantId) as Nomination;
  const decide = (h: H, id: string, kind: 'approve' | 'reject', reason = REASON) =>
    call<Nomination>(
      h,
      'POST',
      `${ADMIN}/nominations/${id}/${kind}`,
      kind === 'reject' ? { reason } : undefined,
    );
  const cartPriceOf = async (variantId: string) => {
    const cart = await call<{ data: CartView }>(buyer.headers, 'GET', '/api/v1/mobile/carts/all');
    const line = cart.body.data?.data.valid.flatMap((g) => g.items).find((i) => i.variant_id === variantId);
    return line?.price;
  };

  it('guards every call: 401 without a session, 403 for buyers (admin) and non-sellers (seller)', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', ADMIN],
      ['POST', ADMIN],
      ['PUT', `${ADMIN}/${id}`],
      ['GET', `${ADMIN}/${id}/nominations`],
      ['POST', `${ADMIN}/nominations/${id}/approve`],
      ['POST', `${ADMIN}/nominations/${id}/reject`],
    ] as const) {
      expect((await call({}, method, path, method === 'GET' ? undefined : {})).status).toBe(401);
      expect((await call(buyer.headers, method, path, method === 'GET' ? undefined : {})).status).toBe(403);
    }
    expect((await call({}, 'GET', SELLER)).status).toBe(401);
    expect((await call(buyer.headers, 'GET', SELLER)).status).toBe(403);
    const body = { productId: randomUUID(), variantId: null, campaignPrice: 1, stock: 1 };
    expect((await call(buyer.headers, 'POST', `${SELLER}/${id}/nominations`, body)).status).toBe(403);
  });

  it('checks the campaign: name 4/5, minimum discount 80/81, sale before registration closes', async () => {
    const bad = async (extra: Record<string, unknown>) => {
      const res = await call<Campaign>(admin.headers, 'POST', ADMIN, campaignBody(3, extra));
      return res.status === 400 ? res.body.error?.fields.map((f) => f.path) : res.status;
    };
    expect(await bad({ name: 'Sale' })).toEqual(['name']);
    expect(await bad({ name: 'Sales' })).toBe(201);
    expect(await bad({ minDiscountPercent: 80 })).toBe(201);
    expect(await bad({ minDiscountPercent: 81 })).toEqual(['minDiscountPercent']);
    const now = t.ctx.now().getTime();
    expect(await bad({ startsAt: new Date(now + HOUR).toISOString() })).toEqual(['startsAt']);
  });

  it('full flow: nominate at the bounds, approve, and the cart charges the campaign price only during the sale', async () => {
    const campaign = await createCampaign(2);
    expect(campaign.phase).toBe('registration');
    const black = v(seller, 0); // 150 000 ₫, minimum 10% -> at most 135 000 ₫, at least 30 000 ₫
    const below = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: black.id,
      campaignPrice: 135_001,
      stock: 5,
    });
    expect(below.status).toBe(400);
    expect(below.body.error?.fields).toEqual([
      { path: 'campaignPrice', message: 'Giá chiến dịch phải giảm ít nhất 10% so với giá hiện tại' },
    ]);
    const tooDeep = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: black.id,
      campaignPrice: 28_500,
      stock: 5,
    });
    expect(tooDeep.body.error?.fields[0]?.path).toBe('campaignPrice');
    const overStock = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: black.id,
      campaignPrice: 135_000,
      stock: 21,
    });
    expect(overStock.body.error?.fields[0]?.path).toBe('stock');
    const deepest = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: v(seller, 2).id,
      campaignPrice: 20_000,
      stock: 1,
    });
    expect(deepest.status).toBe(201);
    const ok = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: black.id,
      campaignPrice: 135_000,
      stock: 5,
    });
    expect(ok.status).toBe(201);
    const nomination = nominationOf(ok, black.id);
    expect(nomination).toMatchObject({
      status: 'pending',
      originalPrice: 150_000,
      campaignPrice: 135_000,
      discountPercent: 10,
    });
    const again = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: black.id,
      campaignPrice: 120_000,
      stock: 1,
    });
    expect(again.body.error?.fields[0]?.path).toBe('productId');

    const queue = await call<{ data: Nomination[] }>(
      admin.headers,
      'GET',
      `${ADMIN}/${campaign.id}/nominations`,
    );
    expect(queue.body.data?.data.map((n) => n.id)).toContain(nomination.id);
    const approved = await decide(admin.headers, nomination.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data?.status).toBe('approved');
    const [audit] = await t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetId, nomination.id),
          eq(adminAuditLog.action, 'campaign_nomination.approve'),
        ),
      );
    expect(audit?.adminUserId).toBe(admin.userId);
    // The campaign's program is not the seller's to edit.
    const programs = await call<{ data: { id: string }[] }>(
      seller.headers,
      'GET',
      '/api/v1/seller/promotions?type=product&tab=upcoming',
    );
    expect(programs.body.data?.data).toEqual([]);

    await putInCart(t.ctx, buyer.userId, black.id, 1);
    expect(await cartPriceOf(black.id)).toBe(150_000);
    const before = await call<PublicCampaign>({}, 'GET', `/api/v1/public/campaigns/${campaign.id}`);
    expect(before.body.data?.items.map((i) => [i.variantId, i.campaignPrice])).toEqual([[black.id, 135_000]]);
    t.advance(2 * DAY + HOUR);
    try {
      expect(await cartPriceOf(black.id)).toBe(135_000);
      const running = await call<PublicCampaign>({}, 'GET', `/api/v1/public/campaigns/${campaign.id}`);
      expect(running.body.data?.phase).toBe('running');
      t.advance(DAY);
      expect(await cartPriceOf(black.id)).toBe(150_000);
      expect((await call({}, 'GET', `/api/v1/public/campaigns/${campaign.id}`)).status).toBe(404);
    } finally {
      t.advance(-(3 * DAY + HOUR));
    }
  });

  it("refuses a variant already in another program at the same time, and another shop's product (404)", async () => {
    const campaign = await createCampaign(5);
    const now = t.ctx.now().getTime();
    const program = await call(seller.headers, 'POST', '/api/v1/seller/promotions', {
      name: 'Sale riêng',
      kind: 'variant',
      startsAt: new Date(now + 5 * DAY + HOUR).toISOString(),
      endsAt: new Date(now + 5 * DAY + 2 * HOUR).toISOString(),
      items: [
        {
          productId: seller.productId,
          variantId: v(seller, 1).id,
          originalPrice: 200_000,
          discountedPrice: 150_000,
          stock: 1,
        },
      ],
    });
    expect(program.status).toBe(201);
    const clash = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: v(seller, 1).id,
      campaignPrice: 150_000,
      stock: 1,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.error?.fields).toEqual([
      { path: 'productId', message: 'Sản phẩm đã có trong một chương trình khác trùng thời gian' },
    ]);
    const foreign = await nominate(seller, campaign.id, {
      productId: other.productId,
      variantId: v(other, 0).id,
      campaignPrice: 100_000,
      stock: 1,
    });
    expect(foreign.status).toBe(404);
    const unknown = await nominate(seller, randomUUID(), {
      productId: seller.productId,
      variantId: v(seller, 0).id,
      campaignPrice: 100_000,
      stock: 1,
    });
    expect(unknown.status).toBe(404);
  });

  it('approval re-checks the overlap: a program made after nominating makes approval 409', async () => {
    const campaign = await createCampaign(7);
    const target = v(other, 1);
    const res = await nominate(other, campaign.id, {
      productId: other.productId,
      variantId: target.id,
      campaignPrice: 150_000,
      stock: 1,
    });
    const nomination = nominationOf(res, target.id);
    const now = t.ctx.now().getTime();
    const program = await call(other.headers, 'POST', '/api/v1/seller/promotions', {
      name: 'Sale riêng',
      kind: 'variant',
      startsAt: new Date(now + 7 * DAY).toISOString(),
      endsAt: new Date(now + 8 * DAY).toISOString(),
      items: [
        {
          productId: other.productId,
          variantId: target.id,
          originalPrice: 200_000,
          discountedPrice: 180_000,
          stock: 1,
        },
      ],
    });
    expect(program.status).toBe(201);
    expect((await decide(admin.headers, nomination.id, 'approve')).status).toBe(409);
    const rejected = await decide(admin.headers, nomination.id, 'reject');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: REASON });
  });

  raceIt('two admins deciding one nomination at once: one decision, one audit line', async () => {
    const campaign = await createCampaign(9);
    const target = v(other, 2);
    const res = await nominate(other, campaign.id, {
      productId: other.productId,
      variantId: target.id,
      campaignPrice: 90_000,
      stock: 2,
    });
    const id = nominationOf(res, target.id).id;
    expect((await decide(admin.headers, id, 'reject', 'Ngắn quá')).status).toBe(400);
    const results = await Promise.all([
      decide(admin.headers, id, 'approve'),
      decide(admin2.headers, id, 'reject'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lines = await t.ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(lines).toHaveLength(1);
    const programs = await t.ctx.database.db
      .select()
      .from(promotions)
      .where(eq(promotions.campaignId, campaign.id));
    expect(programs).toHaveLength(results.some((r) => r.body.data?.status === 'approved') ? 1 : 0);
  });

  raceIt('two nominations of one variant at once: one is taken', async () => {
    const campaign = await createCampaign(11);
    const target = v(other, 0);
    const body = { productId: other.productId, variantId: target.id, campaignPrice: 120_000, stock: 1 };
    const results = await Promise.all([
      nominate(other, campaign.id, body),
      nominate(other, campaign.id, body),
      nominate(other, campaign.id, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('withdraws a pending nomination, not a decided one; caps nominations per shop; locks terms once nominated', async () => {
    const campaign = await createCampaign(13, { maxProductsPerShop: 1 });
    const first = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: v(seller, 0).id,
      campaignPrice: 120_000,
      stock: 1,
    });
    expect(first.status).toBe(201);
    const second = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: v(seller, 2).id,
      campaignPrice: 80_000,
      stock: 1,
    });
    expect(second.body.error?.fields[0]).toMatchObject({ path: 'productId' });
    const changed = await call(admin.headers, 'PUT', `${ADMIN}/${campaign.id}`, {
      ...campaignBody(14),
      name: campaign.name,
      maxProductsPerShop: 1,
    });
    expect(changed.status).toBe(409);
    const renamed = await call<Campaign>(admin.headers, 'PUT', `${ADMIN}/${campaign.id}`, {
      ...campaign,
      name: 'Sale 12.12',
      maxProductsPerShop: 2,
    });
    expect(renamed.status).toBe(200);
    const id = nominationOf(first, v(seller, 0).id).id;
    expect((await call(other.headers, 'DELETE', `${SELLER}/nominations/${id}`)).status).toBe(404);
    expect((await call(seller.headers, 'DELETE', `${SELLER}/nominations/${id}`)).status).toBe(204);
    const again = await nominate(seller, campaign.id, {
      productId: seller.productId,
      variantId: v(seller, 2).id,
      campaignPrice: 80_000,
      stock: 1,
    });
    const approved = await decide(admin.headers, nominationOf(again, v(seller, 2).id).id, 'approve');
    expect(approved.status).toBe(200);
    expect(
      (await call(seller.headers, 'DELETE', `${SELLER}/nominations/${approved.body.data?.id}`)).status,
    ).toBe(409);
    // Registration over: nominations answer 409.
    t.advance(DAY + HOUR);
    try {
      const late = await nominate(seller, campaign.id, {
        productId: seller.productId,
        variantId: v(seller, 1).id,
        campaignPrice: 150_000,
        stock: 1,
      });
      expect(late.status).toBe(409);
    } finally {
      t.advance(-(DAY + HOUR));
    }
    expect((await call(admin.headers, 'DELETE', `${ADMIN}/${campaign.id}`)).status).toBe(204);
    expect((await call(admin.headers, 'GET', `${ADMIN}/${campaign.id}`)).status).toBe(404);
  });

  it('takes a cover of at least 1340x754 (checked by content), keeps it on edit, refuses a foreign key', async () => {
    const upload = async (headers: H, width: number, height: number, type = 'image/png') => {
      const bytes =
        type === 'image/png'
          ? await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
              .png()
              .toBuffer()
          : Buffer.from('not a picture at all');
      const form = new FormData();
      form.set('cover', new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' }));
      const res = await t.api.request(`${ADMIN}/covers`, { method: 'POST', headers, body: form });
      return { status: res.status, body: (await res.json()) as { data?: { key: string; url: string } } };
    };
    expect((await upload({}, 1340, 754)).status).toBe(401);
    expect((await upload(buyer.headers, 1340, 754)).status).toBe(403);
    expect((await upload(admin.headers, 1339, 754)).status).toBe(400);
    expect((await upload(admin.headers, 1340, 753)).status).toBe(400);
    expect((await upload(admin.headers, 1340, 754, 'text/plain')).status).toBe(415);
    const stored = await upload(admin.headers, 2680, 1508);
    expect(stored.status).toBe(201);
    const key = stored.body.data?.key as string;
    expect(key.startsWith('campaigns/')).toBe(true);

    const created = await createCampaign(40, { coverKey: key });
    expect(created.coverKey).toBe(key);
    expect(created.cover).toMatch(/campaigns\/.+-1340\.webp$/);
    const foreign = await call<Campaign>(
      admin.headers,
      'POST',
      ADMIN,
      campaignBody(42, { coverKey: 'shops/x/promotions/y' }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.fields.map((f) => f.path)).toEqual(['coverKey']);
    const removed = await call<Campaign>(admin.headers, 'PUT', `${ADMIN}/${created.id}`, {
      ...campaignBody(40, { coverKey: null }),
      registrationStartsAt: created.registrationStartsAt,
      registrationEndsAt: created.registrationEndsAt,
      startsAt: created.startsAt,
      endsAt: created.endsAt,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data?.cover).toBeNull();
  });
});
