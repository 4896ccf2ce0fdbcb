/**
 * The Idempotency-Key of an order submit: made once per attempt and reused when the same body
 * is sent again (a double tap, a retry after a lost answer), so the server returns the same
 * orders. A different body (another total after PRICE_CHANGED, another address) is a new
 * attempt and gets a new key: the server refuses a key reused with another body.
 */
export interface SubmitAttempt {
  key: string;
  body: string;
}

export function attemptFor(
  previous: SubmitAttempt | null,
  body: string,
  makeKey: () => string = () => crypto.randomUUID(),
): SubmitAttempt {
  if (previous && previous.body === body) return previous;
  return { key: makeKey(), body };
}
