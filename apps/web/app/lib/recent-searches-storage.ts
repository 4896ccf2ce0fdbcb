import { addRecentSearch, parseStoredRecentSearches } from '@cho-dep/core/search/recent-searches';

/**
 * A guest's recent searches live in this browser's localStorage (signed-in buyers' live on
 * the server, on every device). The key is ours alone; logout leaves it, as it holds no
 * account data. Storage can be full or blocked (private mode): then history is just not kept.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';

export function readLocalRecentSearches(): string[] {
  try {
    return parseStoredRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable: the search still works, it is only not remembered.
  }
}

export function rememberLocalSearch(query: string): void {
  write(addRecentSearch(readLocalRecentSearches(), query));
}

export function clearLocalRecentSearches(): void {
  write([]);
}
