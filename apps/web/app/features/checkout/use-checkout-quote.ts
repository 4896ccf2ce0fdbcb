import { useEffect, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '../../lib/query-cache';
import { type CheckoutDraftBody, type CheckoutQuote, fetchQuote, QUOTE_PATH } from './checkout-api';
import { isQuoteCurrent, quoteOnScreen, type ShownQuote } from './quote-on-screen';

/** The quote on screen and how it stands against the buyer's latest choices. */
export interface QuoteView {
  quote: CheckoutQuote;
  error: Error | null;
  loading: boolean;
  /** The shown quote is for exactly the current choices, and nothing is on its way. */
  current: boolean;
  refresh: () => void;
}

/** How long the page waits after the last change before asking for a new quote. */
const QUOTE_DEBOUNCE_MS = 350;

/**
 * Keeps the quote in step with the buyer's choices: the first quote at once, then one per
 * pause in their changes; the cache shows only the newest choices' answer. The last good quote
 * stays on screen while the next one loads, and through a failure. `refresh` asks again now
 * (after PRICE_CHANGED, or a retry).
 */
export function useCheckoutQuote(body: CheckoutDraftBody | null, key: string, signedIn: boolean) {
  const asked = useSettledBody(body, key);
  const query = useQuery({
    queryKey: [QUOTE_PATH, { draft: asked?.body ?? null, signedIn }],
    queryFn: asked ? () => fetchQuote(asked.body, signedIn) : skipToken,
    placeholderData: keepPreviousData,
  });

  // The quote on screen and the choices it was made for.
  const [shown, setShown] = useState<ShownQuote | null>(null);
  const onScreen = quoteOnScreen(shown, asked, query);
  if (onScreen !== shown) setShown(onScreen);

  return {
    quote: onScreen?.quote ?? null,
    error: query.error,
    loading: query.isFetching,
    /** The shown quote is for exactly the current choices, and nothing is on its way. */
    current: isQuoteCurrent(onScreen, query.isFetching, key),
    refresh: () => {
      if (asked) void query.refetch();
    },
  };
}

/** The body once the buyer's changes pause (the first one at once); null while there is none. */
function useSettledBody(body: CheckoutDraftBody | null, key: string) {
  const [asked, setAsked] = useState<{ body: CheckoutDraftBody; key: string } | null>(null);
  const first = asked === null;
  useEffect(() => {
    if (body === null) return;
    if (first) {
      setAsked({ body, key });
      return;
    }
    const timer = setTimeout(
      () => setAsked((previous) => (previous?.key === key ? previous : { body, key })),
      QUOTE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [body, key, first]);
  return asked;
}
