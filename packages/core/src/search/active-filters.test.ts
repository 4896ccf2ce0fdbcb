import { describe, expect, it } from 'vitest';
import { activeFilters, withoutFilter, withoutFilters } from './active-filters';

describe('activeFilters', () => {
  it('lists nothing for a plain query', () => {
    expect(activeFilters({ q: 'ao', sort: 'newest', page: 3 })).toEqual([]);
  });

  it('lists filters in panel order, the price range as one chip', () => {
    expect(
      activeFilters({
        onPromotion: true,
        country: 'KO',
        priceMax: 300_000,
        brand: 'Zara',
        material: 'Lụa',
        ratingMin: 4,
        category: 'c1',
        freeShipping: false,
      }),
    ).toEqual([
      { key: 'category', value: 'c1' },
      { key: 'country', value: 'KO' },
      { key: 'brand', value: 'Zara' },
      { key: 'price', min: undefined, max: 300_000 },
      { key: 'ratingMin', value: 4 },
      { key: 'onPromotion' },
      { key: 'material', value: 'Lụa' },
    ]);
  });
});

describe('removing filters', () => {
  const state = {
    q: 'dam',
    sort: 'newest' as const,
    page: 4,
    priceMin: 1,
    priceMax: 9,
    gender: 'female' as const,
  };

  it('removes one filter and goes back to page 1', () => {
    expect(withoutFilter(state, 'gender')).toEqual({ q: 'dam', sort: 'newest', priceMin: 1, priceMax: 9 });
  });

  it('removes both ends of the price range', () => {
    expect(withoutFilter(state, 'price')).toEqual({ q: 'dam', sort: 'newest', gender: 'female' });
  });

  it('clears all filters but keeps the words and the sort', () => {
    expect(withoutFilters(state)).toEqual({ q: 'dam', sort: 'newest', pageSize: undefined });
  });
});
