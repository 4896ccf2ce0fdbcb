import { describe, expect, it } from 'vitest';
import { nextOrderState, type OrderState } from '../orders/order-machine';

const pending: OrderState = {
  status: 'pending',
  paymentStatus: 'unpaid',
  completed: false,
  selfShipped: false,
  international: false,
};

/** A group-buy seat's order: paid but held for its team, then the seller's, or cancelled and refunded. */
describe("a team seat's order", () => {
  it('is paid but stays pending until the team fills, then awaits the seller', () => {
    const held = nextOrderState(pending, 'team_payment_held', 'system');
    expect(held).toMatchObject({ ok: true, state: { status: 'pending', paymentStatus: 'paid' } });
    if (!held.ok) return;
    expect(nextOrderState(held.state, 'team_filled', 'system')).toMatchObject({
      ok: true,
      state: { status: 'awaiting_confirmation', paymentStatus: 'paid' },
    });
  });

  it('is cancelled with its stock back and a refund due when the team fails', () => {
    const paid = { ...pending, paymentStatus: 'paid' as const };
    expect(nextOrderState(paid, 'team_failed', 'system')).toMatchObject({
      ok: true,
      state: { status: 'cancelled' },
      effects: { restock: true, refundDue: true },
    });
  });

  it('cannot be cancelled by its buyer once paid, nor moved by anyone but the system', () => {
    const paid = { ...pending, paymentStatus: 'paid' as const };
    expect(nextOrderState(paid, 'buyer_cancel', 'buyer')).toEqual({ ok: false, reason: 'illegal_in_state' });
    expect(nextOrderState(pending, 'buyer_cancel', 'buyer').ok).toBe(true);
    expect(nextOrderState(paid, 'team_filled', 'seller')).toEqual({ ok: false, reason: 'actor_not_allowed' });
    expect(nextOrderState(pending, 'team_filled', 'system')).toEqual({
      ok: false,
      reason: 'illegal_in_state',
    });
  });
});
