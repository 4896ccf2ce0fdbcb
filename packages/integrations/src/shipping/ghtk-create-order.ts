import type { CreatedShipment, CreateShipmentRequest, EtaDays } from './carrier';
import type { GhtkSettings } from './carrier-config';
import { deliveryWindow } from './delivery-estimate';
import { provinceRegion } from './province-regions';
import { seededDigits } from './shipment-codes';

/**
 * GHTK's create-order call (POST {gateway}/services/shipment/order, Token header). The body
 * is built exactly as it would be sent; since no gateway is reachable, the answer (label,
 * tracking_id, estimated_deliver_time) is computed locally.
 */
export const GHTK_CREATE_PATH = '/services/shipment/order';

export interface GhtkCreateOrderBody {
  /** Kilograms, as GHTK's products take them. */
  products: Array<{ name: string; weight: number; quantity: number; price: number }>;
  order: {
    /** Our order code: GHTK's partner_id in webhooks. */
    id: string;
    pick_name: string;
    pick_tel: string;
    pick_address: string;
    pick_province: string;
    pick_ward: string;
    name: string;
    tel: string;
    address: string;
    province: string;
    ward: string;
    /** GHTK wants a hamlet; 'Khác' (other) when the address has none. */
    hamlet: string;
    /** COD to collect, dong. */
    pick_money: number;
    /** Declared value, dong. */
    value: number;
    /** 1: the shop pays the fee (the buyer paid us at checkout). */
    is_freeship: '1';
    note: string;
    transport: 'road' | 'fly';
    deliver_option: 'xteam' | 'none';
  };
}

export function ghtkCreateOrderBody(req: CreateShipmentRequest): GhtkCreateOrderBody {
  return {
    products: req.items.map((i) => ({
      name: i.name,
      weight: i.weightGrams / 1000,
      quantity: i.quantity,
      price: i.price,
    })),
    order: {
      id: req.clientOrderCode,
      pick_name: req.from.name,
      pick_tel: req.from.phone,
      pick_address: req.from.street,
      pick_province: req.from.provinceName ?? '',
      pick_ward: req.from.wardName ?? '',
      name: req.to.name,
      tel: req.to.phone,
      address: req.to.street,
      province: req.to.provinceName ?? '',
      ward: req.to.wardName ?? '',
      hamlet: 'Khác',
      pick_money: req.codAmount,
      value: req.goodsValue,
      is_freeship: '1',
      note: (req.note ?? '').slice(0, 120),
      // Express goes by air between regions; GHTK's same-day "xteam" is not offered.
      transport: req.express ? 'fly' : 'road',
      deliver_option: 'none',
    },
  };
}

const REGION_LETTERS = { north: 'MB', central: 'MT', south: 'MN' } as const;

/**
 * A GHTK-like label, e.g. S1234567.MB.23456789: our GHTK shop number, the pickup region
 * (Miền Bắc / Trung / Nam) and eight digits; the same for the same order.
 */
export function ghtkLabel(
  settings: GhtkSettings,
  clientOrderCode: string,
  pickProvinceCode: string | null,
): string {
  const region = pickProvinceCode ? provinceRegion(pickProvinceCode) : null;
  const letters = region ? REGION_LETTERS[region] : 'BO';
  return `S${settings.shopNumber}.${letters}.${seededDigits(`ghtk:${settings.shopNumber}:${clientOrderCode}`, 8)}`;
}

export function ghtkTrackingUrl(settings: GhtkSettings, label: string): string {
  return `${settings.trackingBaseUrl}${encodeURIComponent(label)}`;
}

export function ghtkCreatedShipment(
  settings: GhtkSettings,
  body: GhtkCreateOrderBody,
  pickProvinceCode: string | null,
  createdAt: Date,
  etaDays: EtaDays,
): CreatedShipment {
  const label = ghtkLabel(settings, body.order.id, pickProvinceCode);
  return {
    trackingCode: label,
    // GHTK answers a numeric tracking_id besides the label: the waybill number printed on the slip.
    waybillCode: seededDigits(`ghtk-waybill:${label}`, 10).replace(/^0/, '1'),
    trackingUrl: ghtkTrackingUrl(settings, label),
    expectedDelivery: deliveryWindow({ orderedAt: createdAt, preparationDays: 0, etaDays }).to,
  };
}
