import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { csrfOf, demoSellerVariant, logInAs, placeExpressOrder, resultState } from './support/buying';

/**
 * What a first buyer stumbled on, in a real browser:
 * - a guest who paid sees the order again: on the result page (even back from the gateway
 *   without the session), by the e-mailed signed link in another browser, and by looking it up
 *   with its code and phone; a wrong contact says only "not found";
 * - a buyer who browses on another host name comes back from the gateway to the payment's result
 *   and an offer to log in, never "Không tải được đơn hàng";
 * - the buyer tracks the parcel on our own page, every carrier scan in words;
 * - toasts: at most two, never over the buy bar, gone on the next page;
 * - phones: checkout focused (back, title, steps), the product's buy bar in the bottom
 *   navigation's place.
 */
const vi = resources.vi;

/** What a person sees on the screen (fixed bars, toasts, sheets), not the whole page. */
async function viewShot(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'tests/e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

async function visible(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().isVisible();
}

/** The bottom edge of an element, in the viewport. */
async function bottomOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box.y + box.height;
}

describe('what a first buyer stumbled on', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest who paid finds the order again: result page, e-mailed link elsewhere, lookup', async () => {
    const guest = await newContext(browser, PHONE);
    const page = await guest.newPage();
    const { detail, variant } = await demoSellerVariant(guest.request);

    // Phones: the product's buy bar sits where the bottom navigation was, not on top of it.
    await page.goto(`/san-pham/${detail.id}`);
    await page.getByTestId('buy-now').waitFor();
    expect(await visible(page, `nav[aria-label="${vi.shell.nav.label}"]`)).toBe(false);
    expect(await bottomOf(page, '[data-testid="buy-now"]')).toBeGreaterThan(PHONE.height - 80);
    await viewShot(page, 'trust-product-buy-bar-phone');

    // Checkout on a phone: back, title and steps; no search header, no footer, no bottom bar.
    await page.goto(`/thanh-toan-2?variant=${variant.id}&qty=1`);
    await page.getByTestId('focused-header').waitFor();
    expect(await visible(page, 'footer')).toBe(false);
    expect(await visible(page, `nav[aria-label="${vi.shell.nav.label}"]`)).toBe(false);
    expect(
      await page
        .getByRole('searchbox')
        .first()
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    expect(await bottomOf(page, '[data-testid="place-order"]')).toBeGreaterThan(PHONE.height - 80);

    const fields = vi.account.addresses.fields;
    const form = page.getByTestId('guest-address-form');
    await form.getByLabel(fields.name).fill('Trần Văn Khách');
    await form.getByLabel(fields.phone).fill('0912345678');
    const province = form.getByLabel(fields.province);
    await expect.poll(() => province.locator('option').count()).toBeGreaterThan(1);
    await province.selectOption({ index: 1 });
    const ward = form.getByLabel(fields.ward);
    await expect.poll(() => ward.locator('option').count()).toBeGreaterThan(1);
    await ward.selectOption({ index: 1 });
    await form.getByLabel(fields.specificAddress).fill('12 Nguyễn Huệ');
    const email = `khach-${Date.now()}@example.vn`;
    await page.getByTestId('guest-email').fill(email);
    await page.getByTestId('payment-VNPAYQR').click();
    await page.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
    await viewShot(page, 'trust-checkout-focused-phone');
    await page.getByTestId('place-order').click();

    // In the gateway the buyer's session is lost (another host name, cookies cleared): the
    // result page still reads the payment with the return address's token.
    await page.waitForURL(/\/dev\/pay\/vnpay\//, { timeout: 30_000 });
    await guest.clearCookies();
    await page.getByTestId('sim-pay').click();
    expect(await resultState(page, { settled: true })).toBe('paid');
    await page.getByTestId('focused-header').waitFor();
    const code =
      ((await page.getByTestId('result-order-code').first().textContent()) ?? '').split(': ').pop() ?? '';
    expect(code).toMatch(/^CD/);
    await viewShot(page, 'trust-result-paid-no-session-phone');
    const resultUrl = page.url();

    // "Xem đơn hàng" opens the order, never a silent trip home.
    await page.getByTestId('result-order-link').first().click();
    await page.waitForURL(/\/don-hang\//);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-code').textContent()).toBe(code);
    await page.getByTestId('signed-order-login').waitFor();

    // The order e-mail's link, opened in another browser.
    const mail = (await (
      await page.request.get(`/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(email)}`)
    ).json()) as { data: { body: string } };
    const link = /https?:\/\/\S+\/don-hang\/\S+/.exec(mail.data.body)?.[0] ?? '';
    expect(link).toContain('?t=');
    const elsewhere = await newContext(browser, DESKTOP);
    const other = await elsewhere.newPage();
    await other.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await other.getByTestId('order-detail').waitFor();
    expect(await other.getByTestId('order-code').textContent()).toBe(code);
    await screenshot(other, 'trust-signed-order-desktop');
    // The result address (with its token) reads in another browser too.
    await other.goto(resultUrl.replace(/^https?:\/\/[^/]+/, baseUrl()));
    expect(await resultState(other, { settled: true })).toBe('paid');
    await other.getByTestId('result-lookup').waitFor();
    await screenshot(other, 'trust-result-paid-desktop');

    // The lookup, from the footer: a wrong phone is "not found", the right one opens the order.
    await other.goto('/');
    await other.getByTestId('footer-order-lookup').click();
    await other.waitForURL(/\/tra-cuu-don-hang/);
    await other.getByLabel(vi.orders.lookup.code).fill(code.toLowerCase());
    await other.getByLabel(vi.orders.lookup.contact).fill('0999999999');
    await other.getByTestId('order-lookup-submit').click();
    await expect
      .poll(() => other.getByTestId('order-lookup-error').textContent())
      .toBe(vi.orders.lookup.notFound);
    await screenshot(other, 'trust-lookup-not-found-desktop');
    await other.getByLabel(vi.orders.lookup.contact).fill('0912 345 678');
    await other.getByTestId('order-lookup-submit').click();
    await other.waitForURL(/\/don-hang\//);
    expect(await other.getByTestId('order-code').textContent()).toBe(code);
    await elsewhere.close();

    const phone = await newContext(browser, PHONE);
    const lookup = await phone.newPage();
    await lookup.goto('/tra-cuu-don-hang');
    await hydrated(lookup);
    await lookup.getByLabel(vi.orders.lookup.code).fill(code);
    await lookup.getByLabel(vi.orders.lookup.contact).fill(email);
    await screenshot(lookup, 'trust-lookup-phone');
    await lookup.getByTestId('order-lookup-submit').click();
    await lookup.waitForURL(/\/don-hang\//);
    await lookup.getByTestId('order-detail').waitFor();
    await screenshot(lookup, 'trust-signed-order-phone');
    await phone.close();
    await guest.close();
  });

  it('a buyer on another host name comes back from the gateway to the result and a login offer', async () => {
    // The buyer browses on localhost; the server's public address is 127.0.0.1.
    const here = new URL(baseUrl());
    const otherHost = `${here.protocol}//localhost:${here.port}`;
    const context = await browser.newContext({ baseURL: otherHost, viewport: PHONE, locale: 'vi-VN' });
    await logInAs(context, 'buyer@demo.vn');
    const target = await demoSellerVariant(context.request);
    const order = await placeExpressOrder(context, { ...target, method: 'ghtk', paymentMethod: 'VNPAYQR' });
    const page = await context.newPage();
    await page.goto(order.paymentUrl ?? '');
    await page.getByTestId('sim-pay').click();
    expect(await resultState(page, { settled: true })).toBe('paid');
    expect(await page.getByText(vi.checkout.loadFailed).count()).toBe(0);
    if (new URL(page.url()).host !== new URL(otherHost).host) {
      // Back on the configured address, where this browser has no session: offered a login.
      await page.getByTestId('result-login-prompt').waitFor();
      await page.getByTestId('result-login').waitFor();
    }
    await viewShot(page, 'trust-result-other-host-phone');
    await page.getByTestId('result-order-link').first().click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-code').textContent()).toBe(order.code);
    await context.close();
  });

  it('the buyer tracks the parcel on our own page: every scan and the payment in words', async () => {
    const buyer = await newContext(browser, PHONE);
    await logInAs(buyer, 'buyer@demo.vn');
    const target = await demoSellerVariant(buyer.request);
    const order = await placeExpressOrder(buyer, { ...target, method: 'ghn', paymentMethod: 'VNPAYQR' });
    const page = await buyer.newPage();
    await page.goto(order.paymentUrl ?? '');
    await page.getByTestId('sim-pay').click();
    expect(await resultState(page, { settled: true })).toBe('paid');

    // The seller confirms and hands over to GHN; the simulated GHN drives the parcel home.
    const seller = await newContext(browser, DESKTOP);
    await logInAs(seller, 'seller@demo.vn');
    const headers = { 'x-csrf-token': await csrfOf(seller) };
    expect(
      (await seller.request.post(`/api/v1/seller/orders/${order.id}/confirm`, { headers })).status(),
    ).toBe(200);
    const shipped = await seller.request.post(`/api/v1/seller/orders/${order.id}/ship`, {
      headers,
      data: { method: 'ghn' },
    });
    expect(shipped.status()).toBe(200);
    const { data: shipping } = (await shipped.json()) as { data: { trackingCode: string } };
    const simulator = await seller.newPage();
    await simulator.goto(`/dev/carrier?q=${shipping.trackingCode}`);
    await simulator.getByTestId('carrier-scenario-happy').first().click();
    await expect
      .poll(async () => simulator.getByTestId('carrier-order-status').first().textContent(), {
        timeout: 15_000,
      })
      .toContain('delivered');
    await seller.close();

    await page.goto(`/trang-ca-nhan/don-hang/${order.id}`);
    await page.getByTestId('order-detail').waitFor();
    const timeline = (await page.getByTestId('order-timeline').textContent()) ?? '';
    expect(timeline).not.toMatch(/GHN |GHTK |\bvnpay\b/);
    expect(timeline).toContain(vi.orders.carrierStatus.ghn.delivered);
    expect(timeline).toContain(vi.orders.paidVia.replace('{{provider}}', vi.orders.paymentProviders.vnpay));
    expect(await page.getByTestId('tracking-latest').textContent()).toContain(
      vi.orders.carrierStatus.ghn.delivered,
    );
    await viewShot(page, 'trust-order-detail-phone');
    await page.getByTestId('tracking-open').click();
    const scans = page.getByTestId('tracking-events');
    await scans.waitFor();
    const text = (await scans.textContent()) ?? '';
    for (const status of [
      'picked',
      'storing',
      'transporting',
      'sorting',
      'delivering',
      'delivered',
    ] as const) {
      expect(text).toContain(vi.orders.carrierStatus.ghn[status]);
    }
    await page.waitForTimeout(300);
    await viewShot(page, 'trust-tracking-sheet-phone');

    const wide = await newContext(browser, DESKTOP);
    await logInAs(wide, 'buyer@demo.vn');
    const desk = await wide.newPage();
    await desk.goto(`/trang-ca-nhan/don-hang/${order.id}`);
    await hydrated(desk);
    await desk.getByTestId('tracking-open').click();
    await desk.getByTestId('tracking-events').waitFor();
    await desk.waitForTimeout(300);
    await viewShot(desk, 'trust-tracking-sheet-desktop');
    await wide.close();
    await buyer.close();
  });

  it('toasts: at most two, never over the buy bar, closed on the next page', async () => {
    const buyer: BrowserContext = await newContext(browser, PHONE);
    await logInAs(buyer, 'buyer@demo.vn');
    const { detail, variant } = await demoSellerVariant(buyer.request);
    const page = await buyer.newPage();
    await page.goto(`/san-pham/${detail.id}`);
    await page.getByTestId('buy-now').waitFor();
    for (const [index, option] of detail.options.entries()) {
      const value = variant.optionValues[index]?.value ?? '';
      const button = page
        .getByRole('group', { name: option.name })
        .getByRole('button', { name: value, exact: true });
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    }
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.getByTestId('toast').count()).toBe(Math.min(i + 1, 2));
    }
    // Between the header and the buy bar: neither the cart button nor "Mua ngay" is covered.
    const bar = await page.getByTestId('add-to-cart').boundingBox();
    const header = await page.locator('header').first().boundingBox();
    for (const toast of await page.getByTestId('toast').all()) {
      const box = await toast.boundingBox();
      expect(box && bar && box.y + box.height <= bar.y).toBe(true);
      expect(box && header && box.y >= header.y + header.height).toBe(true);
    }
    await viewShot(page, 'trust-toasts-phone');
    // Dismissible, and not carried to the next page.
    await page.getByTestId('toast').first().getByRole('button').click();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(1);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(2);
    await page.getByRole('link', { name: vi.shell.cart.label }).first().click();
    await page.waitForURL(/\/gio-hang/);
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    await buyer.close();
  });
});
