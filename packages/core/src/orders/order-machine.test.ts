import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableEvents,
  nextOrderState,
  ORDER_EVENTS,
  type OrderEvent,
  type OrderState,
} from './order-machine';
import { ORDER_ACTORS, type OrderActor } from './order-statuses';

const placedOnline: OrderState = {
  status: 'pending',
  paymentStatus: 'unpaid',
  completed: false,
  selfShipped: false,
  international: false,
};
const placedCod: OrderState = { ...placedOnline, status: 'awaiting_confirmation', paymentStatus: 'cod' };

function run(start: OrderState, steps: [OrderEvent, OrderActor][]): OrderState {
  let state = start;
  for (const [event, actor] of steps) {
    const next = nextOrderState(state, event, actor);
    if (!next.ok) throw new Error(`${event} by ${actor} refused in ${state.status}: ${next.reason}`);
    state = next.state;
  }
  return state;
}

describe('the order state machine (product.md §4)', () => {
  it('takes a paid order from payment to completion', () => {
    const end = run(placedOnline, [
      ['payment_confirmed', 'system'],
      ['seller_confirm', 'seller'],
      ['shipped', 'carrier'],
      ['delivered', 'carrier'],
      ['buyer_confirm_receipt', 'buyer'],
    ]);
    expect(end).toMatchObject({ status: 'delivered', completed: true, paymentStatus: 'paid' });
  });

  it('collects cash on delivery and completes after the waiting days', () => {
    const delivered = run(placedCod, [
      ['seller_confirm', 'seller'],
      ['shipped', 'carrier'],
      ['delivered', 'carrier'],
    ]);
    expect(delivered.paymentStatus).toBe('paid');
    expect(run(delivered, [['auto_complete', 'system']]).completed).toBe(true);
  });

  it('lets the buyer cancel before the seller confirms, and only ask afterwards', () => {
    const cancelled = nextOrderState(placedCod, 'buyer_cancel', 'buyer');
    expect(cancelled).toMatchObject({
      ok: true,
      state: { status: 'cancelled' },
      effects: { restock: true, refundDue: false },
    });
    const confirmed = run(placedCod, [['seller_confirm', 'seller']]);
    expect(nextOrderState(confirmed, 'buyer_cancel', 'buyer')).toEqual({
      ok: false,
      reason: 'illegal_in_state',
    });
    const asked = run(confirmed, [['buyer_request_cancel', 'buyer']]);
    expect(asked.status).toBe('cancellation_pending');
    expect(run(asked, [['seller_refuse_cancel', 'seller']]).status).toBe('awaiting_pickup');
    expect(nextOrderState(asked, 'seller_accept_cancel', 'seller')).toMatchObject({
      ok: true,
      state: { status: 'cancelled' },
    });
  });

  it('refunds a paid order that is cancelled, and never cancels a shipping one by the buyer', () => {
    const paid = run(placedOnline, [['payment_confirmed', 'system']]);
    expect(nextOrderState(paid, 'buyer_cancel', 'buyer')).toMatchObject({
      ok: true,
      effects: { refundDue: true },
    });
    const shipping = run(paid, [
      ['seller_confirm', 'seller'],
      ['shipped', 'carrier'],
    ]);
    for (const event of ['buyer_cancel', 'buyer_request_cancel'] as const) {
      expect(nextOrderState(shipping, event, 'buyer').ok).toBe(false);
    }
  });

  it('lets only a self-shipping seller report shipping and delivery', () => {
    const ready = run(placedCod, [['seller_confirm', 'seller']]);
    expect(nextOrderState(ready, 'shipped', 'seller').ok).toBe(false);
    expect(nextOrderState({ ...ready, selfShipped: true }, 'shipped', 'seller').ok).toBe(true);
  });

  it('refuses events from the wrong actor', () => {
    expect(nextOrderState(placedOnline, 'payment_confirmed', 'buyer')).toEqual({
      ok: false,
      reason: 'actor_not_allowed',
    });
    expect(nextOrderState(placedCod, 'seller_confirm', 'buyer')).toEqual({
      ok: false,
      reason: 'actor_not_allowed',
    });
  });

  it('has no return for international or completed orders', () => {
    const delivered = run(placedCod, [
      ['seller_confirm', 'seller'],
      ['shipped', 'carrier'],
      ['delivered', 'carrier'],
    ]);
    expect(nextOrderState(delivered, 'buyer_request_return', 'buyer').ok).toBe(true);
    expect(nextOrderState({ ...delivered, international: true }, 'buyer_request_return', 'buyer').ok).toBe(
      false,
    );
    expect(nextOrderState({ ...delivered, completed: true }, 'buyer_request_return', 'buyer').ok).toBe(false);
  });

  it('lists what each actor may do now', () => {
    expect(availableEvents(placedCod, 'buyer')).toEqual(['buyer_cancel']);
    expect(availableEvents(placedCod, 'seller')).toEqual(['seller_confirm', 'seller_cancel']);
  });

  it('no random sequence of events reaches an illegal state', () => {
    const step = fc.tuple(fc.constantFrom(...ORDER_EVENTS), fc.constantFrom(...ORDER_ACTORS));
    fc.assert(
      fc.property(
        fc.constantFrom(
          placedOnline,
          placedCod,
          { ...placedCod, selfShipped: true },
          { ...placedOnline, international: true },
        ),
        fc.array(step, { maxLength: 40 }),
        (start, steps) => {
          let state = start;
          let everShipped = false;
          for (const [event, actor] of steps) {
            const before = state;
            const next = nextOrderState(state, event, actor);
            if (!next.ok) continue;
            state = next.state;
            if (state.status === 'shipping') everShipped = true;
            // Terminal: nothing leaves cancelled; completion and refunds are never undone.
            expect(before.status).not.toBe('cancelled');
            if (before.completed) expect(state.completed).toBe(true);
            if (before.paymentStatus === 'refunded') expect(state.paymentStatus).toBe('refunded');
            // A prepaid order never reaches the seller's hands unpaid.
            if (
              ['awaiting_confirmation', 'awaiting_pickup', 'shipping', 'delivered'].includes(state.status)
            ) {
              expect(state.paymentStatus).not.toBe('unpaid');
            }
            // Money goes back only from what was paid, stock only before the parcel arrived.
            if (next.effects.refundDue) expect(before.paymentStatus).toBe('paid');
            if (next.effects.restock) expect(['delivered', 'return_refund']).not.toContain(before.status);
            // A refund exists only through a return.
            if (state.paymentStatus === 'refunded') expect(state.status).toBe('return_refund');
            if (state.status === 'return_refund') expect(start.international).toBe(false);
          }
          // Every start is pending or awaiting confirmation: completion needs the parcel on its way first.
          if (state.completed) expect(everShipped).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
