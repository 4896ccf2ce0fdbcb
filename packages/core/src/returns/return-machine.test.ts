import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableReturnEvents,
  nextReturnState,
  RETURN_EVENTS,
  type ReturnEvent,
  type ReturnState,
  rejectionProblems,
} from './return-machine';
import { FINAL_RETURN_STATUSES, RETURN_ACTORS, RETURN_STATUSES, type ReturnActor } from './return-statuses';

const opened: ReturnState = { status: 'awaiting_review', refundIssued: false };

function run(steps: [ReturnEvent, ReturnActor][], start: ReturnState = opened): ReturnState {
  let state = start;
  for (const [event, actor] of steps) {
    const next = nextReturnState(state, event, actor);
    if (!next.ok) throw new Error(`${event} by ${actor} refused in ${state.status}: ${next.reason}`);
    state = next.state;
  }
  return state;
}

describe('the return request machine (product.md §4)', () => {
  it('goes request -> agree -> returned -> received -> approved -> refund successful', () => {
    const received = nextReturnState(run([['seller_agree', 'seller']]), 'seller_received', 'seller');
    expect(received).toMatchObject({
      ok: true,
      state: { status: 'refund_in_transit' },
      effects: { restock: true },
    });
    const approved = nextReturnState(
      run([
        ['seller_agree', 'seller'],
        ['buyer_add_tracking', 'buyer'],
        ['seller_received', 'seller'],
      ]),
      'admin_approve',
      'admin',
    );
    expect(approved).toMatchObject({
      ok: true,
      state: { status: 'refund_in_transit', refundIssued: true },
      effects: { issueRefund: true, orderRefunded: false },
    });
    if (!approved.ok) return;
    expect(nextReturnState(approved.state, 'refund_succeeded', 'system')).toMatchObject({
      ok: true,
      state: { status: 'refund_successful' },
      effects: { orderRefunded: true },
    });
    expect(nextReturnState(approved.state, 'admin_complete', 'admin')).toMatchObject({
      ok: true,
      state: { status: 'refund_successful' },
    });
  });

  it('lets the admin overrule or confirm a seller rejection', () => {
    const rejected = run([['seller_reject', 'seller']]);
    expect(rejected.status).toBe('seller_rejected');
    expect(nextReturnState(rejected, 'admin_reject', 'admin')).toMatchObject({
      ok: true,
      state: { status: 'complaint_resolved' },
      effects: { orderClosed: true, issueRefund: false },
    });
    expect(nextReturnState(rejected, 'admin_approve', 'admin')).toMatchObject({
      ok: true,
      effects: { issueRefund: true },
    });
  });

  it('lets the buyer cancel only while awaiting review or after a rejection', () => {
    expect(nextReturnState(opened, 'buyer_cancel', 'buyer')).toMatchObject({
      ok: true,
      state: { status: 'buyer_cancelled' },
      effects: { orderClosed: true },
    });
    expect(
      run([
        ['seller_reject', 'seller'],
        ['buyer_cancel', 'buyer'],
      ]).status,
    ).toBe('buyer_cancelled');
    expect(nextReturnState(run([['seller_agree', 'seller']]), 'buyer_cancel', 'buyer')).toEqual({
      ok: false,
      reason: 'illegal_in_state',
    });
  });

  it('never approves twice: one refund per request', () => {
    const approved = run([
      ['seller_reject', 'seller'],
      ['admin_approve', 'admin'],
    ]);
    expect(nextReturnState(approved, 'admin_approve', 'admin')).toEqual({
      ok: false,
      reason: 'illegal_in_state',
    });
    expect(nextReturnState(approved, 'admin_reject', 'admin')).toEqual({
      ok: false,
      reason: 'illegal_in_state',
    });
  });

  it('refuses the wrong actor', () => {
    expect(nextReturnState(opened, 'seller_agree', 'buyer')).toEqual({
      ok: false,
      reason: 'actor_not_allowed',
    });
    expect(nextReturnState(opened, 'admin_approve', 'seller')).toEqual({
      ok: false,
      reason: 'actor_not_allowed',
    });
    expect(availableReturnEvents(opened, 'seller')).toEqual(['seller_agree', 'seller_reject']);
    expect(availableReturnEvents(opened, 'buyer')).toEqual(['buyer_cancel']);
  });

  it('asks a rejection for a reason, a photo and a valid email', () => {
    expect(rejectionProblems({})).toEqual(['reason', 'photoId', 'email']);
    expect(rejectionProblems({ reason: 'Hàng nguyên vẹn', photoId: 'p', email: 'not-an-email' })).toEqual([
      'email',
    ]);
    expect(rejectionProblems({ reason: 'Hàng nguyên vẹn', photoId: 'p', email: 'shop@cho.vn' })).toEqual([]);
  });
});

describe('return machine properties', () => {
  const step = fc.tuple(fc.constantFrom(...RETURN_EVENTS), fc.constantFrom(...RETURN_ACTORS));

  it('no random sequence leaves the known statuses, moves out of a final status or issues two refunds', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let state = opened;
        let refunds = 0;
        for (const [event, actor] of steps) {
          const next = nextReturnState(state, event, actor);
          if (!next.ok) continue;
          expect(RETURN_STATUSES).toContain(next.state.status);
          if (FINAL_RETURN_STATUSES.includes(state.status)) {
            // Only a no-op could be allowed from a final status, and none is.
            throw new Error(`${event} moved a final request (${state.status})`);
          }
          if (next.effects.issueRefund) refunds += 1;
          // The order is refunded only after a refund was issued, and closed only without one.
          if (next.effects.orderRefunded) expect(state.refundIssued).toBe(true);
          if (next.effects.orderClosed) expect(state.refundIssued).toBe(false);
          state = next.state;
        }
        expect(refunds).toBeLessThanOrEqual(1);
        if (state.status === 'refund_successful') expect(refunds).toBe(1);
      }),
    );
  });

  it('every allowed event comes from one of its listed actors', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RETURN_STATUSES),
        fc.boolean(),
        fc.constantFrom(...RETURN_ACTORS),
        (status, refundIssued, actor) => {
          for (const event of availableReturnEvents({ status, refundIssued }, actor)) {
            expect(nextReturnState({ status, refundIssued }, event, actor).ok).toBe(true);
          }
        },
      ),
    );
  });
});
