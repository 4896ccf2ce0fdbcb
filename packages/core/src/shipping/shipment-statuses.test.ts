import { describe, expect, it } from 'vitest';
import { nextOrderState, type OrderState } from '../orders/order-machine';
import {
  CARRIER_CODES,
  carrierCodeFor,
  GHN_STATUSES,
  GHTK_STATUS_IDS,
  ghnShipmentStatus,
  ghtkShipmentStatus,
} from './carrier-statuses';
import {
  isShipmentStatus,
  orderEventsFor,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  shouldApplyShipmentStatus,
} from './shipment-statuses';

describe('carrier statuses onto shipping-company statuses', () => {
  it('maps every GHN status of product.md §partners', () => {
    // The list exactly as product.md §partners writes it: a status missing from the table fails here.
    const documented =
      'ready_to_pick, picking, money_collect_picking, picked, storing, transporting, sorting, delivering, money_collect_delivering, delivered, delivery_fail, waiting_to_return, return, return_transporting, return_sorting, returning, return_fail, returned, cancel, exception, damage, lost'.split(
        ', ',
      );
    expect([...GHN_STATUSES].sort()).toEqual([...documented].sort());
    const mapped = Object.fromEntries(documented.map((s) => [s, ghnShipmentStatus(s)]));
    expect(mapped).toEqual({
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
    });
  });

  it('maps every GHTK status_id of product.md §partners, as number or form string', () => {
    expect([...GHTK_STATUS_IDS].sort((a, b) => a - b)).toEqual([
      -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20, 21,
    ]);
    const mapped = Object.fromEntries(GHTK_STATUS_IDS.map((id) => [id, ghtkShipmentStatus(id)]));
    expect(mapped).toEqual({
      '-1': 'cancelled',
      1: 'not_received',
      2: 'received',
      3: 'picked_up',
      4: 'delivering',
      5: 'delivered_unreconciled',
      6: 'reconciled',
      7: 'pickup_failed',
      8: 'pickup_postponed',
      9: 'delivery_failed',
      10: 'delivery_delayed',
      11: 'returned',
      12: 'picking',
      13: 'compensated',
      20: 'returning',
      21: 'returned',
    });
    expect(ghtkShipmentStatus('5')).toBe('delivered_unreconciled');
    expect(ghtkShipmentStatus(' -1 ')).toBe('cancelled');
  });

  it('keeps an unknown status as other, never as something it is not', () => {
    expect(ghnShipmentStatus('teleported')).toBe('other');
    expect(ghnShipmentStatus('toString')).toBe('other');
    expect(ghtkShipmentStatus(45)).toBe('other');
    expect(ghtkShipmentStatus('abc')).toBe('other');
  });

  it('finds each carrier code back for the simulator, and none where the carrier has no such status', () => {
    expect(carrierCodeFor('ghn', 'picked_up')).toBe('picked');
    expect(carrierCodeFor('ghn', 'reconciled')).toBeNull();
    expect(carrierCodeFor('ghn', 'pickup_failed')).toBeNull();
    expect(carrierCodeFor('ghtk', 'returned')).toBe('21');
    expect(carrierCodeFor('ghtk', 'picking')).toBe('12');
    for (const carrier of CARRIER_CODES) {
      for (const status of SHIPMENT_STATUSES) {
        const code = carrierCodeFor(carrier, status);
        if (code === null) continue;
        // Round trip: the code maps back onto the same status.
        expect(carrier === 'ghn' ? ghnShipmentStatus(code) : ghtkShipmentStatus(code)).toBe(status);
      }
    }
  });
});

describe('shipment progress', () => {
  it('never moves backwards', () => {
    expect(shouldApplyShipmentStatus('delivering', 'picked_up')).toBe(false);
    expect(shouldApplyShipmentStatus('delivered_unreconciled', 'delivering')).toBe(false);
    expect(shouldApplyShipmentStatus('returning', 'delivering')).toBe(false);
    expect(shouldApplyShipmentStatus('picked_up', 'cancelled')).toBe(false);
    expect(shouldApplyShipmentStatus('cancelled', 'picking')).toBe(false);
    expect(shouldApplyShipmentStatus('returned', 'delivered_unreconciled')).toBe(false);
    expect(shouldApplyShipmentStatus('delivered_unreconciled', 'returned')).toBe(false);
  });

  it('moves forwards, and within a phase to the latest report (retries)', () => {
    expect(shouldApplyShipmentStatus(null, 'delivered_unreconciled')).toBe(true);
    expect(shouldApplyShipmentStatus('received', 'picking')).toBe(true);
    expect(shouldApplyShipmentStatus('pickup_failed', 'picking')).toBe(true);
    expect(shouldApplyShipmentStatus('delivery_failed', 'delivering')).toBe(true);
    expect(shouldApplyShipmentStatus('delivery_failed', 'returning')).toBe(true);
    expect(shouldApplyShipmentStatus('delivered_unreconciled', 'reconciled')).toBe(true);
    expect(shouldApplyShipmentStatus('picking', 'cancelled')).toBe(true);
  });

  it('never applies other', () => {
    for (const status of SHIPMENT_STATUSES) expect(shouldApplyShipmentStatus(status, 'other')).toBe(false);
    expect(shouldApplyShipmentStatus(null, 'other')).toBe(false);
  });

  it('knows its own statuses', () => {
    expect(isShipmentStatus('picked_up')).toBe(true);
    expect(isShipmentStatus('picked')).toBe(false);
    expect(isShipmentStatus(3)).toBe(false);
  });
});

describe('shipment statuses onto order events', () => {
  it('ships on pickup, delivers on delivery, returns on return, and nothing otherwise', () => {
    const table = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, orderEventsFor(s).at(-1) ?? null]));
    expect(table).toEqual({
      not_received: null,
      received: null,
      picking: null,
      pickup_postponed: null,
      pickup_failed: null,
      cancelled: null,
      picked_up: 'shipped',
      delivering: 'shipped',
      delivery_delayed: 'shipped',
      delivery_failed: 'shipped',
      returning: 'shipped',
      delivered_unreconciled: 'delivered',
      returned: 'delivery_returned',
      reconciled: 'delivered',
      compensated: null,
      other: null,
    });
  });

  it('brings an order awaiting pickup to the right stage even when earlier webhooks were lost', () => {
    const start: OrderState = {
      status: 'awaiting_pickup',
      paymentStatus: 'cod',
      completed: false,
      selfShipped: false,
      international: false,
    };
    const expected: Partial<Record<ShipmentStatus, string>> = {
      picking: 'awaiting_pickup',
      picked_up: 'shipping',
      delivery_failed: 'shipping',
      delivered_unreconciled: 'delivered',
      reconciled: 'delivered',
      returned: 'cancelled',
      cancelled: 'awaiting_pickup',
    };
    for (const [status, stage] of Object.entries(expected)) {
      let state = start;
      for (const event of orderEventsFor(status as ShipmentStatus)) {
        const result = nextOrderState(state, event, 'carrier');
        if (result.ok) state = result.state;
      }
      expect([status, state.status]).toEqual([status, stage]);
    }
  });
});
