import { translate } from '@cho-dep/i18n/translate';
import { resolveCarrierSettings } from '@cho-dep/integrations/shipping/carrier-config';
import { ghnWebhookRequest, ghtkWebhookRequest } from '@cho-dep/integrations/shipping/carrier-webhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { jobs } from '../jobs/jobs.tables';
import { AUTO_COMPLETE_JOB } from '../orders/auto-complete-job';
import { orderHistory } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { callJson, orderRow, placeAwaitingPickupOrder } from './shipment-test-fixtures';
import { shipmentEvents, shipments } from './shipments.tables';
import type { ShippingView } from './shipping-view';

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = resolveCarrierSettings();

describe('handing orders over and carrier webhooks', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;

  const ship = (headers: Record<string, string>, orderId: string, body: unknown) =>
    callJson<ShippingView>(t.api, 'POST', `/api/v1/seller/orders/${orderId}/ship`, headers, body);
  const sendWebhook = async (req: { path: string; headers: Record<string, string>; body: string }) => {
    const res = await t.api.request(req.path, { method: 'POST', headers: req.headers, body: req.body });
    return { status: res.status, body: (await res.json()) as { data?: { outcome: string } } };
  };
  const ghn = (trackingCode: string, status: string, minutes: number) =>
    sendWebhook(
      ghnWebhookRequest(settings.ghn, {
        orderCode: trackingCode,
        clientOrderCode: 'x',
        status,
        time: new Date(Date.UTC(2026, 10, 21, 3, minutes)),
      }),
    );
  const ghtk = (label: string, statusId: number, minutes: number) =>
    sendWebhook(
      ghtkWebhookRequest(settings.ghtk, {
        label,
        partnerId: 'x',
        statusId,
        actionTime: new Date(Date.UTC(2026, 10, 21, 3, minutes)),
      }),
    );
  const historyOf = async (orderId: string) =>
    (
      await t.ctx.database.db
        .select({ status: orderHistory.status, actor: orderHistory.actor })
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(orderHistory.actionTime)
    ).map((h) => `${h.status}:${h.actor}`);

  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('creates a GHN shipment from the pickup address, stores the codes on the order, and answers the same again', async () => {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const first = await ship(seller.headers, orderId, { method: 'ghn' });
    expect(first.status).toBe(200);
    const view = first.body.data as ShippingView;
    expect(view).toMatchObject({
      orderId,
      status: 'awaiting_pickup',
      shippingMethod: 'ghn',
      companyStatus: 'not_received',
    });
    expect(view.trackingCode).toMatch(/^GHN[A-Z2-9]{8}$/);
    expect(view.trackingUrl).toBe(`https://donhang.ghn.vn/?order_code=${view.trackingCode}`);
    expect(view.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const order = await orderRow(t.ctx, orderId);
    expect(order).toMatchObject({
      trackingCode: view.trackingCode,
      waybillCode: view.trackingCode,
      trackingUrl: view.trackingUrl,
    });
    const again = await ship(seller.headers, orderId, { method: 'ghn' });
    expect(again.body.data).toEqual(view);
    expect(
      await t.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)),
    ).toHaveLength(1);
  });

  it('refuses another method than the order’s, a shop without pickup address, other shops and non-sellers', async () => {
    const { orderId, seller, shopId, buyer } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
    const wrong = await ship(seller.headers, orderId, { method: 'ghn' });
    expect([wrong.status, wrong.body.error?.code]).toEqual([409, 'SHIPPING_METHOD_MISMATCH']);

    const other = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
    const foreign = await ship(other.seller.headers, orderId, { method: 'ghtk' });
    expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    const foreignDelivered = await callJson(
      t.api,
      'POST',
      `/api/v1/seller/orders/${orderId}/delivered`,
      other.seller.headers,
    );
    expect(foreignDelivered.status).toBe(404);
    expect((await ship(buyer.headers, orderId, { method: 'ghtk' })).status).toBe(403);
    expect((await ship({}, orderId, { method: 'ghtk' })).status).toBe(401);
    expect((await ship(seller.headers, 'not-a-uuid', { method: 'ghtk' })).status).toBe(404);

    await t.ctx.database.db
      .update(shops)
      .set({ provinceCode: null, wardCode: null })
      .where(eq(shops.id, shopId));
    const noPickup = await ship(seller.headers, orderId, { method: 'ghtk' });
    expect([noPickup.status, noPickup.body.error?.code]).toEqual([409, 'MISSING_PICKUP_ADDRESS']);
    expect(await t.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual(
      [],
    );
  });

  it('self-ships with the waybill code required, then the seller reports the delivery', async () => {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'self');
    const missing = await ship(seller.headers, orderId, { method: 'self', waybillCode: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual([
      expect.objectContaining({ path: 'waybillCode', message: translate('vi', 'validation.required') }),
    ]);
    const shipped = await ship(seller.headers, orderId, { method: 'self', waybillCode: 'SHOP-0001' });
    expect(shipped.body.data).toMatchObject({
      status: 'shipping',
      waybillCode: 'SHOP-0001',
      companyStatus: null,
    });
    const twice = await ship(seller.headers, orderId, { method: 'self', waybillCode: 'SHOP-0002' });
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'ORDER_TRANSITION_REFUSED']);
    const delivered = await callJson<ShippingView>(
      t.api,
      'POST',
      `/api/v1/seller/orders/${orderId}/delivered`,
      seller.headers,
    );
    expect(delivered.body.data?.status).toBe('delivered');
    expect(await historyOf(orderId)).toEqual([
      'awaiting_confirmation:system',
      'awaiting_pickup:seller',
      'shipping:seller',
      'delivered:seller',
    ]);
  });

  it('lets only self-shipping sellers report a delivery', async () => {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const res = await callJson(t.api, 'POST', `/api/v1/seller/orders/${orderId}/delivered`, seller.headers);
    expect([res.status, res.body.error?.code]).toEqual([409, 'SHIPPING_METHOD_MISMATCH']);
  });

  it('refuses webhooks without the carrier’s secret (401) and records nothing', async () => {
    const before = (await t.ctx.database.db.select().from(shipmentEvents)).length;
    const ghnReq = ghnWebhookRequest(settings.ghn, {
      orderCode: 'GHNAAAAAAAA',
      clientOrderCode: 'x',
      status: 'delivered',
      time: new Date(),
    });
    const ghnPath = ghnReq.path.split('?')[0] as string;
    expect((await sendWebhook({ ...ghnReq, path: `${ghnPath}?token=forged` })).status).toBe(401);
    expect((await sendWebhook({ ...ghnReq, path: ghnPath })).status).toBe(401);
    const ghtkReq = ghtkWebhookRequest(settings.ghtk, {
      label: 'S1.MB.1',
      partnerId: 'x',
      statusId: 5,
      actionTime: new Date(),
    });
    expect(
      (await sendWebhook({ ...ghtkReq, path: `${ghtkReq.path.split('?')[0]}?hash=forged` })).status,
    ).toBe(401);
    expect((await sendWebhook({ ...ghtkReq, path: ghtkReq.path.split('?')[0] as string })).status).toBe(401);
    expect((await t.ctx.database.db.select().from(shipmentEvents)).length).toBe(before);
  });

  raceIt('reports of one parcel arriving together leave it at the furthest one, never behind', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
      const label = (await ship(seller.headers, orderId, { method: 'ghtk' })).body.data
        ?.trackingCode as string;
      // Picked up, delivering, delivered: sent in that order, arriving all at once.
      await Promise.all([ghtk(label, 3, 1), ghtk(label, 4, 2), ghtk(label, 5, 3), ghtk(label, 4, 2)]);
      const [shipment] = await t.ctx.database.db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, orderId));
      expect(shipment?.companyStatus).toBe('delivered_unreconciled');
      expect((await orderRow(t.ctx, orderId)).status).toBe('delivered');
    }
  });

  raceIt('takes concurrent hand-overs and concurrent copies of one report once', async () => {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
    const handOvers = await Promise.all(
      [1, 2, 3].map(() => ship(seller.headers, orderId, { method: 'ghtk' })),
    );
    expect(handOvers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(handOvers.map((r) => r.body.data?.trackingCode)).size).toBe(1);
    expect(
      await t.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)),
    ).toHaveLength(1);
    const label = handOvers[0]?.body.data?.trackingCode as string;
    const copies = await Promise.all([1, 2, 3, 4].map(() => ghtk(label, 3, 7)));
    expect(copies.map((r) => r.body.data?.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await historyOf(orderId)).filter((h) => h.startsWith('shipping'))).toEqual(['shipping:carrier']);
  });

  it('refuses a GHN report about another GHN account', async () => {
    const req = ghnWebhookRequest(settings.ghn, {
      orderCode: 'GHNAAAAAAAA',
      clientOrderCode: 'x',
      status: 'picked',
      time: new Date(),
    });
    const body = { ...JSON.parse(req.body), ShopID: 1 };
    expect((await sendWebhook({ ...req, body: JSON.stringify(body) })).status).toBe(401);
  });

  it('applies GHTK reports once: a replay changes nothing, a late report never moves backwards', async () => {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
    const label = (await ship(seller.headers, orderId, { method: 'ghtk' })).body.data?.trackingCode as string;
    expect(label).toMatch(/^S1234567\.MB\.\d{8}$/);
    expect((await ghtk(label, 12, 1)).body.data?.outcome).toBe('applied');
    expect((await orderRow(t.ctx, orderId)).status).toBe('awaiting_pickup');
    expect((await ghtk(label, 3, 2)).body.data?.outcome).toBe('applied');
    expect((await orderRow(t.ctx, orderId)).status).toBe('shipping');
    const history = await historyOf(orderId);
    const replay = await ghtk(label, 3, 2);
    expect([replay.status, replay.body.data?.outcome]).toEqual([200, 'duplicate']);
    expect(await historyOf(orderId)).toEqual(history);

    // Delivered arrives before "delivering" (sent earlier, delivered later): the shipment stays delivered.
    expect((await ghtk(label, 5, 10)).body.data?.outcome).toBe('applied');
    const late = await ghtk(label, 4, 5);
    expect([late.status, late.body.data?.outcome]).toEqual([200, 'stale']);
    const [shipment] = await t.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(shipment?.companyStatus).toBe('delivered_unreconciled');
    expect((await orderRow(t.ctx, orderId)).status).toBe('delivered');
    // Within a phase the carrier's later report wins, whatever order they arrive in.
    expect((await ghtk(label, 6, 12)).body.data?.outcome).toBe('applied');
    expect((await ghtk(label, 5, 11)).body.data?.outcome).toBe('stale');
    const events = await t.ctx.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.trackingCode, label));
    expect(events.map((e) => e.outcome).sort()).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'stale',
      'stale',
    ]);
    expect(await historyOf(orderId)).toEqual([
      'awaiting_confirmation:system',
      'awaiting_pickup:seller',
      'shipping:carrier',
      'delivered:carrier',
    ]);
  });

  it('catches an order up when GHN’s pickup report was lost; unknown codes and exceptions are acknowledged', async () => {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const code = (await ship(seller.headers, orderId, { method: 'ghn' })).body.data?.trackingCode as string;
    expect((await ghn(code, 'delivered', 30)).body.data?.outcome).toBe('applied');
    const order = await orderRow(t.ctx, orderId);
    expect([order.status, order.paymentStatus]).toEqual(['delivered', 'paid']);
    // An unknown code is recorded and acknowledged, so GHN stops retrying.
    expect((await ghn('GHNNOSUCHXX', 'picked', 1)).body.data?.outcome).toBe('unknown_shipment');
    expect((await ghn(code, 'exception', 31)).body.data?.outcome).toBe('ignored');
  });

  it('records a report the order cannot take (cancelled meanwhile) without failing the carrier', async () => {
    const { orderId, seller, shopId } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const code = (await ship(seller.headers, orderId, { method: 'ghn' })).body.data?.trackingCode as string;
    await t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        event: 'seller_cancel',
        actor: 'seller',
        scope: { kind: 'seller', shopId },
        now: t.ctx.now(),
      }),
    );
    const res = await ghn(code, 'picked', 1);
    expect([res.status, res.body.data?.outcome]).toEqual([200, 'applied']);
    expect((await orderRow(t.ctx, orderId)).status).toBe('cancelled');
    const [shipment] = await t.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(shipment?.companyStatus).toBe('picked_up');
  });

  it('ends a returned parcel’s order cancelled with its stock back', async () => {
    const { orderId, seller, variantId } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const stock = async () =>
      (
        await t.ctx.database.db
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, variantId))
      )[0]?.stock;
    expect(await stock()).toBe(3);
    const code = (await ship(seller.headers, orderId, { method: 'ghn' })).body.data?.trackingCode as string;
    for (const [status, minute] of [
      ['picked', 1],
      ['delivering', 2],
      ['delivery_fail', 3],
      ['waiting_to_return', 4],
      ['return', 5],
      ['returned', 6],
    ] as const) {
      expect((await ghn(code, status, minute)).body.data?.outcome).toBe('applied');
    }
    const order = await orderRow(t.ctx, orderId);
    expect([order.status, order.cancelledBy]).toEqual(['cancelled', 'carrier']);
    expect(await stock()).toBe(5);
  });

  it('completes a delivered order after 3 days, durably, but not when a return was asked for', async () => {
    const silent = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
    const complaining = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghtk');
    for (const o of [silent, complaining]) {
      const label = (await ship(o.seller.headers, o.orderId, { method: 'ghtk' })).body.data
        ?.trackingCode as string;
      await ghtk(label, 3, 1);
      await ghtk(label, 5, 2);
      expect((await orderRow(t.ctx, o.orderId)).status).toBe('delivered');
    }
    const [job] = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, AUTO_COMPLETE_JOB), eq(jobs.key, `${AUTO_COMPLETE_JOB}:${silent.orderId}`)));
    const deliveredAt = (await orderRow(t.ctx, silent.orderId)).deliveredAt as Date;
    expect(job?.runAt.getTime()).toBe(deliveredAt.getTime() + 3 * DAY_MS);

    await t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: complaining.orderId,
        event: 'buyer_request_return',
        actor: 'buyer',
        scope: { kind: 'buyer', userId: complaining.buyer.userId },
        now: t.ctx.now(),
      }),
    );
    t.advance(3 * DAY_MS - 60_000);
    await runDueJobs(t.ctx, jobHandlers);
    expect((await orderRow(t.ctx, silent.orderId)).completedAt).toBeNull();
    t.advance(2 * 60_000);
    await runDueJobs(t.ctx, jobHandlers);
    expect((await orderRow(t.ctx, silent.orderId)).completedAt).not.toBeNull();
    const returned = await orderRow(t.ctx, complaining.orderId);
    expect([returned.status, returned.completedAt]).toEqual(['return_refund', null]);
    const done = await t.ctx.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, AUTO_COMPLETE_JOB));
    expect(done.every((j) => j.status === 'done')).toBe(true);
  });
});
