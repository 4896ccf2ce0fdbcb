/**
 * One interface for every way a shop's parcel reaches the buyer (product.md §3, Order:
 * "shipping unit or self-shipping"). Checkout asks each method the shop offers for a quote;
 * a method that cannot serve the address says why, so the screen can name the reason
 * ('Shipping method not available at your address', product.md §8).
 */

export const SHIPPING_METHODS = ['self', 'ghn', 'ghtk'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export interface QuoteRequest {
  /** The shop's pickup address; a shop that has not set one has null codes. */
  from: { country: 'VN' | 'KO'; provinceCode: string | null; wardCode: string | null };
  to: { country: 'VN' | 'KO'; provinceCode: string; wardCode: string | null };
  weightGrams: number;
  /** Declared value of the goods in dong (carriers charge insurance on it). */
  goodsValue: number;
  express: boolean;
}

export interface EtaDays {
  min: number;
  max: number;
}

export type QuoteFailure = 'address_not_served' | 'express_not_available' | 'missing_pickup_address';

export type QuoteResult =
  | { ok: true /** Whole dong. */; fee: number; etaDays: EtaDays }
  | { ok: false; reason: QuoteFailure };

/** One end of a parcel's journey, as the carriers' create-order calls want it. */
export interface ShipmentAddress {
  name: string;
  phone: string;
  country: 'VN' | 'KO';
  provinceCode: string | null;
  provinceName: string | null;
  wardCode: string | null;
  wardName: string | null;
  /** House number and street. */
  street: string;
}

/** What the shop hands over: the carrier order to create for one of our orders. */
export interface CreateShipmentRequest {
  /** Our order code: the carrier's client_order_code / order.id, unique per shipment. */
  clientOrderCode: string;
  from: ShipmentAddress;
  to: ShipmentAddress;
  items: Array<{ name: string; quantity: number; weightGrams: number; price: number }>;
  weightGrams: number;
  /** Declared value of the goods in dong. */
  goodsValue: number;
  /** What the courier collects from the buyer (COD), dong; 0 for orders paid online. */
  codAmount: number;
  express: boolean;
  note: string | null;
  createdAt: Date;
}

export interface CreatedShipment {
  /** The carrier's order code, which its webhooks name (GHN order_code, GHTK label). */
  trackingCode: string;
  /** A separate waybill number where the carrier has one (GHTK tracking_id). */
  waybillCode?: string;
  /** The carrier's public tracking page for this parcel. */
  trackingUrl: string;
  /** The carrier's expected delivery day (YYYY-MM-DD, Vietnam time). */
  expectedDelivery?: string;
}

export type CreateShipmentResult =
  | { ok: true; shipment: CreatedShipment }
  | { ok: false; reason: QuoteFailure };

export interface Carrier {
  method: ShippingMethod;
  quote(req: QuoteRequest): Promise<QuoteResult>;
  /**
   * Creates the carrier's order when the seller hands the parcel over (GHN and GHTK; a shop
   * delivering itself has none and writes its own waybill code).
   */
  createShipment?(req: CreateShipmentRequest): Promise<CreateShipmentResult>;
}
