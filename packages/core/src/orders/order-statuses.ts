/**
 * The eight order stages the buyer sees (product.md §4), in order, each with the numeric
 * status_id that history entries carry. The order machine (order-machine.ts) says who may
 * move an order between them; checkout only creates orders (pending or awaiting confirmation) and cancels unpaid ones.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_confirmation',
  'awaiting_pickup',
  'shipping',
  'delivered',
  'cancellation_pending',
  'cancelled',
  'return_refund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** status_id of product.md §3 (Order history): 1-based position in ORDER_STATUSES. */
export function statusIdOf(status: OrderStatus): number {
  return ORDER_STATUSES.indexOf(status) + 1;
}

/** Where the money of an order stands, apart from its stage. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'cod', 'refunded', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moved an order (history entries and cancellation). */
export const ORDER_ACTORS = ['buyer', 'seller', 'system', 'admin', 'carrier'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];
