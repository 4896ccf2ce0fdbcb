import type {
  Carrier,
  CreateShipmentRequest,
  CreateShipmentResult,
  QuoteRequest,
  ShippingMethod,
} from './carrier';
import { type CarrierSettings, resolveCarrierSettings } from './carrier-config';
import { ghnCreatedShipment, ghnCreateOrderBody } from './ghn-create-order';
import { GHN_PRICE_LIST } from './ghn-price-list';
import { ghtkCreatedShipment, ghtkCreateOrderBody } from './ghtk-create-order';
import { GHTK_PRICE_LIST } from './ghtk-price-list';
import { createPriceListCarrier } from './price-list-carrier';
import { createSelfShippingCarrier } from './self-shipping-carrier';

function quoteOf(req: CreateShipmentRequest): QuoteRequest {
  return {
    from: { country: req.from.country, provinceCode: req.from.provinceCode, wardCode: req.from.wardCode },
    to: { country: req.to.country, provinceCode: req.to.provinceCode ?? '', wardCode: req.to.wardCode },
    weightGrams: Math.max(1, req.weightGrams),
    goodsValue: req.goodsValue,
    express: req.express,
  };
}

/**
 * Every shipping method, keyed by the value orders store (orders.shipping_method). GHN and
 * GHTK quote from their price lists and create shipments locally: the carrier's request body
 * is built as it would be sent and the answer computed (see ghn-create-order.ts,
 * ghtk-create-order.ts). Going live replaces these bodies' transport, not the callers.
 */
export function createCarriers(
  settings: CarrierSettings = resolveCarrierSettings(),
): Record<ShippingMethod, Carrier> {
  const ghn = createPriceListCarrier('ghn', GHN_PRICE_LIST);
  const ghtk = createPriceListCarrier('ghtk', GHTK_PRICE_LIST);
  return {
    self: createSelfShippingCarrier(),
    ghn: {
      ...ghn,
      async createShipment(req): Promise<CreateShipmentResult> {
        const quote = await ghn.quote(quoteOf(req));
        if (!quote.ok) return quote;
        const body = ghnCreateOrderBody(req);
        return { ok: true, shipment: ghnCreatedShipment(settings.ghn, body, req.createdAt, quote.etaDays) };
      },
    },
    ghtk: {
      ...ghtk,
      async createShipment(req): Promise<CreateShipmentResult> {
        const quote = await ghtk.quote(quoteOf(req));
        if (!quote.ok) return quote;
        const body = ghtkCreateOrderBody(req);
        return {
          ok: true,
          shipment: ghtkCreatedShipment(
            settings.ghtk,
            body,
            req.from.provinceCode,
            req.createdAt,
            quote.etaDays,
          ),
        };
      },
    },
  };
}
