import { LIMITS } from '../constants/limits';
import { ORDER_STATUSES, type OrderStatus } from './order-statuses';

/** The seller centre's order tabs: every stage, and "all" first. */
export const SELLER_ORDER_TABS = ['all', ...ORDER_STATUSES] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RatableOrder {
  status: OrderStatus;
  deliveredAt: Date | null;
  completedAt: Date | null;
}

export type BuyerRatingWindow =
  | { open: true; deadline: Date | null }
  | { open: false; reason: 'not_delivered' | 'closed'; deadline: Date | null };

/**
 * When the seller may rate the buyer (product.md §4: "before a deadline"). The spec gives
 * no number; we chose LIMITS.sellerOrders.buyerRatingDays after completion (the same scale as
 * the longest return period). The window opens once the parcel was delivered (a cancelled
 * order never reached the buyer, so there is nothing to rate) and, while the order is not yet
 * completed, it has no deadline: the clock starts when the buyer can no longer complain.
 */
export function buyerRatingWindow(order: RatableOrder, now: Date): BuyerRatingWindow {
  const deadline = order.completedAt
    ? new Date(order.completedAt.getTime() + LIMITS.sellerOrders.buyerRatingDays * DAY_MS)
    : null;
  const reached =
    order.deliveredAt !== null && (order.status === 'delivered' || order.status === 'return_refund');
  if (!reached) return { open: false, reason: 'not_delivered', deadline };
  if (deadline && now.getTime() > deadline.getTime()) return { open: false, reason: 'closed', deadline };
  return { open: true, deadline };
}

/**
 * Whether the seller sees the recipient's full phone number (product.md §9 masks phones
 * to the last two digits). The seller needs it only while the parcel is theirs to prepare and
 * hand over or deliver; before the order is confirmed by the system and after it ended
 * (delivered, cancelled, returned) the number is masked, so old orders do not become a list of
 * customers' phones.
 */
export function sellerSeesRecipientPhone(status: OrderStatus): boolean {
  return (
    status === 'awaiting_confirmation' ||
    status === 'awaiting_pickup' ||
    status === 'cancellation_pending' ||
    status === 'shipping'
  );
}
