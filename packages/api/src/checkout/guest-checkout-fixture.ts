import { expect } from 'vitest';
import { cookieClient } from '../accounts/auth-test-client';
import type { AppContext } from '../app/app-context';
import type { Api } from '../app/create-api';
import { HO_CHI_MINH, wardOf } from '../testing/address-fixtures';
import type { CheckoutQuote, PlacedCheckout } from './checkout-answer-schemas';

interface Answer<T> {
  data?: T;
  error?: { code: string };
}

/**
 * A guest checks out one unit of a variant as a shopper without an account does: a guest cookie,
 * the variant in the cart and selected, a delivery address typed in, the quote, then the order
 * with a contact e-mail. Returns the guest's browser so a test can carry on as that guest.
 */
export async function checkOutAsGuest(
  t: { api: Api; ctx: AppContext },
  input: { variantId: string; contactEmail: string; idempotencyKey: string },
) {
  const browser = cookieClient(t.api);
  expect((await browser.write('/community/v1/user/request-guest-user')).status).toBe(201);
  expect(
    (await browser.write('/api/v1/mobile/carts', { variantId: input.variantId, quantity: 1 })).status,
  ).toBe(200);
  await browser.request('/api/v1/mobile/carts/selection', { method: 'PUT', json: { is_selected: true } });
  const draft = {
    address: {
      name: 'Trần Văn Khách',
      phone: '0912345678',
      country: 'VN',
      city: HO_CHI_MINH,
      ward: await wardOf(t.ctx, HO_CHI_MINH),
      specificAddress: '12 Nguyễn Huệ',
    },
  };
  const q = (await (
    await browser.write('/api/v1/mobile/checkout/quote', draft)
  ).json()) as Answer<CheckoutQuote>;
  expect(q.data?.problems).toEqual([]);
  const res = await browser.write(
    '/api/v1/mobile/checkout/orders',
    { draft, agreeTerms: true, contactEmail: input.contactEmail, expectedTotal: q.data?.totals.totalPayment },
    { 'idempotency-key': input.idempotencyKey },
  );
  expect(res.status).toBe(200);
  const placed = ((await res.json()) as Answer<PlacedCheckout>).data as PlacedCheckout;
  return { browser, placed };
}
