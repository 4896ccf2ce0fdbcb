import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { csrfOf, demoSellerVariant, placeExpressOrder, signedIn } from './support/buying';

/**
 * Orders, end to end: orders after checkout, in a real browser against the built server.
 * - a COD order goes from placed to completed through the seller centre and the carrier
 *   simulator, and the buyer reviews it;
 * - a cancel request is refused by the seller;
 * - a paid order is returned and refunded with the admin's approval.
 * Orders are placed through the checkout API (the checkout journeys are in checkout.e2e.test.ts);
 * every step after that is done on the pages.
 */
const vi = resources.vi;
/** The page fits its window: nothing scrolls sideways (a phone user would see a broken page). */
async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, page.url()).toBeLessThanOrEqual(width);
}

async function sellerClicks(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
}

describe('orders after checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a COD order goes from placed to completed through the seller centre and the carrier, and is reviewed', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const target = await demoSellerVariant(buyer.request, 3);
    const order = await placeExpressOrder(buyer, { ...target, method: 'ghtk', paymentMethod: 'CASH' });

    // The seller confirms and hands the parcel to GHTK.
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/ban-hang/quan-ly-don-hang/${order.id}`);
    await hydrated(sellerPage);
    await sellerClicks(sellerPage, vi.sellerOrders.actions.confirm);
    await sellerPage.getByRole('button', { name: vi.sellerOrders.actions.handOver }).first().waitFor();
    await sellerClicks(sellerPage, vi.sellerOrders.actions.handOver);
    await sellerPage
      .getByRole('dialog')
      .getByRole('button', { name: vi.sellerOrders.shipDialog.submit })
      .click();
    await sellerPage.getByRole('dialog').waitFor({ state: 'detached' });
    await fitsWidth(sellerPage);
    await screenshot(sellerPage, 'orders-seller-handed-over-desktop');

    // The carrier (simulator) picks it up and delivers it.
    await sellerPage.goto(`/dev/carrier?q=${order.code}`);
    await sellerPage.getByTestId('carrier-scenario-happy').first().click();
    await expect
      .poll(async () => sellerPage.getByTestId('carrier-order-status').first().textContent(), {
        timeout: 15_000,
      })
      .toContain('delivered');

    // The buyer confirms receipt: the order is completed.
    const page = await buyer.newPage();
    await page.goto(`/trang-ca-nhan/don-hang/${order.id}`);
    await hydrated(page);
    await page.getByTestId('order-confirm-receipt').first().click();
    await page.getByTestId('order-confirm-submit').click();
    await expect
      .poll(async () => {
        const body = (await (await buyer.request.get(`/api/v1/mobile/orders/${order.id}`)).json()) as {
          data: { completedAt: string | null };
        };
        return body.data.completedAt !== null;
      })
      .toBe(true);
    await fitsWidth(page);
    await screenshot(page, 'orders-completed-phone');

    // And reviews what they bought.
    await page.goto('/trang-ca-nhan?tab=reviews');
    await hydrated(page);
    await page.getByTestId('review-write').first().click();
    const form = page.getByTestId('review-form');
    await form
      .locator('label')
      .filter({ hasText: vi.reviews.filters.starLabel_other.replace('{{count}}', '5') })
      .click();
    await form.locator('textarea').fill('Áo đẹp, vải mát, giao nhanh. Sẽ ủng hộ shop tiếp!');
    await screenshot(page, 'orders-review-form-phone');
    await page.getByTestId('review-submit').click();
    await expect
      .poll(async () => {
        const mine = (await (await buyer.request.get('/api/v1/mobile/reviews/mine')).json()) as {
          data: { data: { comment: string }[] };
        };
        return mine.data.data.some((r) => r.comment.startsWith('Áo đẹp, vải mát'));
      })
      .toBe(true);
    await buyer.close();
    await seller.close();
  });

  it('a cancel request is refused by the seller and the order goes on', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const target = await demoSellerVariant(buyer.request, 3);
    const order = await placeExpressOrder(buyer, { ...target, method: 'self', paymentMethod: 'CASH' });
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/ban-hang/quan-ly-don-hang/${order.id}`);
    await hydrated(sellerPage);
    await sellerClicks(sellerPage, vi.sellerOrders.actions.confirm);
    await sellerPage.getByRole('button', { name: vi.sellerOrders.actions.handOver }).first().waitFor();

    // After the seller confirmed, the buyer can only ask to cancel.
    const page = await buyer.newPage();
    await page.goto(`/trang-ca-nhan/don-hang/${order.id}`);
    await hydrated(page);
    await page.getByTestId('order-cancel').first().click();
    const sheet = page.getByTestId('cancel-sheet');
    await sheet.getByRole('radio').first().check();
    await page.getByTestId('order-cancel-submit').click();
    await expect.poll(async () => orderStatusOf(buyer, order.id)).toBe('cancellation_pending');

    await sellerPage.reload();
    await sellerClicks(sellerPage, vi.sellerOrders.actions.refuseCancel);
    await expect.poll(async () => orderStatusOf(buyer, order.id)).toBe('awaiting_pickup');
    await screenshot(sellerPage, 'orders-cancel-refused-desktop');
    await buyer.close();
    await seller.close();
  });

  it("a paid order is returned and refunded with the admin's approval", async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const target = await demoSellerVariant(buyer.request, 3);
    const order = await placeExpressOrder(buyer, { ...target, method: 'self', paymentMethod: 'VNPAYQR' });
    const page = await buyer.newPage();
    await page.goto(order.paymentUrl as string);
    await page.getByTestId('sim-pay').click();
    await page.waitForURL(/\/thanh-toan\/ket-qua\//);

    // The seller confirms, delivers it itself and marks it delivered.
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    const headers = { 'x-csrf-token': await csrfOf(seller) };
    for (const [path, data] of [
      ['confirm', {}],
      ['ship', { method: 'self', waybillCode: 'TUGIAO-0001' }],
      ['delivered', {}],
    ] as const) {
      const res = await seller.request.post(`/api/v1/seller/orders/${order.id}/${path}`, { data, headers });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    }

    // The buyer asks for a refund, with a photo.
    await page.goto(`/trang-ca-nhan/don-hang/${order.id}`);
    await hydrated(page);
    await page.getByTestId('order-request-return').first().click();
    await page.waitForURL(/\/tra-hang$/);
    await page.locator('input[type=checkbox]').first().check();
    await page.locator('textarea').fill('Áo bị lỗi đường may ở tay áo, không mặc được.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'loi.png', mimeType: 'image/png', buffer: PHOTO });
    await expect
      .poll(() =>
        page
          .locator('img')
          .filter({ hasNot: page.locator('header img') })
          .count(),
      )
      .toBeGreaterThan(0);
    await fitsWidth(page);
    await screenshot(page, 'orders-return-request-phone');
    await page.getByRole('button', { name: vi.returns.form.submit }).click();
    await expect.poll(async () => orderStatusOf(buyer, order.id)).toBe('return_refund');

    // The seller agrees and, once the parcel is back, marks it received.
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/ban-hang/tra-hang-hoan-tien');
    const card = sellerPage.getByTestId('seller-return').filter({ hasText: order.code });
    await card.getByRole('button', { name: vi.returns.seller.agree, exact: true }).click();
    await card.getByRole('button', { name: vi.returns.seller.received, exact: true }).click();
    await expect
      .poll(() => card.getByRole('button', { name: vi.returns.seller.received, exact: true }).count())
      .toBe(0);

    // The admin approves: the money goes back through VNPay (the simulator's refund call).
    const admin = await signedIn(browser, 'admin@demo.vn', DESKTOP);
    const adminPage = await admin.newPage();
    await adminPage.goto('/quan-tri/hoan-tien');
    const request = adminPage.getByTestId('admin-return').filter({ hasText: order.code });
    await request.getByRole('button', { name: vi.returns.admin.approve, exact: true }).click();
    await expect
      .poll(async () => {
        const body = (await (await buyer.request.get(`/api/v1/mobile/orders/${order.id}`)).json()) as {
          data: { paymentStatus: string };
        };
        return body.data.paymentStatus;
      })
      .toBe('refunded');
    await screenshot(adminPage, 'orders-refund-approved-desktop');
    await buyer.close();
    await seller.close();
    await admin.close();
  });
});

/** A small real PNG (8x8, red): the return request needs a photo the server can decode. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

async function orderStatusOf(context: BrowserContext, orderId: string): Promise<string> {
  const body = (await (await context.request.get(`/api/v1/mobile/orders/${orderId}`)).json()) as {
    data: { status: string };
  };
  return body.data.status;
}
