import type { SearchSuggestionView } from '@cho-dep/core/search/search-result';
import { useEffect } from 'react';
import { type SearchStarters, useSearchStarters, useSearchSuggestions } from '../lib/use-search-suggestions';

export interface SuggestionFeed {
  starters: SearchStarters;
  suggestions: SearchSuggestionView | null;
}

/**
 * What the search box offers (recent and trending searches, suggestions while typing), read
 * through the API answers' cache. A component of its own, loaded the first time the box is
 * used: a page that is only looked at never downloads the cache's code for its header.
 */
export function SearchSuggestionSource({
  text,
  signedIn,
  active,
  initialTrending,
  onFeed,
}: {
  text: string;
  signedIn: boolean;
  active: boolean;
  initialTrending?: string[];
  onFeed: (feed: SuggestionFeed) => void;
}) {
  const starters = useSearchStarters({ signedIn, active, initialTrending });
  const { suggestions } = useSearchSuggestions(text, active);
  // The hooks hand out new arrays on every render: the box is told only when what it shows changed.
  const shown = JSON.stringify([starters.recent, starters.trending, suggestions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for the lists it was made from.
  useEffect(() => onFeed({ starters, suggestions }), [onFeed, shown, starters.clearRecent]);
  return null;
}
