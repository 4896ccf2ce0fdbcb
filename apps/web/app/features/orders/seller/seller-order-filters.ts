import { LIMITS } from '@cho-dep/core/constants/limits';
import { SELLER_ORDER_TABS, type SellerOrderTab } from '@cho-dep/core/orders/seller-order-rules';
import { isCalendarDay } from '@cho-dep/core/validation/date-fields';
import { isStorableText } from '@cho-dep/core/validation/storable-text';

/** The list's filters as the URL carries them: ?tab=&q=&from=&to=&page= (shareable, back-button friendly). */
export interface SellerOrderQuery {
  tab: SellerOrderTab;
  q: string;
  from: string;
  to: string;
  page: number;
}

/**
 * Reads the filters from a URL leniently: a page link someone edited by hand shows the list
 * with the bad part dropped rather than an error page (the API itself refuses bad input).
 */
export function parseSellerOrderQuery(params: URLSearchParams): SellerOrderQuery {
  const tab = params.get('tab') ?? 'all';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const q = (params.get('q') ?? '').trim().slice(0, LIMITS.sellerOrders.searchMax);
  return {
    tab: (SELLER_ORDER_TABS as readonly string[]).includes(tab) ? (tab as SellerOrderTab) : 'all',
    q: isStorableText(q) ? q : '',
    from: day('from'),
    to: day('to'),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list URL for `query` with `changes`; changing a filter goes back to page 1. */
export function sellerOrdersHref(query: SellerOrderQuery, changes: Partial<SellerOrderQuery> = {}): string {
  const next = { ...query, ...changes };
  if (!('page' in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.tab !== 'all') params.set('tab', next.tab);
  if (next.q) params.set('q', next.q);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return `/ban-hang/quan-ly-don-hang${search ? `?${search}` : ''}`;
}
