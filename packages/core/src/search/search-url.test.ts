import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { changeSearch, pageCountOf, paginationItems, searchHref, toSearchQuery } from './search-href';
import { searchParamsSchema } from './search-params';
import { SEARCH_FIELDS } from './search-query';
import { parseSearchUrl } from './search-url';

const parse = (query: string) => parseSearchUrl(new URLSearchParams(query));

describe('parseSearchUrl', () => {
  it('reads every field with the schema', () => {
    const { params, dropped } = parse(
      'q=%C3%A1o+thun&priceMin=100000&priceMax=300000&country=KO&freeShipping=1&sort=price_asc&page=3&material=Cotton',
    );
    expect(dropped).toEqual([]);
    expect(params).toMatchObject({
      q: 'áo thun',
      priceMin: 100_000,
      priceMax: 300_000,
      country: 'KO',
      freeShipping: true,
      sort: 'price_asc',
      page: 3,
      material: 'Cotton',
      pageSize: LIMITS.search.pageSizeDefault,
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({
      params: { q: '', page: 1, pageSize: LIMITS.search.pageSizeDefault },
      dropped: [],
    });
  });

  it('drops bad fields instead of failing', () => {
    const { params, dropped } = parse(
      'q=dam&page=abc&gender=robot&category=not-a-uuid&ratingMin=9&sort=cheap',
    );
    expect(params).toEqual({ q: 'dam', page: 1, pageSize: LIMITS.search.pageSizeDefault });
    expect(dropped.sort()).toEqual(['category', 'gender', 'page', 'ratingMin', 'sort']);
  });

  it('drops priceMax when it is under priceMin', () => {
    const { params, dropped } = parse('priceMin=500000&priceMax=100000');
    expect(params.priceMin).toBe(500_000);
    expect(params.priceMax).toBeUndefined();
    expect(dropped).toEqual(['priceMax']);
  });

  it('treats empty values as absent and keeps the first of repeated keys', () => {
    const { params, dropped } = parse('q=&brand=&country=VN&country=KO');
    expect(dropped).toEqual([]);
    expect(params.brand).toBeUndefined();
    expect(params.country).toBe('VN');
  });

  it('cuts an over-long query instead of refusing it', () => {
    const { params } = parse(`q=${encodeURIComponent('áo '.repeat(400))}`);
    expect(params.q.length).toBeLessThanOrEqual(LIMITS.search.queryMaxChars);
  });

  it('ignores unknown keys', () => {
    expect(parse('utm_source=x&q=ao').params.q).toBe('ao');
  });
});

describe('toSearchQuery', () => {
  it('leaves out empty and default values', () => {
    expect(
      toSearchQuery({
        q: '  ',
        page: 1,
        pageSize: LIMITS.search.pageSizeDefault,
        brand: '',
        freeShipping: false,
      }),
    ).toBe('');
  });

  it('writes fields in the schema order, flags as 1', () => {
    expect(toSearchQuery({ sort: 'newest', onPromotion: true, q: 'đầm', priceMax: 200_000, page: 2 })).toBe(
      'q=%C4%91%E1%BA%A7m&priceMax=200000&onPromotion=1&sort=newest&page=2',
    );
  });

  it('leaves out the default sort of the query', () => {
    expect(toSearchQuery({ q: 'ao', sort: 'relevance' })).toBe('q=ao');
    expect(toSearchQuery({ q: '', sort: 'best_selling' })).toBe('');
    expect(toSearchQuery({ q: 'ao', sort: 'best_selling' })).toBe('q=ao&sort=best_selling');
  });

  it('round-trips through parseSearchUrl', () => {
    const state = parse(
      'q=ao+polo&category=4f0c8a56-3d2e-4b7a-9a41-0d8c2b1e5f6a&ratingMin=4&sort=price_desc&page=4',
    ).params;
    expect(parse(toSearchQuery(state)).params).toEqual(state);
  });
});

describe('searchHref and changeSearch', () => {
  it('links to /tim-kiem', () => {
    expect(searchHref({})).toBe('/tim-kiem');
    expect(searchHref({ q: 'son môi' })).toBe('/tim-kiem?q=son+m%C3%B4i');
  });

  it('goes back to page 1 when anything but the page changes', () => {
    expect(changeSearch({ q: 'ao', page: 5 }, { country: 'VN' })).toEqual({ q: 'ao', country: 'VN' });
    expect(changeSearch({ q: 'ao', page: 5 }, { page: 6 })).toEqual({ q: 'ao', page: 6 });
  });

  it('removes fields patched to undefined', () => {
    expect(changeSearch({ q: 'ao', brand: 'X' }, { brand: undefined })).toEqual({ q: 'ao' });
  });
});

describe('pagination', () => {
  it('counts pages, at least one and at most the deepest page served', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
    expect(pageCountOf(1_000_000, 20)).toBe(LIMITS.search.pageMax);
  });

  it('shows the ends and the neighbours, with gaps', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 5)).toEqual([1, 2, null, 5]);
    expect(paginationItems(6, 20)).toEqual([1, null, 5, 6, 7, null, 20]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(20, 20)).toEqual([1, null, 19, 20]);
  });
});

describe('SEARCH_FIELDS', () => {
  it('lists the schema fields in the schema order (links and the schema must agree)', () => {
    expect([...SEARCH_FIELDS]).toEqual(Object.keys(searchParamsSchema.shape));
  });
});
