import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import {
  addRecentSearch,
  mergeRecentSearches,
  parseStoredRecentSearches,
  removeRecentSearch,
} from './recent-searches';

describe('recent searches', () => {
  it('puts the newest search first and keeps repeats once', () => {
    expect(addRecentSearch(['dam', 'ao thun', 'son'], 'Ao  Thun')).toEqual(['Ao Thun', 'dam', 'son']);
  });

  it('ignores blank searches', () => {
    expect(addRecentSearch(['dam'], '   ')).toEqual(['dam']);
  });

  it(`keeps at most ${LIMITS.search.recentMax}`, () => {
    const many = Array.from({ length: 30 }, (_, i) => `q${i}`);
    const list = addRecentSearch(many, 'new');
    expect(list).toHaveLength(LIMITS.search.recentMax);
    expect(list[0]).toBe('new');
    expect(list.at(-1)).toBe(`q${LIMITS.search.recentMax - 2}`);
  });

  it('merges two lists, the first one winning, up to the maximum', () => {
    expect(mergeRecentSearches(['a', 'B'], ['b', 'c'], 3)).toEqual(['a', 'B', 'c']);
    expect(mergeRecentSearches(['a'], ['b', 'c', 'd'], 2)).toEqual(['a', 'b']);
  });

  it('treats composed and decomposed Vietnamese as the same words', () => {
    expect(mergeRecentSearches(['Đầm'.normalize('NFD')], ['đầm'])).toEqual(['Đầm']);
  });

  it('removes one entry in any case', () => {
    expect(removeRecentSearch(['Dam', 'son'], 'dam')).toEqual(['son']);
  });

  it('reads stored lists and survives garbage', () => {
    expect(parseStoredRecentSearches('["dam","son",3,"dam"]')).toEqual(['dam', 'son']);
    expect(parseStoredRecentSearches('{"a":1}')).toEqual([]);
    expect(parseStoredRecentSearches('not json')).toEqual([]);
    expect(parseStoredRecentSearches(null)).toEqual([]);
  });
});
