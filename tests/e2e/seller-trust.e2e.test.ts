import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

/**
 * What a first seller and admin stumbled on, in a real browser: the way to their work areas
 * from the account menu, the seller's home, preparation times that follow the pre-order
 * switch, refused forms that show what to fix, a packing slip carriers can scan, pages in the
 * reader's language, one reading of the year-one fee, and app-only vouchers on the web.
 */
const PASSWORD = 'Demo@1234';
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  await screenshot(page, `seller-trust-${name}`);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
  }
}

async function signedIn(browser: Browser, email: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  const res = await context.request.post('/community/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

async function inLanguage(context: BrowserContext, cookie: 'kr' | 'ko') {
  await context.addCookies([{ name: 'appLocale', value: cookie, url: baseUrl() }]);
}

/** The element that has focus is a field marked invalid, and it is on screen. */
async function focusedInvalidInView(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { invalid: false, inView: false, tag: 'body' };
    const box = el.getBoundingClientRect();
    const field = el.closest('[data-field], fieldset, section, div');
    return {
      invalid: el.getAttribute('aria-invalid') === 'true' || Boolean(field?.querySelector('[role="alert"]')),
      inView: box.bottom > 0 && box.top < window.innerHeight,
      tag: el.tagName,
    };
  });
}

describe('seller and admin trust (browser)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('leads a seller and an admin to their work areas; /ban-hang is the seller home', async () => {
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    const page = await seller.newPage();
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: /Tài khoản của/ }).click();
    await shot(page, 'account-menu-seller-desktop');
    await page.getByTestId('account-menu-sellerCentre').click();
    await page.waitForURL('**/ban-hang');
    // The dashboard is the home: what waits for the seller, inside the seller menu.
    await page.getByTestId('todo-toConfirm').waitFor();
    await shot(page, 'seller-home-desktop');
    await seller.close();

    const sellerPhone = await signedIn(browser, 'seller@demo.vn', PHONE);
    const phonePage = await sellerPhone.newPage();
    await phonePage.goto('/ban-hang');
    await shot(phonePage, 'seller-home-phone');
    await phonePage.goto('/trang-ca-nhan');
    await expect(phonePage.getByTestId('account-page-sellerCentre').isVisible()).resolves.toBe(true);
    await shot(phonePage, 'account-page-seller-phone');
    await sellerPhone.close();

    const admin = await signedIn(browser, 'admin@demo.vn', PHONE);
    const adminPage = await admin.newPage();
    await adminPage.goto('/trang-ca-nhan');
    await hydrated(adminPage);
    await adminPage.getByTestId('account-page-admin').click();
    await adminPage.waitForURL('**/quan-tri');
    await admin.close();

    // A buyer (and a guest) learn how to become a seller instead of being sent home.
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/ban-hang');
    expect(new URL(buyerPage.url()).pathname).toBe('/ban-hang');
    await expect(buyerPage.getByTestId('start-selling').getAttribute('href')).resolves.toBe('/become-seller');
    await shot(buyerPage, 'start-selling-phone');
    await buyerPage.setViewportSize(DESKTOP);
    await shot(buyerPage, 'start-selling-desktop');
    await buyer.close();
  });

  it('asks 1-3 days for a product in stock and 5-30 for a pre-order one; a missing picture says so', async () => {
    const seller = await signedIn(browser, 'seller@demo.vn', PHONE);
    const page = await seller.newPage();
    await page.goto('/ban-hang/quan-ly-san-pham/tao');
    await hydrated(page);
    const prep = page.locator('input[name="preparationDays"]');
    // A new product starts with the shop's default, 2 days.
    await expect(prep.inputValue()).resolves.toBe('2');
    await prep.fill('11');
    await page.locator('form button[type="submit"]').last().click();
    await expect.poll(() => page.getByText('Thêm ít nhất 1 ảnh sản phẩm').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('form-error-summary').isVisible()).resolves.toBe(true);
    await expect.poll(async () => (await focusedInvalidInView(page)).inView).toBe(true);
    await shot(page, 'product-form-errors-phone');
    // Pre-order: the field moves into 5-30 days.
    await page.getByLabel(/Hàng đặt trước/).check();
    await prep.fill('3');
    await page.getByLabel(/Hàng đặt trước/).uncheck();
    await page.getByLabel(/Hàng đặt trước/).check();
    await expect(prep.inputValue()).resolves.toBe('5');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'product-form-errors-desktop');

    // Buyers read the in-stock preparation (2 days), not "5 ngày" everywhere.
    const list = await seller.request.get('/api/v1/seller/products?tab=available');
    const products = ((await list.json()) as { data: { data: { id: string }[] } }).data.data;
    const first = products[0];
    if (!first) throw new Error('the demo seller has no product on sale');
    const detail = await seller.request.get(`/api/v1/seller/products/${first.id}`);
    const stored = (
      (await detail.json()) as { data: { product: { preparationDays: number; isPreOrder: boolean } } }
    ).data.product;
    expect(stored.isPreOrder ? stored.preparationDays >= 5 : stored.preparationDays <= 3).toBe(true);
    await page.goto(`/san-pham/${first.id}`);
    await expect(page.textContent('main')).resolves.toContain(
      `Thời gian chuẩn bị hàng: ${stored.preparationDays} ngày`,
    );
    await seller.close();
  });

  it('brings the first error of a refused voucher into view, with a summary on top', async () => {
    const seller = await signedIn(browser, 'seller@demo.vn', PHONE);
    const page = await seller.newPage();
    await page.goto('/ban-hang/ma-giam-gia/tao');
    await hydrated(page);
    await page.locator('form button[type="submit"]').last().click();
    await expect.poll(() => page.getByTestId('form-error-summary').count()).toBe(1);
    // Focus left the button for the first field in trouble, scrolled into view.
    await expect.poll(async () => (await focusedInvalidInView(page)).tag).toBe('INPUT');
    await expect.poll(async () => (await focusedInvalidInView(page)).inView).toBe(true);
    await shot(page, 'voucher-form-errors-phone');
    // The summary's links jump to their fields.
    const links = page.getByTestId('form-error-summary').locator('a');
    await expect(links.count()).resolves.toBeGreaterThan(0);
    await page.setViewportSize(DESKTOP);
    await shot(page, 'voucher-form-errors-desktop');
    await seller.close();
  });

  it('shows a wrong price range above the filter sheet footer on a phone', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/tim-kiem?q=ao');
    await hydrated(page);
    await page.getByTestId('filter-open').click();
    const sheet = page.getByRole('dialog');
    await sheet.getByTestId('price-min').fill('500000');
    await sheet.getByTestId('price-max').fill('100000');
    await page.getByTestId('filter-apply').click();
    const error = sheet.locator('p[role="alert"]').first();
    await expect.poll(() => error.count()).toBe(1);
    // The message is on screen, not hidden below the sheet's buttons.
    await expect
      .poll(async () => {
        const box = await error.boundingBox();
        const footer = await page.getByTestId('filter-apply').boundingBox();
        return box !== null && footer !== null && box.y + box.height <= footer.y;
      })
      .toBe(true);
    await shot(page, 'search-price-error-phone');
    await context.close();
  });

  it('prints the waybill and order codes as barcodes and a QR code', async () => {
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    const list = await seller.request.get('/api/v1/seller/orders');
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { data: { id: string; waybillCode: string | null }[] } })
      .data.data;
    const order = rows.find((r) => r.waybillCode) ?? rows[0];
    if (!order) throw new Error('the demo seller has no order');
    const page = await seller.newPage();
    await page.goto(`/ban-hang/quan-ly-don-hang/${order.id}/in`);
    const bars = page.getByTestId('slip-barcode');
    await expect(bars.count()).resolves.toBe(order.waybillCode ? 2 : 1);
    await expect(page.getByTestId('slip-qr').locator('svg').count()).resolves.toBe(1);
    await expect(bars.first().locator('svg').count()).resolves.toBe(1);
    await shot(page, 'packing-slip-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'packing-slip-phone');
    await seller.close();
  });

  it('speaks the reader language: chart money, attribute values, dates, the 404 page', async () => {
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    await inLanguage(seller, 'kr');
    const page = await seller.newPage();
    await page.goto('/ban-hang/tong-quan');
    await page.locator('.recharts-cartesian-axis-tick-value').first().waitFor({ timeout: 15_000 });
    const ticks = await page.locator('.recharts-yAxis .recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks.join(' ')).not.toMatch(/tr\b/);
    await shot(page, 'dashboard-en-desktop');
    await inLanguage(seller, 'ko');
    await page.goto('/ban-hang/tong-quan');
    await page.locator('.recharts-cartesian-axis-tick-value').first().waitFor({ timeout: 15_000 });
    // Korean days read YYYY. MM. DD.
    await expect(page.textContent('main')).resolves.toMatch(/\d{4}\. \d{2}\. \d{2}\./);
    await shot(page, 'dashboard-ko-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'dashboard-ko-phone');
    await seller.close();

    const context = await newContext(browser, PHONE);
    const visitor = await context.newPage();
    const missing = await visitor.goto('/khong-ton-tai');
    expect(missing?.status()).toBe(404);
    await expect(visitor.locator('h1').textContent()).resolves.toBe('Không tìm thấy trang này.');
    await shot(visitor, 'not-found-vi-phone');
    await inLanguage(context, 'ko');
    await visitor.goto('/khong-ton-tai');
    await expect(visitor.locator('h1').textContent()).resolves.toBe('이 페이지를 찾을 수 없습니다.');
    await context.close();
  });

  it('states one year-one fee and shows app-only vouchers as the app’s', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/seller');
    const body = (await page.textContent('body')) ?? '';
    expect(body).toContain('Miễn phí năm đầu (0%)');
    expect(body).not.toMatch(/hai mức|0% hoặc 3%/);
    await shot(page, 'seller-landing-phone');
    await page.goto('/chinh-sach/bieu-phi-dich-vu');
    const policy = (await page.textContent('main')) ?? '';
    expect(policy).not.toContain('{{');
    expect(policy).not.toMatch(/hai mức/);

    await page.goto('/khuyen-mai');
    const ticket = page
      .locator('article', { hasText: 'SHIPAPP50' })
      .or(page.locator('article', { hasText: 'chỉ trên ứng dụng' }));
    await expect.poll(() => ticket.count()).toBeGreaterThan(0);
    await expect(ticket.first().getByTestId('voucher-app-only').textContent()).resolves.toContain(
      'Ứng dụng sắp ra mắt',
    );
    await expect(ticket.first().getByTestId('voucher-save').count()).resolves.toBe(0);
    await ticket.first().scrollIntoViewIfNeeded();
    await shot(page, 'app-only-voucher-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'app-only-voucher-desktop');
    await context.close();
  });
});
