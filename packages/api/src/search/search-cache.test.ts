import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import { describe, expect, it } from 'vitest';
import { isSearchCacheEnabled, searchCacheKey } from './search-cache';

describe('isSearchCacheEnabled', () => {
  it('follows SEARCH_CACHE, else is on outside tests', () => {
    expect(isSearchCacheEnabled('production', undefined)).toBe(true);
    expect(isSearchCacheEnabled('development', undefined)).toBe(true);
    expect(isSearchCacheEnabled('test', undefined)).toBe(false);
    for (const off of ['off', 'OFF', '0', 'false', ' off '])
      expect(isSearchCacheEnabled('production', off)).toBe(false);
    for (const on of ['on', '1', 'true']) expect(isSearchCacheEnabled('test', on)).toBe(true);
    expect(isSearchCacheEnabled('production', 'maybe')).toBe(true);
  });
});

describe('searchCacheKey', () => {
  const key = (input: Record<string, string>) => searchCacheKey(searchParamsSchema.parse(input));

  it('is the same for the same words however typed', () => {
    expect(key({ q: 'Áo thun' })).toBe(key({ q: '  ao   THUN!' }));
    expect(key({ q: 'ao thun', page: '1' })).toBe(key({ q: 'ao thun' }));
  });

  it('differs by every parameter, and between no words and unsearchable words', () => {
    const base = key({ q: 'ao thun' });
    expect(key({ q: 'ao thun', page: '2' })).not.toBe(base);
    expect(key({ q: 'ao thun', sort: 'newest' })).not.toBe(base);
    expect(key({ q: 'ao thun', brand: 'Coolmate' })).not.toBe(base);
    expect(key({ q: 'ao thun', freeShipping: '1' })).not.toBe(key({ q: 'ao thun', freeShipping: '0' }));
    expect(key({ q: '' })).not.toBe(key({ q: '!!!' }));
  });
});
