import { mergeRecentSearches } from '@cho-dep/core/search/recent-searches';
import { clampQuery } from '@cho-dep/core/search/search-query';
import type { SearchSuggestionView } from '@cho-dep/core/search/search-result';
import { useCallback, useEffect, useState } from 'react';
import { api } from './api-client';
import { clearLocalRecentSearches, readLocalRecentSearches } from './recent-searches-storage';

/** Typing pauses this long before suggestions are asked for: fast typists send one request, not ten. */
const DEBOUNCE_MS = 150;
/** Answers kept in memory so deleting back to an earlier prefix shows its suggestions at once. */
const CACHE_SIZE = 40;

const suggestionCache = new Map<string, SearchSuggestionView>();

function cacheAnswer(query: string, answer: SearchSuggestionView) {
  suggestionCache.set(query, answer);
  if (suggestionCache.size > CACHE_SIZE) {
    const oldest = suggestionCache.keys().next().value;
    if (oldest !== undefined) suggestionCache.delete(oldest);
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const json = (await res.json()) as { data: T };
  return json.data;
}

export interface SuggestionsState {
  /** The query these suggestions answer (they may lag one keystroke behind the box). */
  query: string;
  suggestions: SearchSuggestionView | null;
  loading: boolean;
}

/**
 * Suggestions for what is being typed (queries, categories, shops), debounced; a newer
 * keystroke aborts the request of an older one, so a slow answer never replaces a newer one.
 */
export function useSearchSuggestions(text: string, enabled: boolean): SuggestionsState {
  const query = clampQuery(text);
  const [state, setState] = useState<SuggestionsState>({ query: '', suggestions: null, loading: false });

  useEffect(() => {
    if (!enabled || query === '') {
      setState({ query: '', suggestions: null, loading: false });
      return;
    }
    const cached = suggestionCache.get(query);
    if (cached) {
      setState({ query, suggestions: cached, loading: false });
      return;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getJson<SearchSuggestionView>(
        `/api/v1/public/search/suggestions?q=${encodeURIComponent(query)}`,
        controller.signal,
      )
        .then((answer) => {
          cacheAnswer(query, answer);
          setState({ query, suggestions: answer, loading: false });
        })
        .catch(() => {
          // Aborted (a newer keystroke) or failed: suggestions are a help, the search itself still works.
          if (!controller.signal.aborted) setState({ query, suggestions: null, loading: false });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
}

let trendingRequest: Promise<string[]> | null = null;

/** Trending keywords change slowly: one request per visit, shared by the header and the page. */
function loadTrending(): Promise<string[]> {
  trendingRequest ??= getJson<{ keywords: string[] }>('/api/v1/public/search/trending')
    .then((answer) => answer.keywords)
    .catch(() => {
      trendingRequest = null;
      return [];
    });
  return trendingRequest;
}

export interface SearchStarters {
  recent: string[];
  trending: string[];
  clearRecent: () => void;
}

/**
 * What the search box offers before anything is typed: recent searches (signed in: the
 * account's, from every device, then this browser's older guest ones; guests: this
 * browser's) and trending keywords. Loaded when `active` first turns true (the box got
 * focus, or the overlay opened), so pages that never search make no request.
 */
export function useSearchStarters({
  signedIn,
  active,
  initialTrending,
}: {
  signedIn: boolean;
  active: boolean;
  initialTrending?: string[];
}): SearchStarters {
  const [recent, setRecent] = useState<string[]>([]);
  const [trending, setTrending] = useState<string[]>(initialTrending ?? []);

  useEffect(() => {
    if (!active) return;
    let live = true;
    const local = readLocalRecentSearches();
    setRecent(local);
    if (signedIn) {
      getJson<{ queries: string[] }>('/api/v1/mobile/search/recent')
        .then((answer) => {
          if (live) setRecent(mergeRecentSearches(answer.queries, local));
        })
        .catch(() => undefined);
    }
    if (!initialTrending?.length) {
      loadTrending().then((keywords) => {
        if (live) setTrending(keywords);
      });
    }
    return () => {
      live = false;
    };
  }, [active, signedIn, initialTrending]);

  const clearRecent = useCallback(() => {
    setRecent([]);
    clearLocalRecentSearches();
    if (signedIn) api('/api/v1/mobile/search/recent', { method: 'DELETE' }).catch(() => undefined);
  }, [signedIn]);

  return { recent, trending, clearRecent };
}
