import { resolveCarrierSettings } from '@cho-dep/integrations/shipping/carrier-config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { orders } from '../orders/orders.tables';
import { refunds } from '../returns/returns.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { callJson, orderRow, placeAwaitingPickupOrder } from './shipment-test-fixtures';
import { shipmentEvents } from './shipments.tables';
import type { ShippingView } from './shipping-view';

const settings = resolveCarrierSettings();

/**
 * GHN's callback as GHN's documentation shows it: GHN is given a URL and nothing else, sends
 * no header of ours, spells the type "Switch_status", and sends every field below.
 */
function ghnDocumentedBody(orderCode: string, status: string, time: string, type = 'Switch_status') {
  return {
    CODAmount: 300_000,
    CODTransferDate: null,
    ClientOrderCode: '',
    ConvertedWeight: 200,
    Description: 'Tạo đơn hàng',
    Fee: {
      CODFailedFee: 0,
      CODFee: 0,
      Coupon: 0,
      DeliverRemoteAreasFee: 0,
      DocumentReturn: 0,
      DoubleCheck: 0,
      Insurance: 17_500,
      MainService: 53_900,
      PickRemoteAreasFee: 0,
      R2S: 0,
      Return: 0,
      StationDO: 0,
      StationPU: 0,
      Total: 0,
    },
    Height: 10,
    IsPartialReturn: false,
    Length: 10,
    OrderCode: orderCode,
    PartialReturnCode: '',
    PaymentType: 1,
    Reason: '',
    ReasonCode: '',
    ShopID: Number(settings.ghn.shopId),
    Status: status,
    Time: time,
    TotalFee: 71_400,
    Type: type,
    Warehouse: 'Bưu Cục 229 Quan Nhân-Q.Thanh Xuân-HN',
    Weight: 10,
    Width: 10,
  };
}

describe('GHN webhooks as GHN sends them', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { outcome: string } } };
  };
  const withSecret = `/api/v1/carriers/ghn/webhook?token=${encodeURIComponent(settings.ghn.webhookToken)}`;

  async function shippedOrder() {
    const { orderId, seller } = await placeAwaitingPickupOrder(t.ctx, t.api, 'ghn');
    const shipped = await callJson<ShippingView>(
      t.api,
      'POST',
      `/api/v1/seller/orders/${orderId}/ship`,
      seller.headers,
      { method: 'ghn' },
    );
    return { orderId, code: shipped.body.data?.trackingCode as string };
  }

  it('applies the documented payload sent to the URL with our secret, with no header, spelled "Switch_status"', async () => {
    const { orderId, code } = await shippedOrder();
    const picked = await send(withSecret, ghnDocumentedBody(code, 'picked', '2026-11-21T03:52:50.158Z'));
    expect([picked.status, picked.body.data?.outcome]).toEqual([200, 'applied']);
    expect((await orderRow(t.ctx, orderId)).status).toBe('shipping');
    // The same report with GHN's other spelling is the same report.
    const again = await send(
      withSecret,
      ghnDocumentedBody(code, 'picked', '2026-11-21T03:52:50.158Z', 'switch_status'),
    );
    expect([again.status, again.body.data?.outcome]).toEqual([200, 'duplicate']);
    const delivered = await send(
      withSecret,
      ghnDocumentedBody(code, 'delivered', '2026-11-22T08:00:00.000Z', 'SWITCH_STATUS'),
    );
    expect(delivered.body.data?.outcome).toBe('applied');
    expect((await orderRow(t.ctx, orderId)).status).toBe('delivered');
    // Fee and weight updates are recorded, not taken for a status.
    const fee = await send(
      withSecret,
      ghnDocumentedBody(code, 'delivered', '2026-11-22T09:00:00.000Z', 'Update_fee'),
    );
    expect(fee.body.data?.outcome).toBe('ignored');
  });

  it('refuses a report without the secret in the URL (401), the old Token header included, and records nothing', async () => {
    const { code } = await shippedOrder();
    const body = ghnDocumentedBody(code, 'picked', '2026-11-21T03:52:50.158Z');
    const before = (
      await t.ctx.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.trackingCode, code))
    ).length;
    expect((await send('/api/v1/carriers/ghn/webhook', body)).status).toBe(401);
    expect((await send('/api/v1/carriers/ghn/webhook?token=forged', body)).status).toBe(401);
    expect(
      (await send('/api/v1/carriers/ghn/webhook', body, { token: settings.ghn.webhookToken })).status,
    ).toBe(401);
    const after = (
      await t.ctx.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.trackingCode, code))
    ).length;
    expect(after).toBe(before);
  });

  it('answers a returned parcel at once and pays a paid order back by a durable job', async () => {
    const { orderId, code } = await shippedOrder();
    await t.ctx.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
    for (const [status, minute] of [
      ['picked', 1],
      ['return', 2],
      ['returned', 3],
    ] as const) {
      const res = await send(withSecret, ghnDocumentedBody(code, status, `2026-11-21T04:0${minute}:00.000Z`));
      expect(res.body.data?.outcome).toBe('applied');
    }
    const order = await orderRow(t.ctx, orderId);
    expect(order.status).toBe('cancelled');
    const refundRows = () => t.ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(await refundRows()).toEqual([]);
    await runDueJobs(t.ctx, jobHandlers);
    expect((await refundRows()).reduce((sum, r) => sum + r.amount, 0)).toBe(order.total);
  });
});
