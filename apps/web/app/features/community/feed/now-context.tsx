import { createContext, useContext } from 'react';
import { useLiveNow } from '../../../lib/use-live-now';

/**
 * The moment "5 phút trước" is counted from: the loader's clock while the page hydrates, so
 * the server's HTML and the phone's first render write the same words (no hydration
 * mismatch), then the phone's own clock.
 */
export const NowContext = createContext<string | null>(null);

export function useNow(): Date {
  const now = useContext(NowContext);
  return useLiveNow(now ?? new Date().toISOString());
}
