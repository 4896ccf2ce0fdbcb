/** What an admin answers to a shop application or a product sent for review. */
import type { ReviewVerdict } from '@cho-dep/core/admin/review-outcome';

export type ReviewDecision =
  | { kind: Extract<ReviewVerdict, 'approve'> }
  | { kind: Extract<ReviewVerdict, 'reject'>; reason: string };
