import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { notifications } from '../notifications/notifications.tables';
import { products } from '../products/catalog/products.tables';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { affiliateCommissions } from './affiliate.tables';
import { affiliateWorld } from './testing/affiliate-world';

const DAY = 86_400_000;

/** Links, clicks and attribution at checkout: who an order counts for, and at what rate. */
describe('affiliate attribution', () => {
  const w = affiliateWorld();
  beforeAll(w.setUp);
  afterAll(w.tearDown);
  const linesOf = async (conversionId: string) =>
    w.db().select().from(affiliateCommissions).where(eq(affiliateCommissions.conversionId, conversionId));

  it('lets only approved KOLs make links, one per target, to what can be bought', async () => {
    const seller = await w.sellerWithShop();
    const stranger = await insertBuyer(w.world.t.ctx);
    expect(
      (await w.call({}, 'POST', '/api/v1/affiliate/links', { target: 'product', targetId: seller.productId }))
        .status,
    ).toBe(401);
    const refused = await w.call(stranger.headers, 'POST', '/api/v1/affiliate/links', {
      target: 'product',
      targetId: seller.productId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('AFFILIATE_NOT_KOL');

    const kol = await w.kol();
    const first = await w.link(kol.headers, 'product', seller.productId);
    expect(first.url).toMatch(/\/l\/[0-9A-Za-z]{8}$/);
    expect((await w.link(kol.headers, 'product', seller.productId)).code).toBe(first.code);
    const bad = await w.call(kol.headers, 'POST', '/api/v1/affiliate/links', {
      target: 'shop',
      targetId: 'x',
    });
    expect(bad.status).toBe(400);
    await w.db().update(products).set({ status: 'hidden' }).where(eq(products.id, seller.productId));
    const hidden = await w.call(kol.headers, 'POST', '/api/v1/affiliate/links', {
      target: 'product',
      targetId: seller.productId,
    });
    expect(hidden.body.error?.code).toBe('AFFILIATE_TARGET_UNAVAILABLE');
    await w.db().update(products).set({ status: 'approved' }).where(eq(products.id, seller.productId));

    const visit = await w.click(first.code);
    expect(visit.location).toBe(`/san-pham/${seller.productId}`);
    expect(visit.cookie).toMatch(/^aff_click=[0-9a-f-]{36}$/);
    expect((await w.click('nope1234')).location).toBe('/');
  });

  it("gives a guest's click to the account they buy with, at the rate on what they paid", async () => {
    const seller = await w.sellerWithShop(200_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    const { code } = await w.link(kol.headers, 'product', seller.productId);
    const guest = await w.click(code);
    // The guest signs up (a new account) and checks out in the same browser.
    const buyer = await insertBuyer(w.world.t.ctx);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: guest.cookie } },
      seller.variantId,
      2,
      'CASH',
    );
    const conversion = await w.conversionOf(order.id);
    expect(conversion).toMatchObject({
      kolUserId: kol.userId,
      counted: 'yes',
      status: 'pending',
      review: 'none',
    });
    expect(await linesOf(conversion?.id as string)).toMatchObject([
      { base: 400_000, bp: 1000, amount: 40_000 },
    ]);
    const told = await w.db().select().from(notifications).where(eq(notifications.userId, kol.userId));
    expect(told.map((n) => [n.kind, n.params])).toContainEqual([
      'affiliate.conversion',
      { code: order.code, amount: 40_000 },
    ]);

    // Only the first order after a click counts.
    const again = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: guest.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect(await w.conversionOf(again.id)).toBeUndefined();
  });

  it('gives the order to the last click, also one made signed in on another device', async () => {
    const seller = await w.sellerWithShop();
    await w.setRate(seller.shopId, 5);
    const [first, second] = [await w.kol('KOL Một'), await w.kol('KOL Hai')];
    const buyer = await insertBuyer(w.world.t.ctx);
    const a = await w.click((await w.link(first.headers, 'product', seller.productId)).code);
    w.world.t.advance(60_000);
    // Signed in elsewhere: no cookie here, the account remembers the click.
    await w.click((await w.link(second.headers, 'shop', seller.shopId)).code, buyer.headers);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: a.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect((await w.conversionOf(order.id))?.kolUserId).toBe(second.userId);
  });

  it('never pays a KOL for their own purchase, and says why', async () => {
    const seller = await w.sellerWithShop();
    await w.setRate(seller.shopId, 8);
    const kol = await w.kol();
    const visit = await w.click((await w.link(kol.headers, 'product', seller.productId)).code, kol.headers);
    const order = await w.placeOrder(
      { headers: { ...kol.headers, cookie: visit.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    const conversion = await w.conversionOf(order.id);
    expect(conversion).toMatchObject({ counted: 'own_purchase', status: 'cancelled' });
    expect(await linesOf(conversion?.id as string)).toEqual([]);
  });

  it('counts up to the end of the window and not after', async () => {
    const seller = await w.sellerWithShop();
    await w.setRate(seller.shopId, 8);
    const kol = await w.kol();
    const { code } = await w.link(kol.headers, 'product', seller.productId);
    const late = await w.click(code);
    w.world.t.advance(30 * DAY + 60_000);
    // Signed up after the window (a session lasts 30 days as well).
    let buyer = await insertBuyer(w.world.t.ctx);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: late.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect(await w.conversionOf(order.id)).toMatchObject({ counted: 'window_ended', status: 'cancelled' });

    const inTime = await w.click(code);
    w.world.t.advance(30 * DAY - 60_000);
    buyer = await insertBuyer(w.world.t.ctx);
    const counted = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: inTime.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect(await w.conversionOf(counted.id)).toMatchObject({ counted: 'yes', status: 'pending' });
  });

  it('keeps KOLs already promoting on a lowered rate for 30 days; newcomers get the new one', async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const early = await w.kol('Sớm');
    const earlyLink = await w.link(early.headers, 'product', seller.productId);
    w.world.t.advance(DAY);
    await w.setRate(seller.shopId, 4);
    w.world.t.advance(DAY);
    const late = await w.kol('Muộn');
    const lateLink = await w.link(late.headers, 'product', seller.productId);
    const buyer = await insertBuyer(w.world.t.ctx);

    const one = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: (await w.click(earlyLink.code)).cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect(await linesOf((await w.conversionOf(one.id))?.id as string)).toMatchObject([
      { bp: 1000, amount: 10_000 },
    ]);
    const two = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: (await w.click(lateLink.code)).cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect(await linesOf((await w.conversionOf(two.id))?.id as string)).toMatchObject([
      { bp: 400, amount: 4_000 },
    ]);
    // Past the 30 days after the cut, the early KOL earns the new rate too.
    w.world.t.advance(29 * DAY);
    const three = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: (await w.click(earlyLink.code)).cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    expect(await linesOf((await w.conversionOf(three.id))?.id as string)).toMatchObject([{ bp: 400 }]);
  });

  it('approves the commission once the order is completed and its return period over', async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    const buyer = await insertBuyer(w.world.t.ctx);
    const visit = await w.click((await w.link(kol.headers, 'product', seller.productId)).code);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: visit.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    for (const event of ['seller_confirm', 'shipped', 'delivered'] as const) await w.move(order.id, event);
    const done = await w.call(buyer.headers, 'POST', `/api/v1/mobile/orders/${order.id}/confirm-receipt`);
    expect(done.status).toBe(200);
    await runDueJobs(w.world.t.ctx, jobHandlers);
    expect((await w.conversionOf(order.id))?.status).toBe('pending');
    const [product] = await w
      .db()
      .select({ days: products.returnDays })
      .from(products)
      .where(eq(products.id, seller.productId));
    w.world.t.advance((product?.days ?? 0) * DAY + 60_000);
    await runDueJobs(w.world.t.ctx, jobHandlers);
    expect((await w.conversionOf(order.id))?.status).toBe('approved');
    const detail = await w.call<{ status: string; commission: number; lines: { status: string }[] }>(
      kol.headers,
      'GET',
      `/api/v1/affiliate/conversions/${order.id}`,
    );
    expect(detail.body.data).toMatchObject({
      status: 'approved',
      commission: 10_000,
      lines: [{ status: 'approved' }],
    });
    // Another KOL does not learn the order exists.
    const other = await w.kol('Người khác');
    expect((await w.call(other.headers, 'GET', `/api/v1/affiliate/conversions/${order.id}`)).status).toBe(
      404,
    );
  });

  it('cancels the commission of a cancelled order and takes refunded units off', async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    const { code } = await w.link(kol.headers, 'product', seller.productId);
    const buyer = await insertBuyer(w.world.t.ctx);
    const cancelled = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: (await w.click(code)).cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    await w.move(cancelled.id, 'seller_cancel');
    const gone = await w.conversionOf(cancelled.id);
    expect(gone?.status).toBe('cancelled');
    expect(await linesOf(gone?.id as string)).toMatchObject([
      { status: 'cancelled', cancelReason: 'order_cancelled' },
    ]);

    // Two units paid by VNPay, one returned and refunded: half the commission stays.
    const paid = await w.placeOrder(
      { headers: { ...buyer.headers, cookie: (await w.click(code)).cookie } },
      seller.variantId,
      2,
      'VNPAYQR',
    );
    for (const event of ['seller_confirm', 'shipped', 'delivered'] as const) await w.move(paid.id, event);
    const asked = await w.request(buyer, paid.id);
    expect(asked.status).toBe(200);
    const requestId = (asked.body.data as { id: string }).id;
    await w.call(seller.headers, 'POST', `/api/v1/seller/returns/${requestId}/agree`);
    await w.call(buyer.headers, 'POST', `/api/v1/mobile/orders/${paid.id}/return-request/return-tracking`, {
      trackingCode: 'ghn12345',
    });
    await w.call(seller.headers, 'POST', `/api/v1/seller/returns/${requestId}/received`);
    // The world's admin signed in before the clock moved on past a session's 30 days.
    const admin = await insertSignedInUser(w.world.t.ctx, { roles: ['buyer', 'admin'] });
    const refunded = await w.call(admin.headers, 'POST', `/api/v1/admin/returns/${requestId}/approve`);
    expect(refunded.status).toBe(200);
    const kept = await w.conversionOf(paid.id);
    expect(await linesOf(kept?.id as string)).toMatchObject([
      { refundedUnits: 1, base: 200_000, amount: 10_000, status: 'pending' },
    ]);
  });
});
