import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, newContext } from './support/browser';
import { logInAs } from './support/buying';

/**
 * Presence from real pages: a signed-in buyer's open page makes them "online" for a seller,
 * and leaving it makes them offline with a last-seen time. Run by the browser suite on one
 * server, and by scripts/e2e-two-processes.mjs with the buyer's pages on one process and the
 * seller's on another (CHAT_BUYER_ORIGIN, CHAT_SELLER_ORIGIN), where the mark travels through
 * the shared database.
 */
describe('presence between a buyer and a seller', () => {
  let browser: Browser;
  let buyer: BrowserContext;
  let seller: BrowserContext;
  const sellerOrigin = () => process.env.CHAT_SELLER_ORIGIN ?? baseUrl();

  beforeAll(async () => {
    browser = await launchBrowser();
    buyer = await newContext(browser);
    await logInAs(buyer, 'buyer@demo.vn');
    seller = await browser.newContext({ baseURL: sellerOrigin(), locale: 'vi-VN' });
    await logInAs(seller, 'seller@demo.vn');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const presenceSeenBySeller = async (userId: string) => {
    const res = await seller.request.get(`/api/v1/mobile/presence?userIds=${userId}`);
    expect(res.status()).toBe(200);
    const [entry] = ((await res.json()) as { data: { online: boolean; lastSeenAt: string | null }[] }).data;
    return entry;
  };
  const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('shows the buyer online while their page is open and offline once they leave it', async () => {
    const me = await buyer.request.get('/community/v1/profile/me');
    const buyerId = ((await me.json()) as { data: { _id: string } }).data._id;

    const page: Page = await buyer.newPage();
    await page.goto('/');
    await hydrated(page);
    const online = await until(
      () => presenceSeenBySeller(buyerId),
      (entry) => entry?.online === true,
    );
    expect(online?.online).toBe(true);

    await page.close({ runBeforeUnload: true });
    const offline = await until(
      () => presenceSeenBySeller(buyerId),
      (entry) => entry?.online === false,
    );
    expect(offline?.online).toBe(false);
    expect(offline?.lastSeenAt).not.toBeNull();
  });
});
