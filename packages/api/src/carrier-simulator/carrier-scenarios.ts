import { type CarrierCode, carrierCodeFor } from '@cho-dep/core/shipping/carrier-statuses';
import {
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  shouldApplyShipmentStatus,
} from '@cho-dep/core/shipping/shipment-statuses';

/**
 * The journeys the carrier simulator can drive a shipment through, in our statuses. A step
 * the carrier has no code for is skipped (GHN never reports a failed or postponed pickup:
 * its courier simply keeps "picking").
 * - happy: picked up and delivered -> the order is delivered;
 * - failed_pickup: the first pickup fails and is postponed, the second succeeds -> shipping;
 * - failed_delivery_then_return: two failed deliveries, then back to the shop -> cancelled.
 */
export const CARRIER_SCENARIOS = {
  happy: ['picking', 'picked_up', 'delivering', 'delivered_unreconciled'],
  failed_pickup: ['picking', 'pickup_failed', 'pickup_postponed', 'picking', 'picked_up', 'delivering'],
  failed_delivery_then_return: [
    'picking',
    'picked_up',
    'delivering',
    'delivery_failed',
    'delivering',
    'delivery_failed',
    'returning',
    'returned',
  ],
} as const satisfies Record<string, readonly ShipmentStatus[]>;
export type CarrierScenario = keyof typeof CARRIER_SCENARIOS;

export function isCarrierScenario(value: unknown): value is CarrierScenario {
  return typeof value === 'string' && Object.hasOwn(CARRIER_SCENARIOS, value);
}

/**
 * The scans a real parcel gets between pickup and delivery, which move no order but which the
 * buyer's tracking view shows: GHN reports the hub, the trucks between hubs and the sorting;
 * GHTK reports none of these (its status 3 already means "at the hub").
 */
const HUB_SCANS: Record<CarrierCode, readonly string[]> = {
  ghn: ['storing', 'transporting', 'sorting'],
  ghtk: [],
};

/**
 * The scenario's steps this carrier can report, as [our status, carrier code], with the
 * carrier's hub scans after the first pickup, as a real journey has them.
 */
export function scenarioSteps(
  carrier: CarrierCode,
  scenario: CarrierScenario,
): Array<[ShipmentStatus, string]> {
  const steps: Array<[ShipmentStatus, string]> = [];
  let hubScanned = false;
  for (const status of CARRIER_SCENARIOS[scenario]) {
    const code = carrierCodeFor(carrier, status);
    if (code === null) continue;
    steps.push([status, code]);
    if (status === 'picked_up' && !hubScanned) {
      hubScanned = true;
      for (const scan of HUB_SCANS[carrier]) steps.push([status, scan]);
    }
  }
  return steps;
}

/** The buttons of a shipment on the simulator page: the statuses it may still move to. */
export function nextStatuses(carrier: CarrierCode, current: ShipmentStatus): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter(
    (status) =>
      status !== current &&
      carrierCodeFor(carrier, status) !== null &&
      shouldApplyShipmentStatus(current, status),
  );
}
