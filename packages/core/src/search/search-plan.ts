import { LIMITS } from '../constants/limits';
import { isSafeTerm } from './query-terms';
import type { SearchSort } from './search-query';

/**
 * How search decides what matches and in which order. The API turns this plan into SQL
 * (packages/api/src/search/search-products.ts); the rules live here so they are tested
 * without a database.
 *
 * Matching: every term must be a word of the product's name or brand (AND), the last term
 * as a prefix, so 'ao th' already finds 'Áo thun' while the buyer types.
 *
 * Relevance (sort 'relevance'), highest first:
 * 1. the terms appear side by side, in order, in the name (a phrase match: 'ao thun' in
 *    'Áo thun nam' beats 'Áo nam ... thun');
 * 2. every term is in the name itself, not only in the brand;
 * 3. the last term matched as a whole word, not only as the start of a longer one
 *    ('dam' finds 'Đầm' before 'Damask');
 * then popularity (sold count), then the product id, so equal products keep one order and
 * pages never overlap.
 *
 * Bounded work: relevance is computed for the RELEVANCE_WINDOW best-selling matches only
 * (the same rows that give the capped total and the facets). Matches beyond the window
 * follow them in best-selling order. A query that matches everything (one common word)
 * therefore costs the same as one that matches a thousand products.
 */

/** Score parts; each weight exceeds the sum of the ones below it, so the order is lexicographic. */
export const RELEVANCE_WEIGHTS = { namePhrase: 4, nameAllTerms: 2, wholeWord: 1 } as const;

export interface RelevanceSignals {
  namePhrase: boolean;
  nameAllTerms: boolean;
  wholeWord: boolean;
}

/** The score the SQL computes for one product (mirrored here to document and test the rule). */
export function relevanceScore(signals: RelevanceSignals): number {
  return (
    (signals.namePhrase ? RELEVANCE_WEIGHTS.namePhrase : 0) +
    (signals.nameAllTerms ? RELEVANCE_WEIGHTS.nameAllTerms : 0) +
    (signals.wholeWord ? RELEVANCE_WEIGHTS.wholeWord : 0)
  );
}

/** Matches ranked by relevance, counted for the total and used for the facets: one more than the cap. */
export const RELEVANCE_WINDOW = LIMITS.search.totalCountCap + 1;

export type SortKey = 'relevance' | 'soldCount' | 'createdAt' | 'effectivePrice' | 'id';
export interface SortTerm {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/**
 * The ORDER BY of each sort. Every plan ends with the id, so the order is total and OFFSET
 * pages are stable and never overlap; the id follows the direction of the key before it so
 * the partial indexes (sold_count, id), (created_at, id), (effective_price, id) serve it.
 */
export function sortPlan(sort: SearchSort): SortTerm[] {
  switch (sort) {
    case 'relevance':
      return [
        { key: 'relevance', direction: 'desc' },
        { key: 'soldCount', direction: 'desc' },
        { key: 'id', direction: 'desc' },
      ];
    case 'newest':
      return [
        { key: 'createdAt', direction: 'desc' },
        { key: 'id', direction: 'desc' },
      ];
    case 'best_selling':
      return [
        { key: 'soldCount', direction: 'desc' },
        { key: 'id', direction: 'desc' },
      ];
    case 'price_asc':
      return [
        { key: 'effectivePrice', direction: 'asc' },
        { key: 'id', direction: 'asc' },
      ];
    case 'price_desc':
      return [
        { key: 'effectivePrice', direction: 'desc' },
        { key: 'id', direction: 'desc' },
      ];
  }
}

/**
 * A tsquery in text form from search terms: 'all' joins them with & (any order), 'phrase'
 * with <-> (side by side, in order). `weight: 'A'` asks for the words in the product name
 * (the stored tsvector weighs name words A and brand words B). Only safe terms (letters and
 * digits) are used, so the text can never carry an operator; it still travels as a bound
 * parameter. Null without terms.
 */
export function tsQueryText(
  terms: readonly string[],
  options: { mode: 'all' | 'phrase'; prefixLast: boolean; weight?: 'A' },
): string | null {
  const safe = terms.filter(isSafeTerm);
  if (safe.length === 0) return null;
  const operator = options.mode === 'all' ? ' & ' : ' <-> ';
  const weight = options.weight ?? '';
  return safe
    .map((term, i) => {
      const prefix = options.prefixLast && i === safe.length - 1 ? '*' : '';
      return prefix || weight ? `${term}:${prefix}${weight}` : term;
    })
    .join(operator);
}

/**
 * Which rows one page of the relevance order needs: ranked rows come from the window, and a
 * page that reaches past it continues with the matches after the window in best-selling order.
 */
export function relevancePageParts(
  offset: number,
  limit: number,
  window: number = RELEVANCE_WINDOW,
): { ranked: { offset: number; limit: number } | null; rest: { offset: number; limit: number } | null } {
  const end = offset + limit;
  const ranked = offset < window ? { offset, limit: Math.min(end, window) - offset } : null;
  const rest =
    end > window ? { offset: Math.max(offset, window), limit: end - Math.max(offset, window) } : null;
  return { ranked, rest };
}
