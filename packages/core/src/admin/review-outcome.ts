/**
 * The admin's answer to a shop application or a product sent for review (product.md §4:
 * shop "pending approval -> approved or rejected"; product "pending (2-3 days) -> approved or
 * rejected"). Only a pending item can be decided: a draft was never sent, and a decided one
 * (by this admin a moment ago, or another admin at the same time) must not be decided twice.
 */
export type ReviewVerdict = 'approve' | 'reject';

export function reviewOutcome(
  status: string,
  verdict: ReviewVerdict,
): { ok: true; status: 'approved' | 'rejected' } | { ok: false } {
  if (status !== 'pending') return { ok: false };
  return { ok: true, status: verdict === 'approve' ? 'approved' : 'rejected' };
}
