import type { Carrier, ShippingMethod } from './carrier';
import { GHN_PRICE_LIST } from './ghn-price-list';
import { GHTK_PRICE_LIST } from './ghtk-price-list';
import { createPriceListCarrier } from './price-list-carrier';
import { createSelfShippingCarrier } from './self-shipping-carrier';

/** Every shipping method, keyed by the value orders store (orders.shipping_method). */
export function createCarriers(): Record<ShippingMethod, Carrier> {
  return {
    self: createSelfShippingCarrier(),
    ghn: createPriceListCarrier('ghn', GHN_PRICE_LIST),
    ghtk: createPriceListCarrier('ghtk', GHTK_PRICE_LIST),
  };
}
