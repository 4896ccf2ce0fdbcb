import { SHIPMENT_STATUSES } from '@cho-dep/core/shipping/shipment-statuses';
import { z } from '@hono/zod-openapi';
import type { OrderRow } from '../orders/orders.tables';
import type { ShipmentRow } from './shipments.tables';

/** An order's shipping fields: what the seller and the buyer see after the hand-over. */
export const shippingViewSchema = z
  .object({
    orderId: z.string(),
    status: z.string().openapi({ description: 'The order stage after the call' }),
    shippingMethod: z.enum(['self', 'ghn', 'ghtk']),
    waybillCode: z.string().nullable(),
    trackingCode: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    /** The carrier's expected delivery day (YYYY-MM-DD), or the order's estimate. */
    expectedDelivery: z.string().nullable(),
    companyStatus: z.enum(SHIPMENT_STATUSES).nullable().openapi({
      description: 'The shipping-company status (product.md §4); null for self-shipped orders',
    }),
  })
  .openapi('OrderShipping');
export type ShippingView = z.infer<typeof shippingViewSchema>;

export function shippingViewOf(order: OrderRow, shipment: ShipmentRow | null): ShippingView {
  return {
    orderId: order.id,
    status: order.status,
    shippingMethod: order.shippingMethod,
    waybillCode: order.waybillCode,
    trackingCode: order.trackingCode,
    trackingUrl: order.trackingUrl,
    expectedDelivery: shipment?.expectedDelivery ?? order.deliveryTo,
    companyStatus: shipment?.companyStatus ?? null,
  };
}
