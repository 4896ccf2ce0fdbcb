import { LIMITS } from '../constants/limits';
import { clampQuery } from './search-query';

/** Two entries are the same search when they differ only in case, spacing or Unicode form. */
function sameKey(query: string): string {
  return clampQuery(query.normalize('NFC')).toLocaleLowerCase('vi');
}

/**
 * Recent searches, newest first: `first` wins over `then`, repeats (same words, any case) are
 * kept once at their newest place, blanks are dropped, and at most `max` remain.
 */
export function mergeRecentSearches(
  first: readonly string[],
  then: readonly string[] = [],
  max: number = LIMITS.search.recentMax,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of [...first, ...then]) {
    if (out.length >= max) break;
    const query = clampQuery(raw.normalize('NFC'));
    const key = sameKey(query);
    if (query === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(query);
  }
  return out;
}

/** The list after searching `query`: it moves (or is added) to the top. */
export function addRecentSearch(list: readonly string[], query: string, max?: number): string[] {
  return mergeRecentSearches([query], list, max);
}

/** The list without one entry (same words, any case). */
export function removeRecentSearch(list: readonly string[], query: string): string[] {
  const key = sameKey(query);
  return list.filter((entry) => sameKey(entry) !== key);
}

/**
 * Reads what the browser stored: anything but a JSON array of strings (an old format, a
 * hand-edited value) counts as no history rather than an error.
 */
export function parseStoredRecentSearches(stored: string | null | undefined): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return mergeRecentSearches(value.filter((entry): entry is string => typeof entry === 'string'));
  } catch {
    return [];
  }
}
