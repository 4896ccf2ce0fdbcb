import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '../checkout/checkout-answer-schemas';
import { orders } from '../orders/orders.tables';
import { promotions } from '../promotions/promotions.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { placeCheckout } from '../testing/place-checkout';
import { postJson } from '../testing/post-json';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { markLiveEnded, markLiveStarted } from './live-ingest-auth';
import { liveWorld, SELLER_LIVES } from './live-test-world';
import type { LiveDetailView, LiveFiguresView, LivePinView } from './live-view-schemas';

const MINUTE = 60_000;

describe('buying from a live', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  async function liveOnAir() {
    const w = await liveWorld(t);
    const { live } = await w.schedule();
    await markLiveStarted(t.ctx, live.id);
    return { w, liveId: live.id };
  }
  const draftOf = (variantId: string, liveId?: string) => ({
    source: 'express',
    items: [{ variantId, quantity: 1 }],
    paymentMethod: 'CASH',
    ...(liveId ? { liveId } : {}),
  });
  const figuresOf = async (w: Awaited<ReturnType<typeof liveWorld>>, liveId: string) =>
    (await w.call<LiveFiguresView>(w.seller.headers, 'GET', `${SELLER_LIVES}/${liveId}/figures`)).body.data;

  it('sells a pinned product at its live price until the countdown ends, then at its price again', async () => {
    const { w, liveId } = await liveOnAir();
    const pinned = await w.call<LivePinView>(w.seller.headers, 'PUT', `${SELLER_LIVES}/${liveId}/pin`, {
      kind: 'product',
      productId: w.seller.productId,
      livePrice: 99_000,
      livePriceMinutes: 10,
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.data).toMatchObject({ livePrice: 99_000 });
    expect(Date.parse(pinned.body.data?.livePriceEndsAt ?? '') - t.ctx.now().getTime()).toBeGreaterThan(
      9 * MINUTE,
    );
    const buyer = await insertBuyer(t.ctx);
    const quote = async () =>
      (
        await postJson<CheckoutQuote>(
          t.api,
          buyer.headers,
          '/api/v1/mobile/checkout/quote',
          draftOf(w.seller.variantId),
        )
      ).body.data?.totals.goods;
    expect(await quote()).toBe(99_000);
    t.advance(11 * MINUTE);
    expect(await quote()).toBe(150_000);
  });

  it('refuses a live price that is not below the price, and ends the live price with the pin', async () => {
    const { w, liveId } = await liveOnAir();
    const pin = (livePrice: number) =>
      w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${liveId}/pin`, {
        kind: 'product',
        productId: w.seller.productId,
        livePrice,
        livePriceMinutes: 30,
      });
    const high = await pin(150_000);
    expect(high.status).toBe(400);
    expect(high.body.error?.fields[0]).toMatchObject({
      path: 'livePrice',
      message: 'Giá live phải thấp hơn giá hiện tại',
    });
    expect((await pin(120_000)).status).toBe(200);
    const detail = await w.call<LiveDetailView>({}, 'GET', `/api/v1/lives/${liveId}`);
    expect(detail.body.data?.pin?.livePrice).toBe(120_000);
    await w.call(w.seller.headers, 'DELETE', `${SELLER_LIVES}/${liveId}/pin`);
    const [program] = await t.ctx.database.db
      .select({ endedAt: promotions.endedAt })
      .from(promotions)
      .where(eq(promotions.shopId, w.seller.shopId));
    expect(program?.endedAt).not.toBeNull();
  });

  it("counts the orders placed from the live in its figures, only the live's shop's, on air or just after", async () => {
    const { w, liveId } = await liveOnAir();
    const other = await liveWorld(t);
    const buyer = await insertBuyer(t.ctx);
    const first = await placeCheckout(t.api, buyer.headers, draftOf(w.seller.variantId, liveId));
    expect(first.status).toBe(200);
    // Another shop's product bought with this live's id: not this live's sale.
    expect((await placeCheckout(t.api, buyer.headers, draftOf(other.seller.variantId, liveId))).status).toBe(
      200,
    );
    // Without the live's id: not attributed either.
    expect((await placeCheckout(t.api, buyer.headers, draftOf(w.seller.variantId))).status).toBe(200);
    let figures = await figuresOf(w, liveId);
    expect(figures).toMatchObject({ orders: 1, revenue: first.placed.orders[0]?.total });

    await markLiveEnded(t.ctx, liveId, { replayPath: null });
    t.advance(20 * MINUTE);
    expect((await placeCheckout(t.api, buyer.headers, draftOf(w.seller.variantId, liveId))).status).toBe(200);
    t.advance(15 * MINUTE);
    // Over half an hour after the end: the order is placed, but no longer the live's.
    expect((await placeCheckout(t.api, buyer.headers, draftOf(w.seller.variantId, liveId))).status).toBe(200);
    figures = await figuresOf(w, liveId);
    expect(figures?.orders).toBe(2);

    // A cancelled order leaves the figures.
    const orderId = first.placed.orders[0]?.id as string;
    await t.ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect((await figuresOf(w, liveId))?.orders).toBe(1);
  });

  it('places the order normally when the live id names no live', async () => {
    const w = await liveWorld(t);
    const buyer = await insertBuyer(t.ctx);
    const placed = await placeCheckout(
      t.api,
      buyer.headers,
      draftOf(w.seller.variantId, '00000000-0000-4000-8000-000000000000'),
    );
    expect(placed.status).toBe(200);
  });
});
