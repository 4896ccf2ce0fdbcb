import type { Api } from '../../app/create-api';
import type { CheckoutQuote, PlacedCheckout } from '../checkout-answer-schemas';

export interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

/**
 * The calls a checkout test makes: any call with its parsed answer and raw text, a quote of a
 * draft, and placing an order under an idempotency key. The app is made in beforeAll, so it is
 * read when a call is made.
 */
export function checkoutCalls(api: () => Api) {
  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await api().request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T>, text };
  };
  const quote = (headers: Record<string, string>, draft: unknown) =>
    call<CheckoutQuote>(headers, 'POST', '/api/v1/mobile/checkout/quote', draft);
  const place = (headers: Record<string, string>, key: string, body: unknown) =>
    call<PlacedCheckout>(
      { ...headers, 'idempotency-key': key },
      'POST',
      '/api/v1/mobile/checkout/orders',
      body,
    );
  return { call, quote, place };
}
