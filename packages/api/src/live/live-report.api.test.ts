import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { placeCheckout } from '../testing/place-checkout';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { markLiveEnded, markLiveStarted } from './live-ingest-auth';
import type { LiveReportView } from './live-report';
import { liveWorld } from './live-test-world';

describe("the seller analytics' live section", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('lists the lives that went on air with their peak, orders and revenue, and the totals', async () => {
    const w = await liveWorld(t);
    const aired = await w.schedule();
    const onAir = await w.schedule();
    await w.schedule(); // never on air: not listed
    const buyer = await insertBuyer(t.ctx);
    const buy = (liveId: string) =>
      placeCheckout(t.api, buyer.headers, {
        source: 'express',
        items: [{ variantId: w.seller.variantId, quantity: 1 }],
        paymentMethod: 'CASH',
        liveId,
      });
    await markLiveStarted(t.ctx, aired.live.id);
    const first = await buy(aired.live.id);
    const second = await buy(aired.live.id);
    await markLiveEnded(t.ctx, aired.live.id, { replayPath: null });
    t.advance(60_000);
    await markLiveStarted(t.ctx, onAir.live.id);
    const third = await buy(onAir.live.id);
    const total = (o: typeof first) => o.placed.orders[0]?.total ?? 0;

    const report = await w.call<LiveReportView>(w.seller.headers, 'GET', '/api/v1/seller/analytics/lives');
    expect(report.status).toBe(200);
    expect(report.body.data?.items.map((i) => [i.liveId, i.state, i.orders, i.revenue])).toEqual([
      [onAir.live.id, 'live', 1, total(third)],
      [aired.live.id, 'ended', 2, total(first) + total(second)],
    ]);
    expect(report.body.data?.totals).toEqual({
      lives: 2,
      orders: 3,
      revenue: total(first) + total(second) + total(third),
    });
    // Another shop's seller sees only their own.
    const other = await liveWorld(t);
    const theirs = await other.call<LiveReportView>(
      other.seller.headers,
      'GET',
      '/api/v1/seller/analytics/lives',
    );
    expect(theirs.body.data?.items).toEqual([]);
  });
});
