import { type ApiAnswer, type ApiBody, call, client } from '../../lib/api-fetch';
import { asBuyer } from '../../lib/as-buyer';

/**
 * The checkout's calls to our API (the same endpoints the mobile clients use), and their
 * answers as the API's document describes them: a field the API renames breaks the build here.
 */
export const QUOTE_PATH = '/api/v1/mobile/checkout/quote';
const ORDERS = '/api/v1/mobile/checkout/orders';
export const STATUS_PATH = '/api/v1/mobile/checkout/{checkoutId}';

export type CheckoutQuote = ApiAnswer<typeof QUOTE_PATH, 'post'>['data'];
export type CheckoutTotals = CheckoutQuote['totals'];
export type CheckoutShop = CheckoutQuote['shops'][number];
export type CheckoutLine = CheckoutShop['items'][number];
export type ShippingOption = CheckoutShop['shippingOptions'][number];
export type VoucherOption = CheckoutQuote['vouchers']['options'][number];
export type CheckoutProblem = CheckoutQuote['problems'][number];
export type QuoteAddress = NonNullable<CheckoutQuote['address']>;
/** The body of the quote call and the `draft` of the order call. */
export type CheckoutDraftBody = ApiBody<typeof QUOTE_PATH, 'post'>;
export type PlaceOrderBody = ApiBody<typeof ORDERS, 'post'>;
export type PlacedCheckout = ApiAnswer<typeof ORDERS, 'post'>['data'];
export type CheckoutStatus = ApiAnswer<typeof STATUS_PATH, 'get'>['data'];
export type CheckoutState = CheckoutStatus['state'];

export async function fetchQuote(draft: CheckoutDraftBody, signedIn: boolean): Promise<CheckoutQuote> {
  const answer = await asBuyer({ signedIn }, () => call(client.POST(QUOTE_PATH, { body: draft })));
  return answer.data;
}

export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedCheckout> {
  const answer = await call(
    client.POST(ORDERS, { body, params: { header: { 'idempotency-key': idempotencyKey } } }),
  );
  return answer.data;
}

/** `token`: the one the gateway's return address carries, read without a session. */
export async function fetchCheckoutStatus(
  checkoutId: string,
  token?: string | null,
): Promise<CheckoutStatus> {
  const answer = await call(
    client.GET(STATUS_PATH, { params: { path: { checkoutId }, query: token ? { t: token } : {} } }),
  );
  return answer.data;
}

/** A new gateway link; null when the gateway gave none (the page says "Cannot get payment link"). */
export async function payAgain(checkoutId: string, token?: string | null): Promise<string | null> {
  const answer = await call(
    client.POST('/api/v1/mobile/checkout/{checkoutId}/pay', {
      params: { path: { checkoutId }, query: token ? { t: token } : {} },
    }),
  );
  return answer.data.paymentUrl;
}

/** The cart's count after an order took lines out of it, for the header badge. */
export async function fetchCartCount(): Promise<number | null> {
  try {
    const answer = await call(client.GET('/api/v1/mobile/carts/count'));
    return answer.data.data;
  } catch {
    return null;
  }
}
