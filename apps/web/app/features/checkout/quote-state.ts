import type { CheckoutQuote } from './checkout-types';

/**
 * The quote as the page holds it while the buyer changes things. Every change asks again
 * (debounced); answers can come back out of order, so each request has a number and only the
 * newest one's answer counts. The last good quote stays on screen while the next one loads.
 */
export interface QuoteState {
  quote: CheckoutQuote | null;
  /** The draft key the shown quote was made for. */
  quotedKey: string | null;
  /** The number of the newest request, and the key it was made for. */
  latest: number;
  pendingKey: string | null;
  error: unknown;
}

export type QuoteAction =
  | { type: 'request'; seq: number; key: string }
  | { type: 'success'; seq: number; key: string; quote: CheckoutQuote }
  | { type: 'failure'; seq: number; error: unknown };

export const initialQuoteState: QuoteState = {
  quote: null,
  quotedKey: null,
  latest: 0,
  pendingKey: null,
  error: null,
};

export function quoteReducer(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case 'request':
      if (action.seq <= state.latest) return state;
      return { ...state, latest: action.seq, pendingKey: action.key };
    case 'success':
      if (action.seq !== state.latest) return state;
      return {
        quote: action.quote,
        quotedKey: action.key,
        latest: state.latest,
        pendingKey: null,
        error: null,
      };
    case 'failure':
      if (action.seq !== state.latest) return state;
      return { ...state, pendingKey: null, error: action.error };
  }
}

/**
 * The shown quote matches what the buyer has chosen now: nothing is waiting to be asked or
 * answered. Only then may the order be placed with the quote's total as expectedTotal.
 */
export function isQuoteCurrent(state: QuoteState, currentKey: string): boolean {
  return state.quote !== null && state.pendingKey === null && state.quotedKey === currentKey;
}
