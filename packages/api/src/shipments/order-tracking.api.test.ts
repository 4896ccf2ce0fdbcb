import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerOrderDetail } from '../orders/buyer-order-schemas';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { applyCarrierEvent } from './apply-carrier-event';
import { callJson, placeAwaitingPickupOrder } from './shipment-test-fixtures';
import type { ShippingView } from './shipping-view';

/**
 * The buyer's own tracking view: every scan a carrier reports is recorded and shown, those
 * that move the order and those that do not (at the hub, sorting, a failed attempt), oldest
 * first, as data the screens put into the buyer's language.
 */
describe("the buyer's tracking of a parcel", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('shows every GHN scan, intermediate ones included, and a replay once', async () => {
    const { orderId, seller, buyer } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const shipped = await callJson<ShippingView>(
      t.api,
      'POST',
      `/api/v1/seller/orders/${orderId}/ship`,
      seller.headers,
      { method: 'ghn' },
    );
    const trackingCode = shipped.body.data?.trackingCode as string;
    const scans = [
      'picking',
      'picked',
      'storing',
      'transporting',
      'sorting',
      'delivering',
      'delivery_fail',
      'delivering',
      'delivered',
    ];
    for (const [minute, status] of scans.entries()) {
      const event = {
        carrier: 'ghn' as const,
        trackingCode,
        carrierStatus: status,
        actionTime: new Date(Date.UTC(2026, 10, 21, 3, minute)),
        payload: { Status: status },
      };
      await applyCarrierEvent(t.ctx, event);
      if (status === 'storing') expect(await applyCarrierEvent(t.ctx, event)).toBe('duplicate');
    }
    // Not a status report: a fee update is kept in the log but is not a scan of the parcel.
    await applyCarrierEvent(t.ctx, {
      carrier: 'ghn',
      trackingCode,
      carrierStatus: 'delivered',
      kind: 'update_fee',
      statusReport: false,
      actionTime: new Date(Date.UTC(2026, 10, 21, 3, 30)),
      payload: {},
    });

    const detail = await callJson<BuyerOrderDetail>(
      t.api,
      'GET',
      `/api/v1/mobile/orders/${orderId}`,
      buyer.headers,
    );
    expect(detail.status).toBe(200);
    const order = detail.body.data as BuyerOrderDetail;
    expect(order.status).toBe('delivered');
    expect(order.tracking.map((e) => e.carrierStatus)).toEqual(scans);
    expect(order.tracking[6]).toMatchObject({ carrier: 'ghn', companyStatus: 'delivery_failed' });
    // The order history names the carrier's report as data, never as raw "GHN picked".
    const carrierEntries = order.timeline.filter((entry) => entry.actor === 'carrier');
    expect(carrierEntries.map((entry) => entry.detail)).toEqual([
      { kind: 'carrier', carrier: 'ghn', carrierStatus: 'picked' },
      { kind: 'carrier', carrier: 'ghn', carrierStatus: 'delivered' },
    ]);
  });
});
