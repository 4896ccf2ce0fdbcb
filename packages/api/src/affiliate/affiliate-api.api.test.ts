import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../accounts/users.tables';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { insertBuyer } from '../testing/user-fixtures';
import { affiliateKols } from './affiliate.tables';
import { affiliateWorld } from './testing/affiliate-world';

/** The KOL area's figures and the affiliate host with Bearer tokens. */
describe('affiliate API and KOL area', () => {
  const w = affiliateWorld();
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  it('serves links, conversions and statements to a token, and refuses it once revoked', async () => {
    const seller = await w.sellerWithShop(300_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    const made = await w.call<{ token: string; id: string; prefix: string }>(
      kol.headers,
      'POST',
      '/api/v1/affiliate/tokens',
      {
        name: 'Công cụ báo cáo',
      },
    );
    expect(made.status).toBe(201);
    const { token, id, prefix } = made.body.data as { token: string; id: string; prefix: string };
    expect(token.startsWith(prefix)).toBe(true);
    const listed = await w.call<{ id: string }[]>(kol.headers, 'GET', '/api/v1/affiliate/tokens');
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const bearer = { authorization: `Bearer ${token}` };

    const link = await w.call<{ code: string }>(bearer, 'POST', '/affiliate/v1/links', {
      target: 'product',
      targetId: seller.productId,
    });
    expect(link.status).toBe(200);
    const buyer = await insertBuyer(w.world.t.ctx);
    const visit = await w.click((link.body.data as { code: string }).code);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: visit.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    const conversions = await w.call<{ items: { orderCode: string; buyer: string; commission: number }[] }>(
      bearer,
      'GET',
      '/affiliate/v1/conversions',
    );
    // The buyer's name keeps only its first and last characters (product.md §9).
    expect(conversions.body.data?.items).toEqual([
      expect.objectContaining({ orderCode: order.code, buyer: 'N************n', commission: 30_000 }),
    ]);
    expect((await w.call(bearer, 'GET', `/affiliate/v1/conversions/${order.id}`)).status).toBe(200);
    expect((await w.call(bearer, 'GET', '/affiliate/v1/statements')).status).toBe(200);
    expect(
      (await w.call<{ items: unknown[] }>(bearer, 'GET', '/affiliate/v1/links')).body.data?.items,
    ).toHaveLength(1);

    expect((await w.call(kol.headers, 'DELETE', `/api/v1/affiliate/tokens/${id}`)).status).toBe(204);
    const refused = await w.call(bearer, 'GET', '/affiliate/v1/conversions');
    expect(refused.status).toBe(401);
    expect((await w.call({}, 'GET', '/affiliate/v1/links')).status).toBe(401);
    expect(
      (await w.call({ authorization: 'Bearer cdaff_not-a-real-token-at-all' }, 'GET', '/affiliate/v1/links'))
        .status,
    ).toBe(401);
  });

  it('keeps each KOL to their own tokens and refuses a KOL no longer approved', async () => {
    const kol = await w.kol();
    const other = await w.kol();
    const made = await w.call<{ token: string; id: string }>(
      kol.headers,
      'POST',
      '/api/v1/affiliate/tokens',
      { name: 'A' },
    );
    const { token, id } = made.body.data as { token: string; id: string };
    expect((await w.call(other.headers, 'DELETE', `/api/v1/affiliate/tokens/${id}`)).status).toBe(404);
    const empty = await w.call(kol.headers, 'POST', '/api/v1/affiliate/tokens', { name: '' });
    expect(empty.status).toBe(400);
    for (let i = 0; i < 4; i++)
      await w.call(kol.headers, 'POST', '/api/v1/affiliate/tokens', { name: `T${i}` });
    const sixth = await w.call(kol.headers, 'POST', '/api/v1/affiliate/tokens', { name: 'Thứ sáu' });
    expect(sixth.body.error?.code).toBe('AFFILIATE_TOKENS_LIMIT');
    await w
      .db()
      .update(affiliateKols)
      .set({ status: 'rejected' })
      .where(eq(affiliateKols.userId, kol.userId));
    const revoked = await w.call({ authorization: `Bearer ${token}` }, 'GET', '/affiliate/v1/links');
    expect(revoked.status).toBe(403);
    expect(revoked.body.error?.code).toBe('AFFILIATE_NOT_KOL');
  });

  it("holds a conversion from the KOL's own device for review instead of approving it", async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    // The KOL signed in on the device the "buyer" orders from.
    await w.db().update(sessions).set({ deviceId: 'web-kolphone1' }).where(eq(sessions.userId, kol.userId));
    const { code } = (
      await w.call<{ code: string }>(kol.headers, 'POST', '/api/v1/affiliate/links', {
        target: 'product',
        targetId: seller.productId,
      })
    ).body.data as { code: string };
    const friend = await insertBuyer(w.world.t.ctx);
    const visit = await w.click(code);
    const device = { from: 'web-kolphone1' };
    const order = await w.placeOrder(
      { headers: { ...friend.headers, ...device, cookie: visit.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    const conversion = await w.conversionOf(order.id);
    expect(conversion).toMatchObject({ review: 'waiting', flags: ['shared_device'], status: 'pending' });
    for (const event of ['seller_confirm', 'shipped', 'delivered'] as const) await w.move(order.id, event);
    await w.call(friend.headers, 'POST', `/api/v1/mobile/orders/${order.id}/confirm-receipt`);
    w.world.t.advance(20 * 86_400_000);
    await runDueJobs(w.world.t.ctx, jobHandlers);
    expect((await w.conversionOf(order.id))?.status).toBe('pending');
  });

  it('sums clicks, orders and commission on the dashboard', async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    const { code } = (
      await w.call<{ code: string }>(kol.headers, 'POST', '/api/v1/affiliate/links', {
        target: 'product',
        targetId: seller.productId,
      })
    ).body.data as { code: string };
    await w.click(code);
    const buyer = await insertBuyer(w.world.t.ctx);
    const visit = await w.click(code);
    await w.placeOrder({ headers: { ...buyer.headers, cookie: visit.cookie } }, seller.variantId, 1, 'CASH');
    const board = await w.call<{
      clicks: number;
      orders: number;
      conversionRate: number;
      pending: number;
      days: unknown[];
    }>(kol.headers, 'GET', '/api/v1/affiliate/dashboard');
    expect(board.body.data).toMatchObject({ clicks: 2, orders: 1, conversionRate: 50, pending: 10_000 });
    expect(board.body.data?.days).toHaveLength(30);
    const stranger = await insertBuyer(w.world.t.ctx);
    expect((await w.call(stranger.headers, 'GET', '/api/v1/affiliate/dashboard')).status).toBe(403);
  });
});
