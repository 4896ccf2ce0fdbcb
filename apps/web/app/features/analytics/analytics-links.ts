/** Where the seller centre's analytics live (decision 024). */
export const REPORTS_HREF = '/ban-hang/phan-tich';
export const PERFORMANCE_HREF = '/ban-hang/phan-tich/hieu-qua';
export const EXPORT_URL = '/api/v1/seller/analytics/export';

/** The to-do tiles, each opening the list it counts (the lists' own ?tab= filters). */
export const TODO_LINKS = {
  toConfirm: '/ban-hang/quan-ly-don-hang?tab=awaiting_confirmation',
  toHandOver: '/ban-hang/quan-ly-don-hang?tab=awaiting_pickup',
  inDelivery: '/ban-hang/quan-ly-don-hang?tab=shipping',
  cancellationRequests: '/ban-hang/quan-ly-don-hang?tab=cancellation_pending',
  returnRequests: '/ban-hang/tra-hang-hoan-tien',
  soldOut: '/ban-hang/quan-ly-san-pham?tab=soldOut',
  pendingReview: '/ban-hang/quan-ly-san-pham?tab=pending',
} as const;

/** The query of the current report, for the export link (same figures as the page). */
export function exportHref(query: {
  preset?: string;
  from?: string;
  to?: string;
  granularity: string;
}): string {
  const params = new URLSearchParams();
  if (query.preset) params.set('preset', query.preset);
  else if (query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  params.set('granularity', query.granularity);
  return `${EXPORT_URL}?${params.toString()}`;
}
