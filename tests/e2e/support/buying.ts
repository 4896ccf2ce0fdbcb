import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext, PHONE } from './browser';

export const DEMO_PASSWORD = 'Demo@1234';

export async function logInAs(context: BrowserContext, email: string): Promise<void> {
  const res = await context.request.post('/community/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

/** A fresh browser context already signed in as a demo account. */
export async function signedIn(browser: Browser, email: string, viewport = PHONE): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await logInAs(context, email);
  return context;
}

export const csrfOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';

/**
 * The demo products a buyer finds by searching for each query in turn, with their full details:
 * journeys pick what they need from the seed instead of hard-coding ids.
 */
export async function* demoProducts(
  request: APIRequestContext,
  queries: string[],
  pageSize = 60,
): AsyncGenerator<ProductDetailView> {
  for (const q of queries) {
    const res = await request.get(
      `/api/v1/public/products/search?q=${encodeURIComponent(q)}&pageSize=${pageSize}`,
    );
    const { data } = (await res.json()) as { data: SearchResultView };
    for (const card of data.items) {
      yield (
        (await (await request.get(`/api/v1/public/products/${card.id}`)).json()) as {
          data: ProductDetailView;
        }
      ).data;
    }
  }
}

/** A variant of the demo seller's shop (Minh Khoa Fashion) with stock to spare, and its product. */
export async function demoSellerVariant(request: APIRequestContext, minStock = 5) {
  for await (const detail of demoProducts(request, [
    'ao thun nam',
    'ao polo nam',
    'ao so mi nam',
    'quan jeans nam',
  ])) {
    if (detail.shop.name !== 'Minh Khoa Fashion') continue;
    const variant = detail.variants.find((v) => v.stock >= minStock);
    if (variant) return { shopId: detail.shop.id, variantId: variant.id, detail, variant };
  }
  throw new Error('the demo seller has no product in stock');
}

/** An express order of the signed-in buyer, through the calls the checkout page makes. */
export async function placeExpressOrder(
  context: BrowserContext,
  input: {
    variantId: string;
    shopId: string;
    method: 'ghn' | 'ghtk' | 'self';
    paymentMethod: 'CASH' | 'VNPAYQR';
  },
) {
  const headers = { 'x-csrf-token': await csrfOf(context) };
  const draft = {
    source: 'express',
    items: [{ variantId: input.variantId, quantity: 1 }],
    shipping: [{ shopId: input.shopId, method: input.method, express: false }],
    paymentMethod: input.paymentMethod,
  };
  const quote = await context.request.post('/api/v1/mobile/checkout/quote', { data: draft, headers });
  const q = (await quote.json()) as { data: { totals: { totalPayment: number }; problems: unknown[] } };
  expect(q.data.problems).toEqual([]);
  const placed = await context.request.post('/api/v1/mobile/checkout/orders', {
    data: { draft, agreeTerms: true, expectedTotal: q.data.totals.totalPayment },
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  const { data } = (await placed.json()) as {
    data: { checkoutId: string; orders: { id: string; code: string }[]; paymentUrl: string | null };
  };
  const order = data.orders[0];
  if (!order) throw new Error('no order placed');
  return { ...order, checkoutId: data.checkoutId, paymentUrl: data.paymentUrl };
}

/**
 * The state the checkout result page shows. `settled` waits out "awaiting payment" as well, for
 * a payment the gateway has taken but whose notice may still be on its way.
 */
export async function resultState(page: Page, options: { settled?: boolean } = {}): Promise<string | null> {
  await page.waitForURL(/\/thanh-toan\/ket-qua\//, { timeout: 30_000 });
  const state = page.getByTestId('result-state');
  await state.waitFor();
  if (options.settled) {
    await expect
      .poll(() => state.getAttribute('data-state'), { timeout: 30_000 })
      .not.toBe('awaiting_payment');
  }
  return state.getAttribute('data-state');
}
