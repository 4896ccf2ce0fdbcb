import { describe, expect, it } from 'vitest';
import { parseProductListQuery, productListHref } from './product-list-query';

const parse = (search: string) => parseProductListQuery(new URLSearchParams(search));

describe('parseProductListQuery', () => {
  it('reads tab, search, sort and page', () => {
    expect(parse('tab=soldOut&q=%20áo%20&sort=price_desc&page=3')).toEqual({
      tab: 'soldOut',
      q: 'áo',
      sort: 'price_desc',
      page: 3,
    });
  });

  it('drops what it does not know instead of failing', () => {
    expect(parse('tab=gone&sort=random&page=-2')).toEqual({ tab: 'all', q: '', sort: 'newest', page: 1 });
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });
});

describe('productListHref', () => {
  const query = parse('tab=draft&q=áo&sort=oldest&page=4');

  it('goes back to page 1 when a filter changes', () => {
    expect(productListHref(query, { tab: 'pending' })).toBe(
      '/ban-hang/quan-ly-san-pham?tab=pending&q=%C3%A1o&sort=oldest',
    );
  });

  it('keeps the filters when only the page changes and leaves defaults out', () => {
    expect(productListHref(query, { page: 5 })).toBe(
      '/ban-hang/quan-ly-san-pham?tab=draft&q=%C3%A1o&sort=oldest&page=5',
    );
    expect(productListHref(parse(''))).toBe('/ban-hang/quan-ly-san-pham');
  });
});
