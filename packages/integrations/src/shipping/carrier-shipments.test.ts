import { describe, expect, it } from 'vitest';
import type { CreateShipmentRequest } from './carrier';
import { CARRIER_WEBHOOK_PATHS, DEV_CARRIER_CREDENTIALS, resolveCarrierSettings } from './carrier-config';
import {
  ghnWebhookRequest,
  ghtkWebhookRequest,
  sameSecret,
  verifyGhnWebhook,
  verifyGhtkWebhook,
} from './carrier-webhooks';
import { createCarriers } from './carriers';
import { GHN_CREATE_PATH, ghnCreateOrderBody } from './ghn-create-order';
import { GHTK_CREATE_PATH, ghtkCreateOrderBody } from './ghtk-create-order';
import { HA_NOI, HO_CHI_MINH } from './shipping-test-data';

function request(overrides: Partial<CreateShipmentRequest> = {}): CreateShipmentRequest {
  return {
    clientOrderCode: 'CD261121ABCDEF',
    from: {
      name: 'Shop Áo Đẹp',
      phone: '+84901234567',
      country: 'VN',
      provinceCode: HA_NOI,
      provinceName: 'Thành phố Hà Nội',
      wardCode: '00004',
      wardName: 'Phường Ba Đình',
      street: '12 Hàng Bạc',
    },
    to: {
      name: 'Nguyễn Thị Lan',
      phone: '+84912345678',
      country: 'VN',
      provinceCode: HO_CHI_MINH,
      provinceName: 'Thành phố Hồ Chí Minh',
      wardCode: '26740',
      wardName: 'Phường Sài Gòn',
      street: '45 Lê Lợi',
    },
    items: [{ name: 'Áo thun', quantity: 2, weightGrams: 250, price: 150_000 }],
    weightGrams: 500,
    goodsValue: 300_000,
    codAmount: 335_000,
    express: false,
    note: 'Gọi trước khi giao',
    createdAt: new Date('2026-11-21T03:00:00Z'),
    ...overrides,
  };
}

describe('creating shipments (computed locally)', () => {
  const carriers = createCarriers();

  it('creates a GHN order: GHN code, public tracking link, expected day; the same order gets the same code', async () => {
    const created = await carriers.ghn.createShipment?.(request());
    if (!created?.ok) throw new Error('expected a shipment');
    expect(created.shipment.trackingCode).toMatch(/^GHN[A-Z2-9]{8}$/);
    expect(created.shipment.trackingUrl).toBe(
      `https://donhang.ghn.vn/?order_code=${created.shipment.trackingCode}`,
    );
    expect(created.shipment.expectedDelivery).toMatch(/^2026-11-2\d$/);
    expect(created.shipment.waybillCode).toBeUndefined();
    const again = await carriers.ghn.createShipment?.(request());
    expect(again).toEqual(created);
    const other = await carriers.ghn.createShipment?.(request({ clientOrderCode: 'CD261121ZZZZZZ' }));
    if (!other?.ok) throw new Error('expected a second shipment');
    expect(other.shipment.trackingCode).toMatch(/^GHN[A-Z2-9]{8}$/);
    expect(other.shipment.trackingCode).not.toBe(created.shipment.trackingCode);
  });

  it('creates a GHTK order: S-label with the pickup region, numeric waybill, i.ghtk.vn link', async () => {
    const created = await carriers.ghtk.createShipment?.(request());
    if (!created?.ok) throw new Error('expected a shipment');
    expect(created.shipment.trackingCode).toMatch(/^S1234567\.MB\.\d{8}$/);
    expect(created.shipment.waybillCode).toMatch(/^[1-9]\d{9}$/);
    expect(created.shipment.trackingUrl).toBe(`https://i.ghtk.vn/${created.shipment.trackingCode}`);
  });

  it('refuses a shop without a pickup address, and has no carrier order for self-shipping', async () => {
    const noPickup = request({ from: { ...request().from, provinceCode: null, wardCode: null } });
    expect(await carriers.ghn.createShipment?.(noPickup)).toEqual({
      ok: false,
      reason: 'missing_pickup_address',
    });
    expect(await carriers.ghtk.createShipment?.(noPickup)).toEqual({
      ok: false,
      reason: 'missing_pickup_address',
    });
    expect(carriers.self.createShipment).toBeUndefined();
  });

  it('builds the bodies of the carriers’ real create-order calls', () => {
    expect(GHN_CREATE_PATH).toBe('/shiip/public-api/v2/shipping-order/create');
    expect(GHTK_CREATE_PATH).toBe('/services/shipment/order');
    const ghn = ghnCreateOrderBody(request({ express: true }));
    expect(ghn).toMatchObject({
      client_order_code: 'CD261121ABCDEF',
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      to_name: 'Nguyễn Thị Lan',
      to_address: '45 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      cod_amount: 335_000,
      weight: 500,
      insurance_value: 300_000,
      service_type_id: 1,
      items: [{ name: 'Áo thun', quantity: 2, weight: 250, price: 150_000 }],
    });
    const ghtk = ghtkCreateOrderBody(request());
    expect(ghtk.products).toEqual([{ name: 'Áo thun', weight: 0.25, quantity: 2, price: 150_000 }]);
    expect(ghtk.order).toMatchObject({
      id: 'CD261121ABCDEF',
      pick_province: 'Thành phố Hà Nội',
      province: 'Thành phố Hồ Chí Minh',
      ward: 'Phường Sài Gòn',
      hamlet: 'Khác',
      pick_money: 335_000,
      value: 300_000,
      transport: 'road',
    });
  });
});

describe('carrier webhooks', () => {
  const settings = resolveCarrierSettings();

  it('accepts only the configured secret', () => {
    expect(verifyGhnWebhook(settings.ghn, DEV_CARRIER_CREDENTIALS.ghn.webhookToken)).toBe(true);
    expect(verifyGhnWebhook(settings.ghn, 'guess')).toBe(false);
    expect(verifyGhnWebhook(settings.ghn, undefined)).toBe(false);
    expect(verifyGhtkWebhook(settings.ghtk, DEV_CARRIER_CREDENTIALS.ghtk.webhookHash)).toBe(true);
    expect(verifyGhtkWebhook(settings.ghtk, '')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });

  it('lets production override a secret while keeping the rest', () => {
    const live = resolveCarrierSettings({ ghtk: { webhookHash: 'live-hash', shopNumber: undefined } });
    expect(live.ghtk.webhookHash).toBe('live-hash');
    expect(live.ghtk.shopNumber).toBe(DEV_CARRIER_CREDENTIALS.ghtk.shopNumber);
  });

  it('sends GHN its documented JSON and GHTK a form, each to the callback URL with its secret', () => {
    const ghn = ghnWebhookRequest(settings.ghn, {
      orderCode: 'GHNABCDEFGH',
      clientOrderCode: 'CD1',
      status: 'picked',
      time: new Date('2026-11-21T03:00:00Z'),
    });
    expect(ghn.path).toBe(
      `${CARRIER_WEBHOOK_PATHS.ghn}?token=${encodeURIComponent(settings.ghn.webhookToken)}`,
    );
    expect(ghn.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(ghn.body)).toMatchObject({
      Type: 'Switch_status',
      CODTransferDate: null,
      Fee: { MainService: 0, Total: 0 },
      IsPartialReturn: false,
      OrderCode: 'GHNABCDEFGH',
      Status: 'picked',
    });
    const ghtk = ghtkWebhookRequest(settings.ghtk, {
      label: 'S1234567.MB.12345678',
      partnerId: 'CD1',
      statusId: 5,
      actionTime: new Date('2026-11-21T03:00:00Z'),
    });
    expect(ghtk.path).toBe(
      `${CARRIER_WEBHOOK_PATHS.ghtk}?hash=${encodeURIComponent(settings.ghtk.webhookHash)}`,
    );
    expect(Object.fromEntries(new URLSearchParams(ghtk.body))).toEqual({
      label_id: 'S1234567.MB.12345678',
      partner_id: 'CD1',
      status_id: '5',
      action_time: '2026-11-21T03:00:00.000Z',
      reason_code: '',
      reason: '',
      weight: '0',
      fee: '0',
    });
  });
});
