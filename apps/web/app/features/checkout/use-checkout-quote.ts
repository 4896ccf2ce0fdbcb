import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchQuote } from './checkout-api';
import type { CheckoutDraftBody } from './checkout-types';
import { initialQuoteState, isQuoteCurrent, quoteReducer } from './quote-state';

/** How long the page waits after the last change before asking for a new quote. */
export const QUOTE_DEBOUNCE_MS = 350;

/**
 * Keeps the quote in step with the buyer's choices: the first quote at once, then one per
 * pause in their changes. `refresh` asks again now (after PRICE_CHANGED, or a retry).
 */
export function useCheckoutQuote(body: CheckoutDraftBody | null, key: string, signedIn: boolean) {
  const [state, dispatch] = useReducer(quoteReducer, initialQuoteState);
  const seq = useRef(0);
  const bodyRef = useRef(body);
  bodyRef.current = body;

  const run = useCallback(
    (requestKey: string) => {
      const draft = bodyRef.current;
      if (!draft) return;
      const mine = ++seq.current;
      dispatch({ type: 'request', seq: mine, key: requestKey });
      fetchQuote(draft, signedIn).then(
        (quote) => dispatch({ type: 'success', seq: mine, key: requestKey, quote }),
        (error: unknown) => dispatch({ type: 'failure', seq: mine, error }),
      );
    },
    [signedIn],
  );

  const first = useRef(true);
  useEffect(() => {
    if (!bodyRef.current) return;
    if (first.current) {
      first.current = false;
      run(key);
      return;
    }
    const timer = setTimeout(() => run(key), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, run]);

  const refresh = useCallback(() => run(key), [key, run]);

  return {
    quote: state.quote,
    error: state.error,
    loading: state.pendingKey !== null,
    /** The shown quote is for exactly the current choices. */
    current: isQuoteCurrent(state, key),
    refresh,
  };
}
