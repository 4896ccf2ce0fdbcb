import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

/**
 * Issue 4, Done means: the buying journeys in a real browser against the built server, the
 * demo data and the local payment gateway simulator.
 * - a guest fills a cart, logs in, finds it merged, checks out with the proposed vouchers and
 *   pays by VNPay in the simulator, then sees the order;
 * - a cash-on-delivery order through express checkout (/thanh-toan-2);
 * - a payment cancelled in the gateway leaves the order awaiting payment, with its deadline.
 */
const BUYER = { email: 'buyer@demo.vn', password: 'Demo@1234' };

/** In-stock variants of demo products from shops that can ship to the demo buyer. */
async function buyableVariants(request: APIRequestContext, count: number): Promise<string[]> {
  const found: string[] = [];
  for (const q of ['ao', 'dam', 'quan', 'vay']) {
    const res = await request.get(`/api/v1/public/products/search?q=${encodeURIComponent(q)}&pageSize=40`);
    const { data } = (await res.json()) as { data: SearchResultView };
    for (const card of data.items) {
      const detail = (
        (await (await request.get(`/api/v1/public/products/${card.id}`)).json()) as {
          data: ProductDetailView;
        }
      ).data;
      const variant = detail.variants.find((v) => v.stock >= 5);
      if (variant && !found.includes(variant.id)) found.push(variant.id);
      if (found.length >= count) return found;
    }
  }
  throw new Error('the demo catalog has too few variants in stock');
}

async function logIn(context: BrowserContext) {
  const res = await context.request.post('/community/v1/auth/login', { data: BUYER });
  expect(res.status()).toBe(200);
}

async function placeOrder(page: Page) {
  await page.getByTestId('checkout-total').waitFor();
  await page.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
  await page.getByTestId('place-order').click();
}

async function resultState(page: Page): Promise<string | null> {
  await page.waitForURL(/\/thanh-toan\/ket-qua\//, { timeout: 30_000 });
  const state = page.getByTestId('result-state');
  await state.waitFor();
  return state.getAttribute('data-state');
}

describe('buying', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest cart merges at login, takes the proposed vouchers and is paid by VNPay', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const [variantId] = await buyableVariants(context.request, 1);
    // The guest's cart (the product page's add button is covered by the storefront suite).
    expect((await context.request.post('/community/v1/user/request-guest-user')).ok()).toBe(true);
    expect(
      (await context.request.post('/api/v1/mobile/carts', { data: { variantId, quantity: 2 } })).ok(),
    ).toBe(true);
    await logIn(context);

    // The account's cart now holds the guest's line.
    const cart = (await (await context.request.get('/api/v1/mobile/carts/all')).json()) as {
      data: { data: { valid: { items: { variant_id: string; quantity: number }[] }[] } };
    };
    const merged = cart.data.data.valid
      .flatMap((group) => group.items)
      .find((item) => item.variant_id === variantId);
    expect(merged?.quantity).toBeGreaterThanOrEqual(2);

    await page.goto('/gio-hang');
    await page.getByTestId('cart-summary').waitFor();
    await page
      .getByRole('checkbox', { name: /Chọn tất cả|Tất cả/ })
      .first()
      .check();
    await expect.poll(async () => page.getByTestId('cart-checkout').isEnabled()).toBe(true);
    await screenshot(page, 'checkout-cart-phone');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/\/thanh-toan(\?|$)/);

    // The demo buyer's saved vouchers: the page applies the best combination by itself.
    await page.getByTestId('voucher-auto').waitFor();
    await page.getByTestId('payment-VNPAYQR').click();
    await page.getByTestId('checkout-total').waitFor();
    await screenshot(page, 'checkout-page-phone');
    await placeOrder(page);

    await page.waitForURL(/\/dev\/pay\/vnpay\//, { timeout: 30_000 });
    await screenshot(page, 'checkout-vnpay-simulator-phone');
    await page.getByTestId('sim-pay').click();
    expect(await resultState(page)).toBe('paid');
    await expect.poll(() => page.getByTestId('result-order').count()).toBeGreaterThan(0);
    await screenshot(page, 'checkout-paid-phone');
    await context.close();
  });

  it('cash on delivery through express checkout', async () => {
    const context = await newContext(browser, DESKTOP);
    await logIn(context);
    const page = await context.newPage();
    const [, variantId] = await buyableVariants(context.request, 2);
    await page.goto(`/thanh-toan-2?variant=${variantId}&qty=1`);
    await page.getByTestId('checkout-shop').first().waitFor();
    await page.getByTestId('payment-CASH').click();
    await screenshot(page, 'checkout-express-desktop');
    await placeOrder(page);
    expect(await resultState(page)).toBe('cod');
    await screenshot(page, 'checkout-cod-desktop');
    await context.close();
  });

  it('a payment cancelled in the gateway leaves the order awaiting payment until its deadline', async () => {
    const context = await newContext(browser, PHONE);
    await logIn(context);
    const page = await context.newPage();
    const [, , variantId] = await buyableVariants(context.request, 3);
    await page.goto(`/thanh-toan-2?variant=${variantId}&qty=1`);
    await page.getByTestId('checkout-shop').first().waitFor();
    await page.getByTestId('payment-ATM').click();
    await placeOrder(page);
    await page.waitForURL(/\/dev\/pay\/vnpay\//, { timeout: 30_000 });
    await page.getByTestId('sim-cancel').click();
    expect(await resultState(page)).toBe('awaiting_payment');
    await page.getByTestId('result-deadline').waitFor();
    await page.getByTestId('pay-again').waitFor();
    await screenshot(page, 'checkout-awaiting-payment-phone');
    await context.close();
  });
});
