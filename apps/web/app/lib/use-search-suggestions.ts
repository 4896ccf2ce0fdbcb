import { mergeRecentSearches } from '@cho-dep/core/search/recent-searches';
import { clampQuery } from '@cho-dep/core/search/search-query';
import type { SearchSuggestionView } from '@cho-dep/core/search/search-result';
import { useCallback, useEffect, useState } from 'react';
import { call, client } from './api-fetch';
import { keepPreviousData, useQuery, useQueryClient } from './query-cache';
import { clearLocalRecentSearches, readLocalRecentSearches } from './recent-searches-storage';

/** Typing pauses this long before suggestions are asked for: fast typists send one request, not ten. */
const DEBOUNCE_MS = 150;
const SUGGESTIONS = '/api/v1/public/search/suggestions';
const TRENDING = '/api/v1/public/search/trending';
const RECENT = '/api/v1/mobile/search/recent';

/** What was typed, once typing has paused for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SuggestionsState {
  /** The query these suggestions answer (they may lag one keystroke behind the box). */
  query: string;
  suggestions: SearchSuggestionView | null;
  loading: boolean;
}

/**
 * Suggestions for what is being typed (queries, categories, shops), debounced; the cache keeps
 * earlier answers, so deleting back to an earlier prefix shows its suggestions at once, and a
 * newer keystroke abandons (aborts) the request of an older one, so a slow answer never
 * replaces a newer one.
 */
export function useSearchSuggestions(text: string, enabled: boolean): SuggestionsState {
  const query = clampQuery(text);
  const settled = useSettled(query, DEBOUNCE_MS);
  const queryClient = useQueryClient();
  const known = queryClient.getQueryData([SUGGESTIONS, { q: query }]) !== undefined;
  const asked = known ? query : settled;
  const answer = useQuery({
    queryKey: [SUGGESTIONS, { q: asked }],
    queryFn: async ({ signal }) => ({
      query: asked,
      suggestions: (await call(client.GET(SUGGESTIONS, { params: { query: { q: asked } }, signal }))).data,
    }),
    enabled: enabled && asked !== '',
    // Suggestions for a prefix hardly change during a visit.
    staleTime: 5 * 60_000,
    // The previous suggestions stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
  if (!enabled || query === '') return { query: '', suggestions: null, loading: false };
  // Failed: suggestions are a help, the search itself still works.
  if (answer.isError) return { query: asked, suggestions: null, loading: false };
  const shown = answer.data;
  return {
    query: shown?.query ?? '',
    suggestions: shown?.suggestions ?? null,
    loading: shown?.query !== query,
  };
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
  // Trending keywords change slowly: one request per visit, shared by the header and the page.
  const trendingAnswer = useQuery({
    queryKey: [TRENDING],
    queryFn: async () => (await call(client.GET(TRENDING))).data.keywords,
    enabled: active && !initialTrending?.length,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const trending = initialTrending?.length ? initialTrending : (trendingAnswer.data ?? []);

  useEffect(() => {
    if (!active) return;
    let live = true;
    const local = readLocalRecentSearches();
    setRecent(local);
    if (signedIn) {
      call(client.GET(RECENT))
        .then((answer) => {
          if (live) setRecent(mergeRecentSearches(answer.data.queries, local));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [active, signedIn]);

  const clearRecent = useCallback(() => {
    setRecent([]);
    clearLocalRecentSearches();
    if (signedIn) call(client.DELETE(RECENT)).catch(() => undefined);
  }, [signedIn]);

  return { recent, trending, clearRecent };
}
