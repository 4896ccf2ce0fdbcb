import { describe, expect, it } from 'vitest';
import {
  RELEVANCE_WEIGHTS,
  RELEVANCE_WINDOW,
  relevancePageParts,
  relevanceScore,
  sortPlan,
  tsQueryText,
} from './search-plan';
import { SEARCH_SORTS } from './search-query';

describe('relevanceScore', () => {
  it('ranks a phrase in the name above all words in the name above a whole-word match', () => {
    const score = (namePhrase: boolean, nameAllTerms: boolean, wholeWord: boolean) =>
      relevanceScore({ namePhrase, nameAllTerms, wholeWord });
    const phraseOnly = score(true, false, false);
    const nameAndWhole = score(false, true, true);
    expect(phraseOnly).toBeGreaterThan(nameAndWhole);
    expect(score(false, true, false)).toBeGreaterThan(score(false, false, true));
    expect(score(true, true, true)).toBe(
      RELEVANCE_WEIGHTS.namePhrase + RELEVANCE_WEIGHTS.nameAllTerms + RELEVANCE_WEIGHTS.wholeWord,
    );
    expect(score(false, false, false)).toBe(0);
  });
});

describe('sortPlan', () => {
  it('ends every sort with the id, so pages are stable', () => {
    for (const sort of SEARCH_SORTS) expect(sortPlan(sort).at(-1)?.key).toBe('id');
  });

  it('orders relevance, then sales, then id', () => {
    expect(sortPlan('relevance').map((t) => t.key)).toEqual(['relevance', 'soldCount', 'id']);
    expect(sortPlan('price_asc')).toEqual([
      { key: 'effectivePrice', direction: 'asc' },
      { key: 'id', direction: 'asc' },
    ]);
    expect(sortPlan('price_desc')[0]).toEqual({ key: 'effectivePrice', direction: 'desc' });
    expect(sortPlan('newest')[0]).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(sortPlan('best_selling')[0]).toEqual({ key: 'soldCount', direction: 'desc' });
  });
});

describe('tsQueryText', () => {
  it('joins terms with AND, the last as a prefix while typing', () => {
    expect(tsQueryText(['ao', 'th'], { mode: 'all', prefixLast: true })).toBe('ao & th:*');
    expect(tsQueryText(['ao', 'thun'], { mode: 'all', prefixLast: false })).toBe('ao & thun');
    expect(tsQueryText(['ao', 'thun'], { mode: 'phrase', prefixLast: true })).toBe('ao <-> thun:*');
    expect(tsQueryText(['ao', 'th'], { mode: 'phrase', prefixLast: true, weight: 'A' })).toBe(
      'ao:A <-> th:*A',
    );
    expect(tsQueryText(['dam'], { mode: 'all', prefixLast: false, weight: 'A' })).toBe('dam:A');
  });

  it('drops anything that is not a plain word and answers null without words', () => {
    expect(tsQueryText(["a'b", '&', 'ok'], { mode: 'all', prefixLast: false })).toBe('ok');
    expect(tsQueryText([], { mode: 'all', prefixLast: true })).toBeNull();
    expect(tsQueryText(['!', ':*'], { mode: 'all', prefixLast: true })).toBeNull();
  });
});

describe('relevancePageParts', () => {
  it('takes pages inside the window from the ranked rows', () => {
    expect(relevancePageParts(0, 20)).toEqual({ ranked: { offset: 0, limit: 20 }, rest: null });
  });

  it('continues past the window with the best-selling rest', () => {
    const w = RELEVANCE_WINDOW;
    expect(relevancePageParts(w - 5, 20)).toEqual({
      ranked: { offset: w - 5, limit: 5 },
      rest: { offset: w, limit: 15 },
    });
    expect(relevancePageParts(w + 40, 20)).toEqual({ ranked: null, rest: { offset: w + 40, limit: 20 } });
    expect(relevancePageParts(0, 10, 10)).toEqual({ ranked: { offset: 0, limit: 10 }, rest: null });
  });
});
