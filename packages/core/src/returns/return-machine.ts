import type { ReturnActor, ReturnStatus } from './return-statuses';

/**
 * The return request state machine (product.md §4). Pure: the caller
 * loads the request, asks `nextReturnState`, writes the answer and carries out the effects
 * in one transaction (packages/api/src/returns).
 *
 *   awaiting_review --seller_agree--> goods_returning --seller_received--> refund_in_transit
 *   refund_in_transit --admin_approve--> (refund issued) --refund_succeeded | admin_complete--> refund_successful
 *   awaiting_review --seller_reject--> seller_rejected --admin_approve--> refund_in_transit (refund issued)
 *   seller_rejected --admin_reject--> complaint_resolved (no refund; the order is closed)
 *   awaiting_review | seller_rejected --buyer_cancel--> buyer_cancelled
 *
 * `refundIssued` separates "the goods are back, waiting for the admin" from "the admin
 * approved and the money is on its way": both are the "refund money in transit" label.
 */
export interface ReturnState {
  status: ReturnStatus;
  refundIssued: boolean;
}

export const RETURN_EVENTS = [
  'seller_agree',
  'seller_reject',
  'buyer_add_tracking',
  'seller_received',
  'buyer_cancel',
  'admin_approve',
  'admin_reject',
  'admin_complete',
  'refund_succeeded',
] as const;
export type ReturnEvent = (typeof RETURN_EVENTS)[number];

export const RETURN_EVENT_ACTORS: Readonly<Record<ReturnEvent, readonly ReturnActor[]>> = {
  seller_agree: ['seller'],
  seller_reject: ['seller'],
  buyer_add_tracking: ['buyer'],
  seller_received: ['seller'],
  buyer_cancel: ['buyer'],
  admin_approve: ['admin'],
  admin_reject: ['admin'],
  // An admin confirms a bank transfer was paid; the system confirms a provider refund.
  admin_complete: ['admin'],
  refund_succeeded: ['system'],
};

export interface ReturnEffects {
  /** The returned units go back to stock (the seller has them again). */
  restock: boolean;
  /** Issue the refund now (through the original provider, or a bank transfer for COD). */
  issueRefund: boolean;
  /** The order's refund is complete: send 'refund_completed' to the order. */
  orderRefunded: boolean;
  /** The request ended without a refund: send 'return_closed' to the order. */
  orderClosed: boolean;
}

export type ReturnTransitionResult =
  | { ok: true; state: ReturnState; effects: ReturnEffects }
  | { ok: false; reason: 'actor_not_allowed' | 'illegal_in_state' };

const NONE: ReturnEffects = { restock: false, issueRefund: false, orderRefunded: false, orderClosed: false };

function to(state: ReturnState, changes: Partial<ReturnState>, effects: Partial<ReturnEffects> = {}) {
  return { ok: true as const, state: { ...state, ...changes }, effects: { ...NONE, ...effects } };
}

export function nextReturnState(
  state: ReturnState,
  event: ReturnEvent,
  actor: ReturnActor,
): ReturnTransitionResult {
  if (!RETURN_EVENT_ACTORS[event].includes(actor)) return { ok: false, reason: 'actor_not_allowed' };
  const illegal: ReturnTransitionResult = { ok: false, reason: 'illegal_in_state' };
  const { status, refundIssued } = state;
  switch (event) {
    case 'seller_agree':
      return status === 'awaiting_review' ? to(state, { status: 'goods_returning' }) : illegal;
    case 'seller_reject':
      return status === 'awaiting_review' ? to(state, { status: 'seller_rejected' }) : illegal;
    case 'buyer_add_tracking':
      // The buyer may correct the code until the seller has the parcel.
      return status === 'goods_returning' ? to(state, {}) : illegal;
    case 'seller_received':
      return status === 'goods_returning'
        ? to(state, { status: 'refund_in_transit' }, { restock: true })
        : illegal;
    case 'buyer_cancel':
      return status === 'awaiting_review' || status === 'seller_rejected'
        ? to(state, { status: 'buyer_cancelled' }, { orderClosed: true })
        : illegal;
    case 'admin_approve':
      // After the goods are back, or overruling a seller's rejection. Never twice: one refund per request.
      return (status === 'refund_in_transit' || status === 'seller_rejected') && !refundIssued
        ? to(state, { status: 'refund_in_transit', refundIssued: true }, { issueRefund: true })
        : illegal;
    case 'admin_reject':
      return status === 'seller_rejected' || (status === 'refund_in_transit' && !refundIssued)
        ? to(state, { status: 'complaint_resolved' }, { orderClosed: true })
        : illegal;
    case 'admin_complete':
    case 'refund_succeeded':
      return status === 'refund_in_transit' && refundIssued
        ? to(state, { status: 'refund_successful' }, { orderRefunded: true })
        : illegal;
  }
}

/** The events `actor` may send now: the buttons a screen shows. */
export function availableReturnEvents(state: ReturnState, actor: ReturnActor): ReturnEvent[] {
  return RETURN_EVENTS.filter((event) => nextReturnState(state, event, actor).ok);
}

/** A seller's rejection must carry a reason, a photo and an email (product.md §4). */
export interface SellerRejection {
  reason: string;
  photoId: string;
  email: string;
}

export type RejectionProblem = 'reason' | 'photoId' | 'email';

export function rejectionProblems(input: Partial<SellerRejection>): RejectionProblem[] {
  const problems: RejectionProblem[] = [];
  if (!input.reason || input.reason.trim().length < 5) problems.push('reason');
  if (!input.photoId) problems.push('photoId');
  if (!input.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) problems.push('email');
  return problems;
}
