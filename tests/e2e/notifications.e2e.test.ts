import { join } from 'node:path';
import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { csrfOf, demoSellerVariant, placeExpressOrder, signedIn } from './support/buying';

/**
 * The notification centre, live: the buyer's page is open when the seller confirms their
 * order (from a second browser context); the notification appears on the buyer's page
 * without a reload, the bell counts it, its tap opens the order; "mark all read" clears the
 * count. Web Push itself is proven against a local push service in push.api.test.ts.
 */
const vi = resources.vi;

/** What the screen shows without scrolling (the full-page shots are for the whole layout). */
const viewShot = (page: Page, name: string) =>
  page.screenshot({ path: join(process.cwd(), 'tests/e2e/screenshots', `${name}.png`) });

const bellCount = async (page: Page) =>
  Number(await page.getByTestId('notification-count').first().getAttribute('data-count'));

async function unreadFromApi(context: BrowserContext): Promise<number> {
  const res = await context.request.get('/api/v1/mobile/notification-buyer/unread-count');
  return ((await res.json()) as { data: { data: number } }).data.data;
}

describe('notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an order stage change shows live on the buyer’s open page, its tap opens the order, read all clears the count', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const target = await demoSellerVariant(buyer.request, 2);
    const order = await placeExpressOrder(buyer, { ...target, method: 'self', paymentMethod: 'CASH' });

    const page = await buyer.newPage();
    // The page's socket has connected (Socket.IO's "40" connect packet) before the seller acts.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().includes('/socket.io/')) return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).startsWith('40')) resolve();
        });
      });
    });
    await page.goto('/');
    await hydrated(page);
    await connected;
    await page.locator('html[data-live-notifications]').waitFor({ state: 'attached' });
    // The bell shows the unread count the server has (the demo buyer starts with some).
    const before = await unreadFromApi(buyer);
    await expect.poll(() => bellCount(page)).toBe(before);

    // The seller confirms the order from their own browser.
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    const confirmed = await seller.request.post(`/api/v1/seller/orders/${order.id}/confirm`, {
      headers: { 'x-csrf-token': await csrfOf(seller) },
    });
    expect(confirmed.status()).toBe(200);

    const live = page.getByTestId('live-notification');
    await live.waitFor({ timeout: 15_000 });
    await expect.poll(() => live.textContent()).toContain(order.code);
    expect(await live.textContent()).toContain(
      vi.notifications.order.seller_confirm.replace('{{code}}', order.code),
    );
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await viewShot(page, 'notifications-live-phone');

    // Its tap opens the order, and marks it read.
    await live.locator('button').first().click();
    await page.waitForURL(new RegExp(`/trang-ca-nhan/don-hang/${order.id}$`));
    await expect.poll(() => unreadFromApi(buyer)).toBe(before);

    // The notification centre: the order's stage is in the list; read all clears the bell.
    await page.goto('/trang-ca-nhan?tab=notifications');
    await hydrated(page);
    const first = page.getByTestId('notification').first();
    await expect.poll(() => first.textContent()).toContain(order.code);
    await page.getByTestId('notification-tab-orders').click();
    await expect.poll(() => page.getByTestId('notification').first().textContent()).toContain(order.code);
    await viewShot(page, 'notifications-centre-phone');
    await page.getByTestId('notification-tab-all').click();
    for (const list of ['commerce', 'social'] as const) {
      await page.getByTestId(`notification-list-${list}`).click();
      await page.getByTestId('notification').first().waitFor();
      const readAll = page.getByTestId('notifications-read-all');
      if ((await page.locator('[data-testid="notification"][data-unread="true"]').count()) > 0) {
        await readAll.click();
        await readAll.waitFor({ state: 'detached' });
      }
    }
    await expect.poll(() => bellCount(page)).toBe(0);
    expect(await unreadFromApi(buyer)).toBe(0);
    expect(await page.getByTestId('notification').first().getAttribute('data-unread')).toBe('false');

    // The seller was told too, on the shop list, at 1366x900.
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/trang-ca-nhan?tab=notifications');
    await hydrated(sellerPage);
    await expect
      .poll(() => sellerPage.getByTestId('notification').first().textContent())
      .toContain(order.code);
    // The bell's count loads with the page's first idle moment, after the list it sits above.
    await expect.poll(() => bellCount(sellerPage)).toBeGreaterThan(0);
    await viewShot(sellerPage, 'notifications-centre-desktop');
    await screenshot(sellerPage, 'notifications-centre-desktop-full');
    await buyer.close();
    await seller.close();
  });

  it('logging out in one tab sends the other tabs home', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', DESKTOP);
    const one = await buyer.newPage();
    const two = await buyer.newPage();
    await one.goto('/trang-ca-nhan?tab=notifications');
    await two.goto('/trang-ca-nhan?tab=profile');
    await hydrated(one);
    await hydrated(two);
    // The account menu's logout in the first tab.
    await one
      .getByRole('button', { name: /^Tài khoản của/ })
      .first()
      .click();
    await one.getByRole('banner').getByRole('button', { name: vi.shell.accountMenu.logout }).click();
    await one.waitForURL((url) => url.pathname === '/');
    // The second tab follows through the local-storage signal and goes home, signed out.
    await two.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await hydrated(two);
    expect(await two.getByTestId('notification-bell').count()).toBe(0);
    await buyer.close();
  });
});
