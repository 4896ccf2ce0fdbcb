import { CARRIER_CODES } from '@cho-dep/core/shipping/carrier-statuses';
import { SHIPMENT_STATUSES } from '@cho-dep/core/shipping/shipment-statuses';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import { shipmentEvents, shipments } from './shipments.tables';

/**
 * One scan of the parcel as the carrier reported it: every status report, also those that do
 * not move the order (at the hub, sorting, out for delivery, a failed attempt, an exception),
 * for the buyer's own tracking view. The carrier's code is kept so each scan reads in the
 * buyer's language (orders.carrierStatus.<carrier>.<code>).
 */
export const trackingEventSchema = z.object({
  carrier: z.enum(CARRIER_CODES),
  carrierStatus: z.string(),
  companyStatus: z.enum(SHIPMENT_STATUSES),
  /** When the carrier says it happened, else when we heard of it. */
  time: z.string(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/**
 * The carrier's reports of an order's parcel, oldest first. Reports that are not about the
 * status (GHN's fee and weight updates are kept as 'ignored') are left out; an exception the
 * carrier could not name ('other') is shown, as the buyer would want to know.
 */
export async function trackingEventsOf(db: Db, orderId: string): Promise<TrackingEvent[]> {
  const rows = await db
    .select({
      carrier: shipmentEvents.carrier,
      carrierStatus: shipmentEvents.carrierStatus,
      companyStatus: shipmentEvents.companyStatus,
      actionTime: shipmentEvents.actionTime,
      receivedAt: shipmentEvents.receivedAt,
    })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(
      and(
        eq(shipments.orderId, orderId),
        or(ne(shipmentEvents.outcome, 'ignored'), eq(shipmentEvents.companyStatus, 'other')),
      ),
    )
    .orderBy(asc(shipmentEvents.receivedAt));
  return rows
    .map((row) => ({
      carrier: row.carrier,
      carrierStatus: row.carrierStatus,
      companyStatus: row.companyStatus,
      time: (row.actionTime ?? row.receivedAt).toISOString(),
    }))
    .sort((a, b) => a.time.localeCompare(b.time));
}
