import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import { putInCart } from '../testing/order-fixtures';
import type { Campaign, Nomination, PublicCampaign } from './campaign-schemas';
import {
  ADMIN,
  type CampaignWorld,
  campaignSteps,
  campaignWorld,
  DAY,
  HOUR,
  REASON,
  SELLER,
} from './campaign-world';

describe('platform campaigns', () => {
  let world: CampaignWorld;
  let t: CampaignWorld['t'];
  let call: CampaignWorld['call'];
  let admin: CampaignWorld['admin'];
  let seller: CampaignWorld['seller'];
  let other: CampaignWorld['other'];
  let buyer: CampaignWorld['buyer'];
  const { campaignBody, createCampaign, v, nominate, nominationOf, decide, cartPriceOf } = campaignSteps(
    () => world,
  );

  beforeAll(async () => {
    world = await campaignWorld();
    ({ t, call, admin, seller, other, buyer } = world);
  });
  afterAll(() => world?.t.close());

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
});
