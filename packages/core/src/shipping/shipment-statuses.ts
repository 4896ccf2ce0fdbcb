import type { OrderEvent } from '../orders/order-machine';

/**
 * The shipping-company statuses of product.md §4 as one closed set, shared by every
 * carrier: a GHN status string or a GHTK status_id is first mapped here (carrier-statuses.ts),
 * and only this set reaches shipments and orders. Beyond the spec's list: `picking` (the
 * courier is on the way to the shop), `delivering` and `returning` (in progress, which both
 * carriers report) and `cancelled` (the carrier order was cancelled before pickup).
 */
export const SHIPMENT_STATUSES = [
  'not_received',
  'received',
  'picking',
  'pickup_postponed',
  'pickup_failed',
  'cancelled',
  'picked_up',
  'delivering',
  'delivery_delayed',
  'delivery_failed',
  'returning',
  'delivered_unreconciled',
  'returned',
  'reconciled',
  'compensated',
  'other',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * How far a parcel has come. Webhooks arrive late, twice and out of order; a status is
 * applied only if its rank is not below the shipment's current one, so a shipment never
 * moves backwards. Statuses of one phase share a rank: a pickup that failed is tried again
 * (pickup_failed -> picking) and a delivery that failed is retried (delivery_failed ->
 * delivering), and the latest report of the phase wins. Cancellation happens before
 * pickup only, so a late `cancelled` never undoes a parcel on its way. `other` (an exception
 * the carrier could not name) is kept in the event log but never changes the shipment.
 */
export const SHIPMENT_STATUS_RANK: Readonly<Record<ShipmentStatus, number>> = {
  not_received: 0,
  received: 10,
  picking: 20,
  pickup_postponed: 20,
  pickup_failed: 20,
  cancelled: 25,
  picked_up: 30,
  delivering: 40,
  delivery_delayed: 40,
  delivery_failed: 40,
  returning: 50,
  delivered_unreconciled: 60,
  returned: 60,
  reconciled: 70,
  compensated: 80,
  other: -1,
};

/**
 * Whether a reported status may replace the current one. Equal ranks are accepted (the
 * phase's latest report wins); a replay of the current status changes nothing anyway.
 */
export function shouldApplyShipmentStatus(current: ShipmentStatus | null, next: ShipmentStatus): boolean {
  if (next === 'other') return false;
  if (current === null) return true;
  // Terminal ends of different branches never replace each other.
  if (current === 'delivered_unreconciled' && next === 'returned') return false;
  if (current === 'returned' && next === 'delivered_unreconciled') return false;
  return SHIPMENT_STATUS_RANK[next] >= SHIPMENT_STATUS_RANK[current];
}

/**
 * The order events (order-machine.ts) a shipping-company status stands for, in the order to
 * send them. Picked up or later means 'shipped'; delivered means 'delivered'; returned to the
 * shop means 'delivery_returned'. A later status also carries the earlier events, so an order
 * catches up when a webhook was lost (a 'delivered' arriving before 'picked' ships, then
 * delivers). The machine refuses the events already applied, which callers ignore.
 * Everything before pickup, cancelled, compensated and other move no order.
 */
export function orderEventsFor(status: ShipmentStatus): OrderEvent[] {
  switch (status) {
    case 'picked_up':
    case 'delivering':
    case 'delivery_delayed':
    case 'delivery_failed':
    case 'returning':
      return ['shipped'];
    case 'delivered_unreconciled':
    case 'reconciled':
      return ['shipped', 'delivered'];
    case 'returned':
      return ['shipped', 'delivery_returned'];
    default:
      return [];
  }
}
