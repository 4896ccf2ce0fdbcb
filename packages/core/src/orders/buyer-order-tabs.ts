import type { OrderState } from './order-machine';
import type { OrderStatus } from './order-statuses';

/**
 * The tabs of the buyer's order list (/trang-ca-nhan/don-hang): everything, then one tab per
 * stage of product.md §4. "Delivered" holds completed orders too (one stage for the buyer).
 */
export const BUYER_ORDER_TABS = [
  'all',
  'pending',
  'awaiting_confirmation',
  'awaiting_pickup',
  'shipping',
  'delivered',
  'cancellation_pending',
  'cancelled',
  'return_refund',
] as const;
export type BuyerOrderTab = (typeof BUYER_ORDER_TABS)[number];

/** The stage a tab lists, or null for "all". */
export function statusOfTab(tab: BuyerOrderTab): OrderStatus | null {
  return tab === 'all' ? null : tab;
}

/**
 * Why a buyer cancels (GET /api/v1/public/reasons). Codes are stored on the order's history;
 * the words live in i18n under orders.cancelReasons.<code>. Shopee's list, shortened.
 */
export const CANCEL_REASON_CODES = [
  'change_address',
  'change_voucher',
  'change_items',
  'payment_trouble',
  'found_better',
  'no_longer_needed',
  'other',
] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

/**
 * "Pay again" for an unpaid online order: only while it waits for payment and before the
 * deadline (after it the deadline job cancels the order anyway).
 */
export function canPayAgain(
  state: Pick<OrderState, 'status' | 'paymentStatus'>,
  paymentDeadline: Date | null,
  now: Date,
): boolean {
  return (
    state.status === 'pending' &&
    state.paymentStatus === 'unpaid' &&
    paymentDeadline !== null &&
    paymentDeadline.getTime() > now.getTime()
  );
}

/** "Buy again" once an order has ended (delivered, completed, cancelled or refunded). */
export function canBuyAgain(state: Pick<OrderState, 'status'>): boolean {
  return state.status === 'delivered' || state.status === 'cancelled' || state.status === 'return_refund';
}
