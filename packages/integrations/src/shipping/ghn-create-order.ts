import type { CreatedShipment, CreateShipmentRequest, EtaDays } from './carrier';
import type { GhnSettings } from './carrier-config';
import { deliveryWindow } from './delivery-estimate';
import { GHN_SERVICE_TYPE } from './ghn-fee-request';
import { seededChars } from './shipment-codes';

/**
 * GHN's create-order call (POST {gateway}/shiip/public-api/v2/shipping-order/create, Token
 * and ShopId headers). The body is built exactly as it would be sent; since no gateway is
 * reachable, the answer (order_code, expected_delivery_time) is computed locally.
 */
export const GHN_CREATE_PATH = '/shiip/public-api/v2/shipping-order/create';

/** Who pays GHN's fee: 1 the shop (the buyer paid us the shipping fee at checkout). */
const SHOP_PAYS = 1;

export interface GhnCreateOrderBody {
  payment_type_id: number;
  /** What the courier lets the buyer do at the door: look, not try on (GHN's default). */
  required_note: 'CHOTHUHANG' | 'CHOXEMHANGKHONGTHU' | 'KHONGCHOXEMHANG';
  note: string;
  client_order_code: string;
  from_name: string;
  from_phone: string;
  from_address: string;
  from_ward_name: string;
  from_province_name: string;
  to_name: string;
  to_phone: string;
  to_address: string;
  to_ward_name: string;
  to_province_name: string;
  cod_amount: number;
  content: string;
  /** Grams. */
  weight: number;
  insurance_value: number;
  service_type_id: number;
  items: Array<{ name: string; quantity: number; weight: number; price: number }>;
}

function line(street: string, ward: string | null, province: string | null): string {
  return [street, ward, province].filter((part) => part && part.trim() !== '').join(', ');
}

export function ghnCreateOrderBody(req: CreateShipmentRequest): GhnCreateOrderBody {
  return {
    payment_type_id: SHOP_PAYS,
    required_note: 'CHOXEMHANGKHONGTHU',
    note: req.note ?? '',
    client_order_code: req.clientOrderCode,
    from_name: req.from.name,
    from_phone: req.from.phone,
    from_address: line(req.from.street, req.from.wardName, req.from.provinceName),
    from_ward_name: req.from.wardName ?? '',
    from_province_name: req.from.provinceName ?? '',
    to_name: req.to.name,
    to_phone: req.to.phone,
    to_address: line(req.to.street, req.to.wardName, req.to.provinceName),
    to_ward_name: req.to.wardName ?? '',
    to_province_name: req.to.provinceName ?? '',
    cod_amount: req.codAmount,
    content: req.items
      .map((i) => `${i.name} x${i.quantity}`)
      .join('; ')
      .slice(0, 2000),
    weight: req.weightGrams,
    insurance_value: req.goodsValue,
    service_type_id: req.express ? GHN_SERVICE_TYPE.express : GHN_SERVICE_TYPE.standard,
    items: req.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      weight: i.weightGrams,
      price: i.price,
    })),
  };
}

/** GHN-like order code: 'GHN' and 8 characters, the same for the same order of the same shop. */
export function ghnOrderCode(settings: GhnSettings, clientOrderCode: string): string {
  return `GHN${seededChars(`ghn:${settings.shopId}:${clientOrderCode}`, 8)}`;
}

export function ghnTrackingUrl(settings: GhnSettings, orderCode: string): string {
  return `${settings.trackingBaseUrl}${encodeURIComponent(orderCode)}`;
}

/** What GHN's create call answers, computed from the body it would have been sent. */
export function ghnCreatedShipment(
  settings: GhnSettings,
  body: GhnCreateOrderBody,
  createdAt: Date,
  etaDays: EtaDays,
): CreatedShipment {
  const trackingCode = ghnOrderCode(settings, body.client_order_code);
  return {
    trackingCode,
    trackingUrl: ghnTrackingUrl(settings, trackingCode),
    expectedDelivery: deliveryWindow({ orderedAt: createdAt, preparationDays: 0, etaDays }).to,
  };
}
