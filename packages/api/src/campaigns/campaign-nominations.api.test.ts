import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import { promotions } from '../promotions/promotions.tables';
import { raceIt } from '../testing/race-tests';
import type { Campaign } from './campaign-schemas';
import { ADMIN, type CampaignWorld, campaignSteps, campaignWorld, DAY, HOUR, SELLER } from './campaign-world';

describe('platform campaigns: deciding and nominating at once, withdrawing, covers', () => {
  let world: CampaignWorld;
  let t: CampaignWorld['t'];
  let call: CampaignWorld['call'];
  let admin: CampaignWorld['admin'];
  let admin2: CampaignWorld['admin2'];
  let seller: CampaignWorld['seller'];
  let other: CampaignWorld['other'];
  let buyer: CampaignWorld['buyer'];
  const { campaignBody, createCampaign, v, nominate, nominationOf, decide } = campaignSteps(() => world);

  beforeAll(async () => {
    world = await campaignWorld();
    ({ t, call, admin, admin2, seller, other, buyer } = world);
  });
  afterAll(() => world?.t.close());

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
    const upload = async (
      headers: Record<string, string>,
      width: number,
      height: number,
      type = 'image/png',
    ) => {
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
