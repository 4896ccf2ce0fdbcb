import { resources } from '@cho-dep/i18n/resources';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { DEMO_PASSWORD, demoProducts, logInAs, resultState } from './support/buying';

/**
 * Buying, end to end: the buying journeys in a real browser against the built server, the
 * demo data and the local payment gateway simulator.
 * - a guest fills a cart, logs in, finds it merged, checks out with the proposed vouchers and
 *   pays by VNPay in the simulator, then sees the order;
 * - a cash-on-delivery order through express checkout (/thanh-toan-2);
 * - a payment cancelled in the gateway leaves the order awaiting payment, with its deadline.
 */
const BUYER = { email: 'buyer@demo.vn', password: DEMO_PASSWORD };
const vi = resources.vi;
/** A field's label exactly, with or without the required-field star after it. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** In-stock variants of demo products from shops that can ship to the demo buyer. */
async function buyableVariants(request: APIRequestContext, count: number): Promise<string[]> {
  const found: string[] = [];
  for await (const detail of demoProducts(request, ['ao', 'dam', 'quan', 'vay'], 40)) {
    const variant = detail.variants.find((v) => v.stock >= 5);
    if (variant && !found.includes(variant.id)) found.push(variant.id);
    if (found.length >= count) return found;
  }
  throw new Error('the demo catalog has too few variants in stock');
}

/** A demo product and one of its variants with stock to spare. */
async function productToBuy(request: APIRequestContext) {
  for await (const detail of demoProducts(request, ['ao thun', 'dam', 'quan'], 20)) {
    const variant = detail.variants.find((v) => v.stock >= 5);
    if (variant && detail.options.length > 0) return { detail, variant };
  }
  throw new Error('the demo catalog has no product in stock');
}

async function countInCart(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/v1/mobile/carts/count')).json()) as { data: { data: number } }).data
    .data;
}

async function placeOrder(page: Page) {
  await page.getByTestId('checkout-total').waitFor();
  await page.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
  await page.getByTestId('place-order').click();
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
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const { detail, variant } = await productToBuy(context.request);

    // A guest picks the classification on the product page and adds it to the cart.
    await page.goto(`/san-pham/${detail.id}`);
    await page.getByTestId('gallery-main-image').waitFor();
    for (const [index, option] of detail.options.entries()) {
      const value = variant.optionValues[index]?.value ?? '';
      const button = page
        .getByRole('group', { name: option.name })
        .getByRole('button', { name: value, exact: true });
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    }
    await page.getByRole('button', { name: vi.product.actions.addToCart }).first().click();
    await expect.poll(async () => countInCart(context.request)).toBe(1);

    // On the cart page the guest logs in: the page reloads in place with the cart merged.
    await page.goto('/gio-hang');
    await page.getByTestId('cart-summary').waitFor();
    await page.getByRole('button', { name: vi.shell.login, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: vi.auth.login.title });
    await dialog.getByLabel(vi.auth.login.identifier).fill(BUYER.email);
    await dialog.getByLabel(label(vi.auth.login.password)).fill(BUYER.password);
    await dialog.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: vi.shell.login, exact: true }).count()).toBe(0);
    const cart = (await (await context.request.get('/api/v1/mobile/carts/all')).json()) as {
      data: { data: { valid: { items: { variant_id: string }[] }[] } };
    };
    expect(cart.data.data.valid.flatMap((group) => group.items).map((item) => item.variant_id)).toContain(
      variant.id,
    );

    await page.getByTestId('cart-summary').waitFor();
    await page
      .getByRole('checkbox', { name: /Chọn tất cả|Tất cả/ })
      .first()
      .check();
    await expect.poll(async () => page.getByTestId('cart-checkout').isEnabled()).toBe(true);
    await screenshot(page, 'checkout-cart-desktop');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/\/thanh-toan(\?|$)/);

    // The demo buyer's saved vouchers: the page applies the best combination by itself.
    await page.getByTestId('voucher-auto').waitFor();
    await page.getByTestId('payment-VNPAYQR').click();
    await page.getByTestId('checkout-total').waitFor();
    await screenshot(page, 'checkout-page-desktop');
    await placeOrder(page);

    await page.waitForURL(/\/dev\/pay\/vnpay\//, { timeout: 30_000 });
    await screenshot(page, 'checkout-vnpay-simulator-desktop');
    await page.getByTestId('sim-pay').click();
    expect(await resultState(page)).toBe('paid');
    await expect.poll(() => page.getByTestId('result-order').count()).toBeGreaterThan(0);
    await screenshot(page, 'checkout-paid-desktop');
    await context.close();
  });

  it('cash on delivery through express checkout', async () => {
    const context = await newContext(browser, DESKTOP);
    await logInAs(context, BUYER.email);
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
    await logInAs(context, BUYER.email);
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
