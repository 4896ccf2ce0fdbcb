import { describe, expect, it } from 'vitest';
import { parseSellerOrderQuery, sellerOrdersHref } from './seller-order-filters';

describe('seller order list URL', () => {
  it('reads the filters and drops what is not valid', () => {
    expect(
      parseSellerOrderQuery(new URLSearchParams('tab=shipping&q=%20CD26%20&from=2026-11-01&page=3')),
    ).toEqual({
      tab: 'shipping',
      q: 'CD26',
      from: '2026-11-01',
      to: '',
      page: 3,
    });
    expect(
      parseSellerOrderQuery(new URLSearchParams('tab=everything&from=yesterday&to=2026-13-45&page=-2')),
    ).toEqual({
      tab: 'all',
      q: '',
      from: '',
      to: '',
      page: 1,
    });
    // A day that does not exist and text no field can store are dropped, not sent to the API.
    expect(parseSellerOrderQuery(new URLSearchParams('q=a%00b&from=2026-02-30&to=0000-01-01'))).toEqual({
      tab: 'all',
      q: '',
      from: '',
      to: '',
      page: 1,
    });
  });

  it('writes links that keep the filters and reset the page when a filter changes', () => {
    const query = parseSellerOrderQuery(new URLSearchParams('tab=cancelled&q=Lan&page=2'));
    expect(sellerOrdersHref(query, { tab: 'shipping' })).toBe(
      '/ban-hang/quan-ly-don-hang?tab=shipping&q=Lan',
    );
    expect(sellerOrdersHref(query, { page: 3 })).toBe(
      '/ban-hang/quan-ly-don-hang?tab=cancelled&q=Lan&page=3',
    );
    expect(sellerOrdersHref(parseSellerOrderQuery(new URLSearchParams()))).toBe('/ban-hang/quan-ly-don-hang');
  });
});
