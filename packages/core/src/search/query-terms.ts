import { LIMITS } from '../constants/limits';
import { foldText } from './fold-text';

/**
 * A search term is a run of letters and decimal digits, nothing else: such a word can be
 * placed in a tsquery without quoting (none of ' & | ! : * ( ) < > \ or spaces), and the
 * PostgreSQL text-search parser splits stored names on the same boundaries.
 */
const SAFE_TERM = /^[\p{L}\p{Nd}]+$/u;
const SEPARATORS = /[^\p{L}\p{Nd}]+/u;

export function isSafeTerm(term: string): boolean {
  return term.length > 0 && term.length <= LIMITS.search.queryMaxChars && SAFE_TERM.test(term);
}

/**
 * Splits an already folded query into its search terms: in order of appearance, without
 * repeats, at most LIMITS.search.queryMaxWords of them. Symbols, emoji and operators are
 * separators, so any input gives a usable (possibly empty) list and never throws.
 */
export function queryTerms(folded: string): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const part of folded.split(SEPARATORS)) {
    if (!isSafeTerm(part) || seen.has(part)) continue;
    seen.add(part);
    terms.push(part);
    if (terms.length === LIMITS.search.queryMaxWords) break;
  }
  return terms;
}

/** Fold, then split: the terms of what the buyer typed. */
export function searchTermsOf(raw: string): string[] {
  return queryTerms(foldText(raw));
}
