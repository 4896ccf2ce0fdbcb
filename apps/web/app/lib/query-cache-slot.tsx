import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';

/**
 * Where the root keeps the API answers' cache (lib/query-cache.tsx) without loading its code:
 * most first visits (home, a category, search, the cart) render from their loaders and never
 * ask the cache anything, so the query library (about 10 KB compressed) stays off their first
 * download. The cache is made by the first component that reads it, whose module brought the
 * library, and kept in this slot for the rest of the visit.
 */
export interface QueryCacheSlot {
  client?: QueryClient;
}

const SlotContext = createContext<QueryCacheSlot | null>(null);

/**
 * One cache per browser session (made once, kept across navigations); on the server each
 * request renders a fresh root, so no answer of one user is ever served to another.
 */
export function QueryCacheProvider({ children }: { children: ReactNode }) {
  const [slot] = useState<QueryCacheSlot>({});
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

export function useQueryCacheSlot(): QueryCacheSlot {
  const slot = useContext(SlotContext);
  if (!slot) throw new Error('The API answers’ cache is read outside QueryCacheProvider');
  return slot;
}
