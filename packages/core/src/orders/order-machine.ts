import type { OrderActor, OrderStatus, PaymentStatus } from './order-statuses';

/**
 * The order state machine (product.md §4): which event may move an order from
 * which stage, and who may send it. Pure: the caller loads the order, asks `nextOrderState`,
 * and writes the answer with a history entry in one transaction (orders/transition-order.ts).
 *
 * The eight stages are what the buyer sees. "Delivered or completed" is one stage; `completed`
 * says whether the buyer confirmed receipt or the waiting days ran out (then no return can be
 * asked any more).
 */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  completed: boolean;
  /** The shop delivers itself: the seller, not a carrier, reports shipping and delivery. */
  selfShipped: boolean;
  /** Return and refund is not supported for international orders (product.md §4). */
  international: boolean;
}

export const ORDER_EVENTS = [
  'payment_confirmed',
  'payment_expired',
  'seller_confirm',
  'seller_cancel',
  'buyer_cancel',
  'buyer_request_cancel',
  'seller_accept_cancel',
  'seller_refuse_cancel',
  'shipped',
  'delivered',
  'delivery_returned',
  'buyer_confirm_receipt',
  'auto_complete',
  'buyer_request_return',
  'return_closed',
  'refund_completed',
  'admin_cancel',
  // A group-buy team's orders: paid but held until the team fills, then sent to
  // the seller, or cancelled with a refund when the team's window ends unfilled.
  'team_payment_held',
  'team_filled',
  'team_failed',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Who may send each event. */
export const EVENT_ACTORS: Readonly<Record<OrderEvent, readonly OrderActor[]>> = {
  payment_confirmed: ['system'],
  payment_expired: ['system'],
  seller_confirm: ['seller'],
  seller_cancel: ['seller'],
  buyer_cancel: ['buyer'],
  buyer_request_cancel: ['buyer'],
  seller_accept_cancel: ['seller'],
  seller_refuse_cancel: ['seller'],
  // A carrier reports its pickups and deliveries; a self-shipping seller reports its own.
  shipped: ['carrier', 'seller'],
  delivered: ['carrier', 'seller'],
  delivery_returned: ['carrier', 'seller'],
  buyer_confirm_receipt: ['buyer'],
  auto_complete: ['system'],
  buyer_request_return: ['buyer'],
  return_closed: ['admin', 'system'],
  refund_completed: ['admin', 'system'],
  admin_cancel: ['admin'],
  team_payment_held: ['system'],
  team_filled: ['system'],
  team_failed: ['system'],
};

export type TransitionRefusal = 'actor_not_allowed' | 'illegal_in_state';

/** What the caller must do besides writing the new state. */
export interface TransitionEffects {
  /** Give the units back to stock (and to promotion programs). */
  restock: boolean;
  /** The buyer paid online and the order will not be delivered: their money goes back. */
  refundDue: boolean;
}

export type TransitionResult =
  | { ok: true; state: OrderState; effects: TransitionEffects }
  | { ok: false; reason: TransitionRefusal };

const NO_EFFECTS: TransitionEffects = { restock: false, refundDue: false };

/** Cancels an order that has not left the shop: units back to stock, money back if paid. */
function cancelled(state: OrderState): TransitionResult {
  return {
    ok: true,
    state: {
      ...state,
      status: 'cancelled',
      paymentStatus: state.paymentStatus === 'unpaid' ? 'voided' : state.paymentStatus,
    },
    effects: { restock: true, refundDue: state.paymentStatus === 'paid' },
  };
}

function moved(state: OrderState, changes: Partial<OrderState>): TransitionResult {
  return { ok: true, state: { ...state, ...changes }, effects: NO_EFFECTS };
}

/**
 * The state after `event` sent by `actor`, or why it is refused. Every move not listed here
 * is illegal: a shipping order cannot be cancelled by its buyer, a completed order never goes
 * back, a cancelled order stays cancelled.
 */
export function nextOrderState(state: OrderState, event: OrderEvent, actor: OrderActor): TransitionResult {
  if (!EVENT_ACTORS[event].includes(actor)) return { ok: false, reason: 'actor_not_allowed' };
  const illegal: TransitionResult = { ok: false, reason: 'illegal_in_state' };
  const { status } = state;
  switch (event) {
    case 'payment_confirmed':
      return status === 'pending' && state.paymentStatus === 'unpaid'
        ? moved(state, { status: 'awaiting_confirmation', paymentStatus: 'paid' })
        : illegal;
    case 'payment_expired':
      return status === 'pending' && state.paymentStatus === 'unpaid' ? cancelled(state) : illegal;
    case 'seller_confirm':
      return status === 'awaiting_confirmation' ? moved(state, { status: 'awaiting_pickup' }) : illegal;
    case 'seller_cancel':
      return status === 'awaiting_confirmation' || status === 'awaiting_pickup' ? cancelled(state) : illegal;
    case 'buyer_cancel':
      // Before the seller confirms, the buyer cancels at once (product.md: cancel before shipping).
      // A paid order still 'pending' is a group-buy seat: it is committed until its team fills
      // or fails (the failure refunds it).
      return (status === 'pending' && state.paymentStatus === 'unpaid') || status === 'awaiting_confirmation'
        ? cancelled(state)
        : illegal;
    case 'buyer_request_cancel':
      // Once the seller prepares the parcel, cancelling needs the seller's agreement.
      return status === 'awaiting_pickup' ? moved(state, { status: 'cancellation_pending' }) : illegal;
    case 'seller_accept_cancel':
      return status === 'cancellation_pending' ? cancelled(state) : illegal;
    case 'seller_refuse_cancel':
      return status === 'cancellation_pending' ? moved(state, { status: 'awaiting_pickup' }) : illegal;
    case 'shipped':
      if (actor === 'seller' && !state.selfShipped) return illegal;
      return status === 'awaiting_pickup' ? moved(state, { status: 'shipping' }) : illegal;
    case 'delivered':
      if (actor === 'seller' && !state.selfShipped) return illegal;
      return status === 'shipping'
        ? moved(state, {
            status: 'delivered',
            paymentStatus: state.paymentStatus === 'cod' ? 'paid' : state.paymentStatus,
          })
        : illegal;
    case 'delivery_returned':
      // The carrier could not deliver and brought the parcel back: the order ends cancelled.
      if (actor === 'seller' && !state.selfShipped) return illegal;
      return status === 'shipping' ? cancelled(state) : illegal;
    case 'buyer_confirm_receipt':
      return (status === 'shipping' || status === 'delivered') && !state.completed
        ? moved(state, {
            status: 'delivered',
            completed: true,
            paymentStatus: state.paymentStatus === 'cod' ? 'paid' : state.paymentStatus,
          })
        : illegal;
    case 'auto_complete':
      return status === 'delivered' && !state.completed ? moved(state, { completed: true }) : illegal;
    case 'buyer_request_return':
      return status === 'delivered' && !state.completed && !state.international
        ? moved(state, { status: 'return_refund' })
        : illegal;
    case 'return_closed':
      // The request ended without a refund (cancelled by the buyer or rejected for good).
      return status === 'return_refund' && state.paymentStatus !== 'refunded'
        ? moved(state, { status: 'delivered', completed: true })
        : illegal;
    case 'refund_completed':
      return status === 'return_refund' && state.paymentStatus !== 'refunded'
        ? moved(state, { paymentStatus: 'refunded', completed: true })
        : illegal;
    case 'team_payment_held':
      return status === 'pending' && state.paymentStatus === 'unpaid'
        ? moved(state, { paymentStatus: 'paid' })
        : illegal;
    case 'team_filled':
      return status === 'pending' && state.paymentStatus === 'paid'
        ? moved(state, { status: 'awaiting_confirmation' })
        : illegal;
    case 'team_failed':
      return status === 'pending' && state.paymentStatus === 'paid' ? cancelled(state) : illegal;
    case 'admin_cancel':
      return status === 'cancelled' ||
        status === 'delivered' ||
        status === 'return_refund' ||
        status === 'shipping'
        ? illegal
        : cancelled(state);
  }
}

/** The events `actor` may send now: the buttons a screen shows. */
export function availableEvents(state: OrderState, actor: OrderActor): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => nextOrderState(state, event, actor).ok);
}
