import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import { orderHistory } from '../orders/orders.tables';
import { callJson, orderRow, placeAwaitingPickupOrder } from '../shipments/shipment-test-fixtures';
import { shipments } from '../shipments/shipments.tables';
import type { ShippingView } from '../shipments/shipping-view';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { productionEnv } from '../testing/production-env';
import { createTestApp } from '../testing/test-app';
import {
  createCarrierSimulatorRoutes,
  isCarrierSimulatorOn,
  type SentReport,
} from './carrier-simulator-routes';

describe('carrier simulator (development only)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sim: ReturnType<typeof createCarrierSimulatorRoutes>;

  /** A shipment handed over through the API, for the simulator to drive. */
  const handedOver = async (method: 'ghn' | 'ghtk') => {
    const placed = await placeAwaitingPickupOrder(t.ctx, t.api, method);
    const res = await callJson<ShippingView>(
      t.api,
      'POST',
      `/api/v1/seller/orders/${placed.orderId}/ship`,
      placed.seller.headers,
      {
        method,
      },
    );
    return { ...placed, trackingCode: res.body.data?.trackingCode as string };
  };
  const runScenario = async (carrier: string, code: string, name: string) => {
    const res = await sim.request(`/dev/carrier/${carrier}/${encodeURIComponent(code)}/scenario/${name}`, {
      method: 'POST',
    });
    return { status: res.status, sent: ((await res.json()) as { data: { sent: SentReport[] } }).data.sent };
  };
  const companyStatus = async (orderId: string) =>
    (await t.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]
      ?.companyStatus;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    // The simulated carriers call our webhook endpoints in-process.
    const toApp = ((input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      return t.api.request(`${url.pathname}${url.search}`, init);
    }) as typeof fetch;
    sim = createCarrierSimulatorRoutes(t.ctx, { fetch: toApp });
  });
  afterAll(() => t.close());

  it('drives the happy path to a delivered order, for GHN and GHTK', async () => {
    for (const carrier of ['ghn', 'ghtk'] as const) {
      const { orderId, trackingCode } = await handedOver(carrier);
      const run = await runScenario(carrier, trackingCode, 'happy');
      expect(run.status).toBe(200);
      // GHN also reports its hubs between pickup and delivery, as a real parcel's journey has them.
      expect(run.sent.map((s) => s.carrierStatus)).toEqual(
        carrier === 'ghn'
          ? ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered']
          : ['12', '3', '4', '5'],
      );
      expect(run.sent.every((s) => s.answer.status === 200)).toBe(true);
      expect((await orderRow(t.ctx, orderId)).status).toBe('delivered');
      expect(await companyStatus(orderId)).toBe('delivered_unreconciled');
    }
  });

  it('retries a failed pickup and ends shipping (GHTK reports it; GHN keeps picking)', async () => {
    const ghtk = await handedOver('ghtk');
    const run = await runScenario('ghtk', ghtk.trackingCode, 'failed_pickup');
    expect(run.sent.map((s) => s.carrierStatus)).toEqual(['12', '7', '8', '12', '3', '4']);
    expect((await orderRow(t.ctx, ghtk.orderId)).status).toBe('shipping');
    expect(await companyStatus(ghtk.orderId)).toBe('delivering');

    const ghn = await handedOver('ghn');
    const ghnRun = await runScenario('ghn', ghn.trackingCode, 'failed_pickup');
    expect(ghnRun.sent.map((s) => s.carrierStatus)).toEqual([
      'picking',
      'picking',
      'picked',
      'storing',
      'transporting',
      'sorting',
      'delivering',
    ]);
    expect((await orderRow(t.ctx, ghn.orderId)).status).toBe('shipping');
  });

  it('returns a parcel after failed deliveries: the order ends cancelled', async () => {
    for (const carrier of ['ghn', 'ghtk'] as const) {
      const { orderId, trackingCode } = await handedOver(carrier);
      await runScenario(carrier, trackingCode, 'failed_delivery_then_return');
      const order = await orderRow(t.ctx, orderId);
      expect([order.status, order.cancelledBy]).toEqual(['cancelled', 'carrier']);
      expect(await companyStatus(orderId)).toBe('returned');
      const history = await t.ctx.database.db
        .select({ status: orderHistory.status })
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId));
      expect(history.map((h) => h.status)).toEqual([
        'awaiting_confirmation',
        'awaiting_pickup',
        'shipping',
        'cancelled',
      ]);
    }
  });

  it('shows shipments with a button per next status, and a button press sends one report', async () => {
    const { orderId, trackingCode } = await handedOver('ghtk');
    const page = await sim.request(`/dev/carrier?q=${encodeURIComponent(trackingCode)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`data-tracking-code="${trackingCode}"`);
    expect(html).toContain('data-testid="carrier-advance-picking"');
    expect(html).toContain('data-testid="carrier-advance-picked_up"');
    expect(html).toContain('data-testid="carrier-scenario-happy"');
    expect(html).toContain('Chưa tiếp nhận');

    const press = await sim.request(`/dev/carrier/ghtk/${encodeURIComponent(trackingCode)}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'to=picked_up',
    });
    expect(press.status).toBe(303);
    expect(press.headers.get('location')).toBe(`/dev/carrier?q=${encodeURIComponent(trackingCode)}`);
    expect((await orderRow(t.ctx, orderId)).status).toBe('shipping');
    const after = await (await sim.request(`/dev/carrier?q=${encodeURIComponent(trackingCode)}`)).text();
    // Picked up: no way back to picking.
    expect(after).not.toContain('data-testid="carrier-advance-picking"');
    expect(after).toContain('data-testid="carrier-advance-delivered_unreconciled"');
  });

  it('refuses statuses the carrier does not have and shipments it does not know', async () => {
    const { trackingCode } = await handedOver('ghn');
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(
      (await sim.request(`/dev/carrier/ghn/${trackingCode}/advance`, json({ to: 'pickup_failed' }))).status,
    ).toBe(400);
    expect(
      (await sim.request(`/dev/carrier/ghn/${trackingCode}/advance`, json({ to: 'teleported' }))).status,
    ).toBe(400);
    expect(
      (await sim.request('/dev/carrier/ghn/GHNNOSUCHXX/advance', json({ to: 'picked_up' }))).status,
    ).toBe(404);
    expect(
      (await sim.request(`/dev/carrier/ups/${trackingCode}/advance`, json({ to: 'picked_up' }))).status,
    ).toBe(404);
    expect(
      (await sim.request(`/dev/carrier/ghn/${trackingCode}/scenario/teleport`, { method: 'POST' })).status,
    ).toBe(400);
    const ok = await sim.request(`/dev/carrier/ghn/${trackingCode}/advance`, json({ to: 'picking' }));
    expect(((await ok.json()) as { data: { sent: SentReport[] } }).data.sent[0]).toMatchObject({
      carrierStatus: 'picking',
      answer: { status: 200 },
    });
  });

  it('is off in production unless CARRIER_SIMULATOR=on', () => {
    expect(isCarrierSimulatorOn(loadConfig(productionEnv))).toBe(false);
    expect(isCarrierSimulatorOn(loadConfig({ ...productionEnv, CARRIER_SIMULATOR: 'on' }))).toBe(true);
    expect(isCarrierSimulatorOn(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(isCarrierSimulatorOn(loadConfig({ NODE_ENV: 'test', CARRIER_SIMULATOR: 'off' }))).toBe(false);
  });
});
