import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import type { CreateShipmentRequest } from '@cho-dep/integrations/shipping/carrier';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { recordShippingCodes } from '../orders/order-shipping-codes';
import { type OrderRow, orderItems, orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { products } from '../products/catalog/products.tables';
import { loadCheckoutShops } from '../shops/checkout-shops';
import { type ShipmentRow, shipments } from './shipments.tables';
import { type ShippingView, shippingViewOf } from './shipping-view';

export type HandOverInput = { method: 'ghn' | 'ghtk' } | { method: 'self'; waybillCode: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SellerCall {
  shopId: string;
  userId: string;
  orderId: string;
}

/** The shop's order, locked; another shop's order is NOT_FOUND (its existence is not revealed). */
async function lockShopOrder(tx: Tx, call: SellerCall): Promise<OrderRow> {
  if (!UUID.test(call.orderId)) throw new AppError('NOT_FOUND');
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, call.orderId), eq(orders.shopId, call.shopId)))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/**
 * The seller hands an order over. The buyer chose the delivery at
 * checkout, so the method must be the order's. A carrier order (GHN, GHTK) is created with
 * the shop's current pickup address and the order stays awaiting pickup until the carrier
 * reports the pickup; asking again answers the same shipment. A self-shipped order needs the
 * seller's waybill code and ships at once.
 */
export async function handOverOrder(
  ctx: AppContext,
  call: SellerCall,
  input: HandOverInput,
): Promise<ShippingView> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, call);
    if (input.method !== order.shippingMethod) {
      throw new AppError('SHIPPING_METHOD_MISMATCH', { params: { method: order.shippingMethod } });
    }
    if (input.method === 'self') {
      const moved = await transitionOrder(tx, {
        orderId: order.id,
        event: 'shipped',
        actor: 'seller',
        scope: { kind: 'seller', shopId: call.shopId },
        actorId: call.userId,
        note: input.waybillCode,
        now,
      });
      const updated = await recordShippingCodes(tx, moved.order.id, { waybillCode: input.waybillCode }, now);
      return shippingViewOf(updated ?? moved.order, null);
    }

    const [existing] = await tx.select().from(shipments).where(eq(shipments.orderId, order.id));
    if (existing) return shippingViewOf(order, existing);
    if (order.status !== 'awaiting_pickup') {
      throw new AppError('ORDER_TRANSITION_REFUSED', { params: { event: 'shipped', status: order.status } });
    }
    const request = await shipmentRequest(tx, order, now);
    const carrier = ctx.carriers[input.method];
    const created = await carrier.createShipment?.(request);
    if (!created) throw new AppError('SHIPPING_METHOD_UNAVAILABLE');
    if (!created.ok) {
      throw new AppError(
        created.reason === 'missing_pickup_address'
          ? 'MISSING_PICKUP_ADDRESS'
          : 'SHIPPING_METHOD_UNAVAILABLE',
      );
    }
    const { shipment } = created;
    const [row] = await tx
      .insert(shipments)
      .values({
        orderId: order.id,
        carrier: input.method,
        trackingCode: shipment.trackingCode,
        waybillCode: shipment.waybillCode ?? null,
        trackingUrl: shipment.trackingUrl,
        expectedDelivery: shipment.expectedDelivery ?? null,
        companyStatus: 'not_received',
        rank: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const updated = await recordShippingCodes(
      tx,
      order.id,
      {
        trackingCode: shipment.trackingCode,
        // The number printed on the parcel: GHTK's separate waybill, else the carrier's code.
        waybillCode: shipment.waybillCode ?? shipment.trackingCode,
        trackingUrl: shipment.trackingUrl,
      },
      now,
    );
    return shippingViewOf(updated ?? order, (row as ShipmentRow | undefined) ?? null);
  });
}

/** A self-shipping seller reports the delivery (carriers report theirs by webhook). */
export async function markSelfShippedDelivered(ctx: AppContext, call: SellerCall): Promise<ShippingView> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, call);
    if (order.shippingMethod !== 'self') {
      throw new AppError('SHIPPING_METHOD_MISMATCH', { params: { method: order.shippingMethod } });
    }
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      event: 'delivered',
      actor: 'seller',
      scope: { kind: 'seller', shopId: call.shopId },
      actorId: call.userId,
      now,
    });
    return shippingViewOf(moved.order, null);
  });
}

/** The carrier's create-order request: the shop's pickup address now, the order's recipient and lines. */
async function shipmentRequest(tx: Tx, order: OrderRow, now: Date): Promise<CreateShipmentRequest> {
  const shop = (await loadCheckoutShops(tx, [order.shopId])).get(order.shopId);
  if (!shop?.pickup.provinceCode || !shop.pickup.wardCode || !shop.pickup.specificAddress) {
    throw new AppError('MISSING_PICKUP_ADDRESS');
  }
  const lines = await tx
    .select({
      name: orderItems.productName,
      variant: orderItems.variantLabel,
      quantity: orderItems.quantity,
      price: orderItems.unitPrice,
      weightGrams: products.weightGrams,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id));
  const items = lines.map((l) => ({
    name: l.variant ? `${l.name} (${l.variant})` : l.name,
    quantity: l.quantity,
    weightGrams: l.weightGrams,
    price: l.price,
  }));
  const r = order.recipient;
  return {
    clientOrderCode: order.code,
    from: {
      name: shop.pickup.recipientName,
      phone: shop.pickup.phone,
      country: shop.pickup.country,
      provinceCode: shop.pickup.provinceCode,
      provinceName: shop.pickup.provinceName,
      wardCode: shop.pickup.wardCode,
      wardName: shop.pickup.wardName,
      street: shop.pickup.specificAddress,
    },
    to: {
      name: r.recipientName,
      phone: r.phone,
      country: r.country,
      provinceCode: r.provinceCode,
      provinceName: r.provinceName,
      wardCode: r.wardCode,
      wardName: r.wardName,
      street: r.specificAddress,
    },
    items,
    weightGrams: Math.max(
      1,
      items.reduce((sum, i) => sum + i.weightGrams * i.quantity, 0),
    ),
    goodsValue: order.goodsTotal,
    // Cash on delivery: the courier collects the order's total; an order paid online, nothing.
    codAmount: order.paymentStatus === 'cod' ? order.total : 0,
    express: order.express,
    note: order.buyerNote,
    createdAt: now,
  };
}
