import { describe, expect, it } from 'vitest';
import { categoryHref } from './category-links';

describe('categoryHref', () => {
  it('leaves the default sort, page 1 and the default page size out', () => {
    expect(categoryHref('c1', { sort: 'best_selling', page: 1, pageSize: 20 })).toBe('/nganh-hang/c1');
  });

  it('keeps a chosen sort and page', () => {
    expect(categoryHref('c1', { sort: 'price_asc', page: 3 })).toBe('/nganh-hang/c1?sort=price_asc&page=3');
  });
});
