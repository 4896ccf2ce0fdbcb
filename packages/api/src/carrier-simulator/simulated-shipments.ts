import type { CarrierCode } from '@cho-dep/core/shipping/carrier-statuses';
import type { Db } from '@cho-dep/db/client';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { orders } from '../orders/orders.tables';
import { type ShipmentRow, shipments } from '../shipments/shipments.tables';

/** One shipment the simulator can report on, with the order code its carrier knows it by. */
export async function findSimulatedShipment(
  db: Db,
  carrier: CarrierCode,
  trackingCode: string,
): Promise<{ shipment: ShipmentRow; orderCode: string } | null> {
  const [found] = await db
    .select({ shipment: shipments, orderCode: orders.code })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.carrier, carrier), eq(shipments.trackingCode, trackingCode)));
  return found ?? null;
}

/** The newest shipments for the simulator page, filtered by tracking or order code when `q` is given. */
export async function listSimulatedShipments(db: Db, q: string, limit: number) {
  const pattern = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
  return db
    .select({ shipment: shipments, orderCode: orders.code, orderStatus: orders.status })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(q ? or(ilike(shipments.trackingCode, pattern), ilike(orders.code, pattern)) : undefined)
    .orderBy(desc(shipments.createdAt))
    .limit(limit);
}
