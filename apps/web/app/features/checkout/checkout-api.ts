import { ApiError, api } from '../../lib/api-client';
import type {
  CheckoutDraftBody,
  CheckoutQuote,
  CheckoutStatus,
  PlacedCheckout,
  PlaceOrderBody,
} from './checkout-types';

/** The checkout's calls to our API (the same endpoints the mobile clients use). */
const BASE = '/api/v1/mobile/checkout';

const requestGuest = () => api('/community/v1/user/request-guest-user', { method: 'POST' });

/**
 * Runs a call for the signed-in buyer or the guest. A visitor with neither (or whose guest
 * cookie expired) gets a guest identity first (SPEC.md section 4, Guest) and the call is tried
 * once more.
 */
async function asBuyer<T>(signedIn: boolean, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signedIn || !(error instanceof ApiError) || error.status !== 401) throw error;
    await requestGuest();
    return call();
  }
}

export async function fetchQuote(draft: CheckoutDraftBody, signedIn: boolean): Promise<CheckoutQuote> {
  const answer = await asBuyer(signedIn, () =>
    api<{ data: CheckoutQuote }>(`${BASE}/quote`, { body: draft }),
  );
  return answer.data;
}

export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedCheckout> {
  const answer = await api<{ data: PlacedCheckout }>(`${BASE}/orders`, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.data;
}

/** `token`: the one the gateway's return address carries, read without a session. */
export async function fetchCheckoutStatus(
  checkoutId: string,
  token?: string | null,
): Promise<CheckoutStatus> {
  const answer = await api<{ data: CheckoutStatus }>(
    `${BASE}/${encodeURIComponent(checkoutId)}${tokenQuery(token)}`,
  );
  return answer.data;
}

const tokenQuery = (token?: string | null) => (token ? `?t=${encodeURIComponent(token)}` : '');

/** A new gateway link; null when the gateway gave none (the page says "Cannot get payment link"). */
export async function payAgain(checkoutId: string, token?: string | null): Promise<string | null> {
  const answer = await api<{ data: { paymentUrl: string | null } }>(
    `${BASE}/${encodeURIComponent(checkoutId)}/pay${tokenQuery(token)}`,
    { method: 'POST' },
  );
  return answer.data.paymentUrl;
}

/** The cart's count after an order took lines out of it, for the header badge. */
export async function fetchCartCount(): Promise<number | null> {
  try {
    const answer = await api<{ data: { data: number } }>('/api/v1/mobile/carts/count');
    return answer.data.data;
  } catch {
    return null;
  }
}
