import { isAppError } from '@cho-dep/core/errors/app-error';
import {
  type CarrierCode,
  ghnShipmentStatus,
  ghtkShipmentStatus,
} from '@cho-dep/core/shipping/carrier-statuses';
import {
  orderEventsFor,
  SHIPMENT_STATUS_RANK,
  type ShipmentStatus,
  shouldApplyShipmentStatus,
} from '@cho-dep/core/shipping/shipment-statuses';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { transitionOrder } from '../orders/transition-order';
import { scheduleCancelledOrderRefund } from '../returns/refund-jobs';
import { shipmentEvents, shipments } from './shipments.tables';

/** One status report of a carrier, verified and parsed from its webhook. */
export interface CarrierEvent {
  carrier: CarrierCode;
  trackingCode: string;
  /** The carrier's own status: GHN's string, GHTK's status_id. */
  carrierStatus: string;
  /** When the carrier says it happened; null if it did not say (or said nonsense). */
  actionTime: Date | null;
  /** Distinguishes reports that share status and time (GHN's Type). */
  kind?: string;
  /** Whether the report is about the status at all (GHN update_fee / update_weight are not). */
  statusReport?: boolean;
  payload: Record<string, unknown>;
}

export type CarrierEventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown_shipment';

/**
 * Records a carrier's report and applies it, in one transaction:
 * 1. the event row is inserted once (eventKey unique): a replay answers 'duplicate' and
 *    changes nothing;
 * 2. the shipment's company status moves only forwards (rank, then the carrier's time
 *    within one rank): a late report is kept as 'stale';
 * 3. the order is moved by the mapped events through transitionOrder (actor carrier); an
 *    event the machine refuses (the order was cancelled, or already got there) is not an
 *    error: the carrier must get its HTTP 200 or it retries for ever.
 */
export async function applyCarrierEvent(ctx: AppContext, event: CarrierEvent): Promise<CarrierEventOutcome> {
  const status: ShipmentStatus =
    event.carrier === 'ghn'
      ? ghnShipmentStatus(event.carrierStatus)
      : ghtkShipmentStatus(event.carrierStatus);
  const eventKey = [
    event.carrier,
    event.trackingCode,
    event.kind ?? 'status',
    event.carrierStatus,
    event.actionTime?.toISOString() ?? '',
  ].join('|');
  const now = ctx.now();
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.carrier, event.carrier), eq(shipments.trackingCode, event.trackingCode)))
      .for('update');
    const outcome = decide();
    const [recorded] = await tx
      .insert(shipmentEvents)
      .values({
        carrier: event.carrier,
        eventKey,
        shipmentId: shipment?.id ?? null,
        trackingCode: event.trackingCode,
        carrierStatus: event.carrierStatus,
        companyStatus: status,
        outcome,
        payload: event.payload,
        actionTime: event.actionTime,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: shipmentEvents.eventKey })
      .returning({ id: shipmentEvents.id });
    if (!recorded) return 'duplicate';
    if (outcome !== 'applied' || !shipment) return outcome;

    await tx
      .update(shipments)
      .set({
        companyStatus: status,
        rank: SHIPMENT_STATUS_RANK[status],
        lastEventAt: event.actionTime ?? now,
        updatedAt: now,
      })
      .where(eq(shipments.id, shipment.id));
    for (const orderEvent of orderEventsFor(status)) {
      try {
        const { effects } = await transitionOrder(tx, {
          orderId: shipment.orderId,
          event: orderEvent,
          actor: 'carrier',
          scope: { kind: 'carrier' },
          note: `${event.carrier.toUpperCase()} ${event.carrierStatus}`,
          now,
        });
        // A parcel returned to a shop cancels a paid order: its money goes back by a durable
        // job, so the carrier is answered without waiting on a payment gateway.
        if (effects.refundDue) await scheduleCancelledOrderRefund(tx, shipment.orderId, now);
      } catch (error) {
        if (!isAppError(error) || error.code !== 'ORDER_TRANSITION_REFUSED') throw error;
      }
    }
    return 'applied';

    function decide(): CarrierEventOutcome {
      if (!shipment) return 'unknown_shipment';
      if (event.statusReport === false || status === 'other') return 'ignored';
      if (!shouldApplyShipmentStatus(shipment.companyStatus, status)) return 'stale';
      // Same phase: the carrier's later report wins, whatever order they arrive in.
      const sameRank = SHIPMENT_STATUS_RANK[status] === SHIPMENT_STATUS_RANK[shipment.companyStatus];
      if (sameRank && event.actionTime && shipment.lastEventAt && event.actionTime < shipment.lastEventAt) {
        return 'stale';
      }
      return 'applied';
    }
  });
  return outcome;
}
