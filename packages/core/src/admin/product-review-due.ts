import { LIMITS } from '../constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProductReviewDue {
  /** The earliest the seller is told to expect an answer (submitted + 2 days). */
  dueFrom: Date;
  /** The promise of product.md §9: an answer within 3 days of submission. */
  dueBy: Date;
  /** The promise is broken: still undecided after dueBy. */
  overdue: boolean;
}

/**
 * When a product sent for review should be decided (product.md §4 and §9: "review takes
 * 2-3 days"). Calendar days, unlike the shop reply (48 working hours): the spec does not
 * exclude weekends for products. A product without a submission time (older data) has none.
 */
export function productReviewDue(submittedAt: Date | null, now: Date): ProductReviewDue | null {
  if (!submittedAt) return null;
  const dueFrom = new Date(submittedAt.getTime() + LIMITS.product.approvalDaysMin * DAY_MS);
  const dueBy = new Date(submittedAt.getTime() + LIMITS.product.approvalDaysMax * DAY_MS);
  return { dueFrom, dueBy, overdue: now.getTime() > dueBy.getTime() };
}
