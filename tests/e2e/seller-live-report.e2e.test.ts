import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { signedIn } from './support/buying';

/** The demo's past live (seed-demo-live.ts) shows in the seller's reports with its figures. */
const DEMO_REPLAY_TITLE = 'Tối thứ sáu: thử đồ cùng shop';

describe("seller reports' live section", () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await signedIn(browser, 'seller@demo.vn', DESKTOP);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('lists the lives that went on air with their peak viewers, orders and revenue, and the totals', async () => {
    const page = await context.newPage();
    await page.goto('/ban-hang/phan-tich');
    await hydrated(page);
    const section = page.getByTestId('live-report');
    await expect.poll(() => section.textContent()).toContain(DEMO_REPLAY_TITLE);
    expect(await section.textContent()).toContain('Người xem cao nhất: 128');
    expect(await page.getByTestId('live-report-total').textContent()).toMatch(/Tổng \d+ buổi live/);
    await screenshot(page, 'seller-live-report-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'seller-live-report-phone');
  });
});
