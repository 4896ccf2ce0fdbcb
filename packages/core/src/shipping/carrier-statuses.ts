import type { ShipmentStatus } from './shipment-statuses';

/** The carriers that send status webhooks (a self-shipping shop reports its own). */
export const CARRIER_CODES = ['ghn', 'ghtk'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

/**
 * Every GHN order status (product.md §partners, GHN webhook `Status`) onto our statuses. GHN has no
 * reconciliation status: a delivered GHN order stays delivered_unreconciled. waiting_to_return
 * still allows a redelivery the shop may ask for, so it is a failed delivery, not a return
 * yet. Damaged and lost parcels are the carrier's to compensate.
 */
export const GHN_STATUS_MAP = {
  ready_to_pick: 'received',
  picking: 'picking',
  money_collect_picking: 'picking',
  picked: 'picked_up',
  storing: 'picked_up',
  transporting: 'picked_up',
  sorting: 'picked_up',
  delivering: 'delivering',
  money_collect_delivering: 'delivering',
  delivered: 'delivered_unreconciled',
  delivery_fail: 'delivery_failed',
  waiting_to_return: 'delivery_failed',
  return: 'returning',
  return_transporting: 'returning',
  return_sorting: 'returning',
  returning: 'returning',
  return_fail: 'returning',
  returned: 'returned',
  cancel: 'cancelled',
  exception: 'other',
  damage: 'compensated',
  lost: 'compensated',
} as const satisfies Record<string, ShipmentStatus>;
export type GhnStatus = keyof typeof GHN_STATUS_MAP;
export const GHN_STATUSES = Object.keys(GHN_STATUS_MAP) as GhnStatus[];

/**
 * Every GHTK status_id (product.md §partners) onto our statuses. 11 "return reconciled" is a returned
 * parcel whose money is settled: returned.
 */
export const GHTK_STATUS_MAP = {
  '-1': 'cancelled',
  '1': 'not_received',
  '2': 'received',
  '3': 'picked_up',
  '4': 'delivering',
  '5': 'delivered_unreconciled',
  '6': 'reconciled',
  '7': 'pickup_failed',
  '8': 'pickup_postponed',
  '9': 'delivery_failed',
  '10': 'delivery_delayed',
  '11': 'returned',
  '12': 'picking',
  '13': 'compensated',
  '20': 'returning',
  '21': 'returned',
} as const satisfies Record<string, ShipmentStatus>;
export const GHTK_STATUS_IDS = Object.keys(GHTK_STATUS_MAP).map(Number);

/** A GHN status string onto ours; one GHN adds later is `other` until mapped. */
export function ghnShipmentStatus(status: string): ShipmentStatus {
  return Object.hasOwn(GHN_STATUS_MAP, status) ? GHN_STATUS_MAP[status as GhnStatus] : 'other';
}

/** A GHTK status_id onto ours; an unknown id (GHTK has shipper-reported ones) is `other`. */
export function ghtkShipmentStatus(statusId: number | string): ShipmentStatus {
  const key = String(statusId).trim();
  return Object.hasOwn(GHTK_STATUS_MAP, key) ? GHTK_STATUS_MAP[key as keyof typeof GHTK_STATUS_MAP] : 'other';
}

/**
 * The reverse, for the carrier simulator: the carrier's own code for one of our statuses
 * (the first in its table). Null when the carrier has no such status (GHN never reports
 * reconciled or a postponed pickup).
 */
export function carrierCodeFor(carrier: CarrierCode, status: ShipmentStatus): string | null {
  const table: Record<string, ShipmentStatus> = carrier === 'ghn' ? GHN_STATUS_MAP : GHTK_STATUS_MAP;
  if (carrier === 'ghtk' && status === 'returned') return '21';
  return Object.entries(table).find(([, ours]) => ours === status)?.[0] ?? null;
}
