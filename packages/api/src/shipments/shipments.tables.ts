import { CARRIER_CODES } from '@cho-dep/core/shipping/carrier-statuses';
import { SHIPMENT_STATUSES } from '@cho-dep/core/shipping/shipment-statuses';
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';

/**
 * A carrier's parcel for one order (GHN or GHTK), created when the seller hands the order
 * over. `companyStatus` is the shipping-company status of product.md §4 and `rank` its
 * progress (core/shipping/shipment-statuses.ts): webhooks only ever move it forwards.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text({ enum: CARRIER_CODES }).notNull(),
    /** The carrier's order code its webhooks name (GHN order_code, GHTK label). */
    trackingCode: text().notNull(),
    waybillCode: text(),
    trackingUrl: text().notNull(),
    expectedDelivery: text(),
    companyStatus: text({ enum: SHIPMENT_STATUSES }).notNull().default('not_received'),
    rank: smallint().notNull().default(0),
    /** When the carrier says the current status happened (its action time). */
    lastEventAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_order_key').on(t.orderId),
    uniqueIndex('shipments_tracking_key').on(t.carrier, t.trackingCode),
  ],
);

/**
 * Every webhook a carrier sent, once: `eventKey` (carrier, code, status and time) is unique,
 * so a retried or replayed webhook is recorded once and changes nothing the second time.
 * Events the shipment or the order could not take are kept too, with what happened.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    carrier: text({ enum: CARRIER_CODES }).notNull(),
    eventKey: text().notNull(),
    shipmentId: uuid().references(() => shipments.id, { onDelete: 'cascade' }),
    trackingCode: text().notNull(),
    /** The carrier's own status (GHN string, GHTK status_id) and ours. */
    carrierStatus: text().notNull(),
    companyStatus: text({ enum: SHIPMENT_STATUSES }).notNull(),
    /** applied | stale (ranked below the current status) | unknown_shipment | ignored (other). */
    outcome: text().notNull(),
    payload: jsonb().notNull(),
    actionTime: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_key').on(t.eventKey),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.receivedAt),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
