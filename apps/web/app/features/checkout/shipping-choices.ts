import type { ShippingMethodCode } from '@cho-dep/core/checkout/checkout-schemas';
import type { CheckoutShop, ShippingOption } from './checkout-api';
import type { ShippingPick } from './checkout-draft';

/** One carrier row of a shop's delivery picker: its standard option and its express one, if any. */
export interface ShippingRow {
  method: ShippingMethodCode;
  standard: ShippingOption | null;
  express: ShippingOption | null;
}

/** The shop's options by carrier, in the order the API lists them. */
export function shippingRows(options: readonly ShippingOption[]): ShippingRow[] {
  const rows: ShippingRow[] = [];
  for (const option of options) {
    let row = rows.find((r) => r.method === option.method);
    if (!row) {
      row = { method: option.method, standard: null, express: null };
      rows.push(row);
    }
    if (option.express) row.express = option;
    else row.standard = option;
  }
  return rows;
}

const cheapest = (options: ShippingOption[]) =>
  [...options].sort((a, b) => (a.fee ?? Number.MAX_SAFE_INTEGER) - (b.fee ?? Number.MAX_SAFE_INTEGER))[0];

/** Whether any carrier of the shop can deliver express to this address. */
export function expressAvailable(shop: Pick<CheckoutShop, 'shippingOptions'>): boolean {
  return shop.shippingOptions.some((option) => option.express && option.available);
}

/**
 * Turning express on keeps the carrier when it has an express option, else moves to the
 * cheapest carrier that has one; turning it off keeps the carrier's standard option, else the
 * cheapest available. Null when nothing fits (the toggle is then disabled anyway).
 */
export function pickExpress(
  shop: Pick<CheckoutShop, 'shippingOptions' | 'shipping'>,
  on: boolean,
): ShippingPick | null {
  const fitting = shop.shippingOptions.filter((option) => option.available && option.express === on);
  if (fitting.length === 0) return null;
  const current = shop.shipping?.method;
  const same = fitting.find((option) => option.method === current);
  const chosen = same ?? cheapest(fitting);
  return chosen ? { method: chosen.method, express: on } : null;
}

/** Choosing a carrier keeps the express setting when that carrier offers it. */
export function pickMethod(
  shop: Pick<CheckoutShop, 'shippingOptions' | 'shipping'>,
  method: ShippingMethodCode,
): ShippingPick {
  const wantExpress = shop.shipping?.express ?? false;
  const hasExpress = shop.shippingOptions.some(
    (option) => option.method === method && option.express && option.available,
  );
  return { method, express: wantExpress && hasExpress };
}
