import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBuyer } from '../../testing/user-fixtures';
import { affiliateCampaigns, affiliateCommissions } from '../affiliate.tables';
import { affiliateWorld } from '../testing/affiliate-world';

const DAY = 86_400_000;

/** A campaign's results as its seller sees them: a joined KOL's clicks, orders and commission. */
describe('open campaign results', () => {
  const w = affiliateWorld();
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  it("pays the campaign rate on a member's order and shows it on the seller's campaign", async () => {
    const seller = await w.sellerWithShop(200_000);
    await w.setRate(seller.shopId, 5);
    const now = w.now().getTime();
    const made = await w.call<{ id: string }>(seller.headers, 'POST', '/api/v1/seller/affiliate/campaigns', {
      name: 'Sale 12.12',
      ratePercent: 15,
      productIds: [seller.productId],
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 7 * DAY).toISOString(),
      audience: 'all',
    });
    const id = made.body.data?.id as string;
    await w.db().update(affiliateCampaigns).set({ status: 'approved' }).where(eq(affiliateCampaigns.id, id));
    const kol = await w.kol();
    expect((await w.call(kol.headers, 'POST', `/api/v1/affiliate/campaigns/${id}/join`)).status).toBe(200);

    const { code } = await w.link(kol.headers, 'product', seller.productId);
    const visit = await w.click(code);
    await w.click(code);
    const buyer = await insertBuyer(w.world.t.ctx);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: visit.cookie } },
      seller.variantId,
      2,
      'CASH',
    );
    const conversion = await w.conversionOf(order.id);
    const lines = await w
      .db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.conversionId, conversion?.id as string));
    expect(lines).toMatchObject([{ campaignId: id, bp: 1500, base: 400_000, amount: 60_000 }]);

    const detail = await w.call<{
      orders: number;
      commission: number;
      kols: { userId: string; clicks: number; orders: number; revenue: number; commission: number }[];
    }>(seller.headers, 'GET', `/api/v1/seller/affiliate/campaigns/${id}`);
    expect(detail.body.data).toMatchObject({ orders: 1, commission: 60_000 });
    expect(detail.body.data?.kols).toEqual([
      expect.objectContaining({
        userId: kol.userId,
        clicks: 2,
        orders: 1,
        revenue: 400_000,
        commission: 60_000,
      }),
    ]);
    const list = await w.call<{ id: string; kolsCount: number; orders: number }[]>(
      seller.headers,
      'GET',
      '/api/v1/seller/affiliate/campaigns',
    );
    expect(list.body.data?.[0]).toMatchObject({ id, kolsCount: 1, orders: 1 });

    // A cancelled line no longer counts.
    await w
      .db()
      .update(affiliateCommissions)
      .set({ status: 'cancelled' })
      .where(eq(affiliateCommissions.campaignId, id));
    const after = await w.call<{ orders: number; commission: number }>(
      seller.headers,
      'GET',
      `/api/v1/seller/affiliate/campaigns/${id}`,
    );
    expect(after.body.data).toMatchObject({ orders: 0, commission: 0 });
  });
});
