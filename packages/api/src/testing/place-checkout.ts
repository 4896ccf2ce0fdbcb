import { randomUUID } from 'node:crypto';
import type { Api } from '../app/create-api';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { postJson } from './post-json';

/**
 * What a buyer's app sends to buy: a quote of the draft, then the order at the quoted total with
 * a fresh idempotency key. Returns the placing's status and the placed checkout (when 200).
 */
export async function placeCheckout(
  api: Api,
  headers: Record<string, string>,
  draft: Record<string, unknown>,
) {
  const quote = await postJson<CheckoutQuote>(api, headers, '/api/v1/mobile/checkout/quote', draft);
  const placed = await postJson<PlacedCheckout>(
    api,
    { ...headers, 'idempotency-key': randomUUID() },
    '/api/v1/mobile/checkout/orders',
    { draft, agreeTerms: true, expectedTotal: quote.body.data?.totals.totalPayment },
  );
  return { status: placed.status, placed: placed.body.data as PlacedCheckout };
}
