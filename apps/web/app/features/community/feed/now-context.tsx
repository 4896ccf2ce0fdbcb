import { createContext, useContext } from 'react';

/**
 * The moment "5 phút trước" is counted from: the loader's clock, so the server's HTML and the
 * phone's first render write the same words (no hydration mismatch).
 */
export const NowContext = createContext<string | null>(null);

export function useNow(): Date {
  const now = useContext(NowContext);
  return now ? new Date(now) : new Date();
}
