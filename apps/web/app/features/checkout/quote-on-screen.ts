import type { CheckoutQuote } from './checkout-api';

/** A quote and the choices (draft key) it was made for. */
export interface ShownQuote {
  quote: CheckoutQuote;
  key: string;
}

/** What the query cache holds for the choices last asked about. */
interface QuoteAnswer {
  data: CheckoutQuote | undefined;
  /** The data is the previous choices' answer, kept while the new one loads. */
  isPlaceholderData: boolean;
}

/**
 * The quote the page shows: the answer for the choices last asked about once it is theirs,
 * else the last good one (while the next loads, or after a failure).
 */
export function quoteOnScreen(
  previous: ShownQuote | null,
  asked: { key: string } | null,
  answer: QuoteAnswer,
): ShownQuote | null {
  if (asked && answer.data && !answer.isPlaceholderData) {
    if (previous?.quote === answer.data && previous.key === asked.key) return previous;
    return { quote: answer.data, key: asked.key };
  }
  return previous;
}

/**
 * The shown quote matches what the buyer has chosen now: nothing is waiting to be asked or
 * answered. Only then may the order be placed with the quote's total as expectedTotal.
 */
export function isQuoteCurrent(shown: ShownQuote | null, fetching: boolean, currentKey: string): boolean {
  return shown !== null && shown.key === currentKey && !fetching;
}
