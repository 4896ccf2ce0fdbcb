/**
 * A return or refund request (product.md §4, "Return and refund flow"): its seven status
 * labels, the reasons a buyer can give, and who may act on it. The order itself sits in the
 * `return_refund` stage while a request is open.
 */
export const RETURN_STATUSES = [
  'awaiting_review',
  'goods_returning',
  'refund_in_transit',
  'buyer_cancelled',
  'seller_rejected',
  'complaint_resolved',
  'refund_successful',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Statuses after which nothing can happen to a request any more. */
export const FINAL_RETURN_STATUSES: readonly ReturnStatus[] = [
  'buyer_cancelled',
  'complaint_resolved',
  'refund_successful',
];

/**
 * Why the buyer asks. product.md §9 fixes two rates (poor quality 100%, fake goods 200%);
 * the others are the usual marketplace reasons and are refunded at 100%.
 */
export const RETURN_REASONS = [
  'poor_quality',
  'fake_goods',
  'wrong_item',
  'not_as_described',
  'damaged',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];
