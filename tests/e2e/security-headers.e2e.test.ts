import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE } from './support/browser';

/**
 * The Content-Security-Policy (decision 028) in a real browser: the pages hydrate and work
 * with scripts limited to our files and the request's nonce, and Chromium reports no
 * violation on the buyer's, the seller's and the simulators' pages.
 */
const PASSWORD = 'Demo@1234';

/** Every CSP violation Chromium reports on the console (and any uncaught page error). */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`${page.url()}: ${error.message}`));
  return seen;
}

function expectProtected(response: Response | null) {
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('payment=()');
  // Served over plain HTTP here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

async function signedIn(browser: Browser, email: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  const res = await context.request.post('/community/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

describe('Content-Security-Policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buyer pages hydrate with no violation: home, product, express checkout and the gateway page', async () => {
    const context = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const page = await context.newPage();
    const violations = watchViolations(page);

    expectProtected(await page.goto('/'));
    await hydrated(page);
    // The built scripts and styles are served before the API's middleware, with the same headers.
    const asset = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel=modulepreload]')?.href ?? '',
    );
    const assetHeaders = (await context.request.get(asset)).headers();
    expect(assetHeaders['x-content-type-options']).toBe('nosniff');

    const search = (await (
      await context.request.get('/api/v1/public/products/search?q=ao&pageSize=20')
    ).json()) as {
      data: SearchResultView;
    };
    const product = search.data.items[0];
    expect(product).toBeDefined();
    expectProtected(await page.goto(`/san-pham/${product?.id}`));
    await hydrated(page);

    const detail = (await (await context.request.get(`/api/v1/public/products/${product?.id}`)).json()) as {
      data: { variants: { id: string; stock: number }[] };
    };
    const variant = detail.data.variants.find((v) => v.stock >= 2);
    expectProtected(await page.goto(`/thanh-toan-2?variant=${variant?.id}&qty=1`));
    await hydrated(page);
    await page.getByTestId('checkout-shop').first().waitFor();
    // The client-side interaction works: scripts ran under the policy.
    await page.getByTestId('payment-ATM').click();
    await page.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/dev\/pay\/vnpay\//, { timeout: 30_000 });
    await page.getByTestId('sim-cancel').click();
    await page.waitForURL(/\/thanh-toan\/ket-qua\//, { timeout: 30_000 });
    await page.getByTestId('result-state').waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });

  it('seller centre, admin and carrier simulator pages show no violation', async () => {
    const seller = await signedIn(browser, 'seller@demo.vn');
    const page = await seller.newPage();
    const violations = watchViolations(page);
    for (const path of ['/ban-hang', '/ban-hang/quan-ly-san-pham', '/ban-hang/tong-quan']) {
      expectProtected(await page.goto(path));
      await hydrated(page);
    }
    // The carrier simulator is a plain page with its own style tag (loopback here).
    expectProtected(await page.goto('/dev/carrier'));
    await page.locator('form.search').waitFor();
    await seller.close();

    const admin = await signedIn(browser, 'admin@demo.vn');
    const adminPage = await admin.newPage();
    const adminViolations = watchViolations(adminPage);
    expectProtected(await adminPage.goto('/quan-tri'));
    await hydrated(adminPage);
    const docs = await adminPage.goto('/api/docs');
    expect(docs?.status()).toBe(200);
    await admin.close();

    expect([...violations, ...adminViolations]).toEqual([]);
  });

  it('refuses to be framed by another page', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const violations = watchViolations(page);
    await page.goto('/api/docs');
    const origin = new URL(page.url()).origin;
    // A page of ours that tries to frame the home page: frame-ancestors 'none' blocks it.
    await page.setContent(`<iframe id="f" src="${origin}/"></iframe>`);
    // Chromium reports the refusal once the frame's answer arrives.
    await expect
      .poll(() => violations.join('\n'), { timeout: 15_000 })
      .toMatch(/frame-ancestors|X-Frame-Options|Refused to (display|frame)/i);
    const framed = page.frames().find((f) => f.url().startsWith(origin) && f !== page.mainFrame());
    const body = framed ? await framed.evaluate(() => document.body?.textContent ?? '').catch(() => '') : '';
    expect(body).toBe('');
    await context.close();
  });
});
