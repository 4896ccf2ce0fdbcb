import type { Country } from '../locale/locales';

/**
 * The cross-border leg of an order from a Korea-based shop to a buyer in Vietnam (product.md §3:
 * orders keep the domestic and the international shipping fee apart). One parcel per shop order,
 * priced by its weight: the first kilogram, then each started 500 g (the forwarders' usual
 * bands; verify against the forwarders shops use). Everything else has no international leg.
 * The leg inside Vietnam, from the forwarder's hub to the buyer, is the order's domestic fee.
 * Dong.
 */
export const INTERNATIONAL_SHIPPING_RATE = {
  firstKgFee: 90_000,
  per500gFee: 25_000,
} as const;

export function internationalShippingFee(input: {
  shopCountry: Country;
  buyerCountry: Country;
  weightGrams: number;
}): number {
  if (input.shopCountry !== 'KO' || input.buyerCountry !== 'VN') return 0;
  const extraSteps = Math.max(0, Math.ceil((input.weightGrams - 1_000) / 500));
  return INTERNATIONAL_SHIPPING_RATE.firstKgFee + extraSteps * INTERNATIONAL_SHIPPING_RATE.per500gFee;
}
