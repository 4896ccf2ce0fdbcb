/**
 * One interface for every way a shop's parcel reaches the buyer (SPEC.md section 3, Order:
 * "shipping unit or self-shipping"). Checkout asks each method the shop offers for a quote;
 * a method that cannot serve the address says why, so the screen can name the reason
 * ('Shipping method not available at your address', SPEC.md section 8).
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

export interface Carrier {
  method: ShippingMethod;
  quote(req: QuoteRequest): Promise<QuoteResult>;
}
