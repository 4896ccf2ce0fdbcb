import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, screenshot } from './support/browser';
import { newBuyer } from './support/group-buyers';
import {
  getData,
  goLiveFromStudio,
  pinAtLivePrice,
  scheduleDemoLive,
  studioBrowser,
} from './support/live-studio-steps';

/**
 * Live shopping from both sides: the demo seller goes live from the browser studio (Chromium's
 * fake camera) and pins a product at a live price; a buyer on a phone watches (the video's frames
 * advance), chats, and buys the pinned product in the sheet over the video without the video
 * stopping; the seller's figures count the order; after the end, the replay opens at that
 * product's chapter. Its own Chromium: the suite's shared one has no fake camera.
 */
const tag = Date.now().toString(36).slice(-5);
const TITLE = `Live mua sắm ${tag}`;

interface Chapter {
  offsetSeconds: number;
  pin: { product: { card: { id: string } } | null };
}

/** The watch page's video: where it plays now and whether it has pictures. */
const playing = (page: Page) =>
  page
    .getByTestId('live-watch')
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => ({
      time: video.currentTime,
      width: video.videoWidth,
      // Marked once by the test: still there means the same element kept playing.
      marked: (video as HTMLVideoElement & { journeyMark?: boolean }).journeyMark === true,
    }));

describe('live shopping', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let buyer: BrowserContext;

  beforeAll(async () => {
    ({ browser, seller } = await studioBrowser());
    buyer = (await newBuyer(browser, 'Ngoc')).context;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a buyer watches, chats and buys the pinned product over the video; the replay opens at its chapter', async () => {
    // The seller: a live scheduled for now, on air from the studio, a product pinned at a live price.
    const liveId = await scheduleDemoLive(seller, TITLE);
    const studio = await seller.newPage();
    await studio.goto(`/ban-hang/live/${liveId}`);
    await hydrated(studio);
    await goLiveFromStudio(studio, seller, liveId);

    // The buyer finds it on the home page's "Đang live" strip, on air.
    const watch = await buyer.newPage();
    await watch.goto('/');
    await watch.getByTestId('home-lives').locator(`a[href="/live/${liveId}"][data-state="live"]`).waitFor();

    // The buyer opens the live: the video plays (its time moves on, it has pictures).
    await watch.goto(`/live/${liveId}`);
    await hydrated(watch);
    await expect.poll(async () => (await playing(watch)).width, { timeout: 20_000 }).toBeGreaterThan(0);
    const before = (await playing(watch)).time;
    await expect
      .poll(async () => (await playing(watch)).time, { timeout: 15_000 })
      .toBeGreaterThan(before + 1);
    await watch
      .getByTestId('live-watch')
      .locator('video')
      .first()
      .evaluate((video) => {
        (video as HTMLVideoElement & { journeyMark?: boolean }).journeyMark = true;
      });
    // The seller's studio counts the buyer among the viewers.
    await expect
      .poll(() => studio.getByTestId('studio-figure-viewers').textContent(), { timeout: 15_000 })
      .toBe('1');

    // The seller pins a product at a live price; it appears over the buyer's video.
    const productId = await pinAtLivePrice(studio, seller, liveId);
    const { pin } = await getData<{ pin: { livePrice: number } }>(buyer, `/api/v1/lives/${liveId}`);
    await expect
      .poll(() => watch.getByTestId('live-pinned').getAttribute('data-product-id'), { timeout: 10_000 })
      .toBe(productId);

    // Chat: the message shows on the buyer's page and in the seller's studio.
    const text = `Size M còn không shop ${tag}`;
    await watch.getByTestId('live-chat-input').fill(text);
    await watch.getByTestId('live-chat-send').click();
    await watch.getByTestId('live-chat-message').filter({ hasText: text }).waitFor();
    await studio.getByText(text).waitFor();

    // Buying: the pinned product opens its sheet over the video; the express checkout too.
    await watch.getByTestId('live-pinned').click();
    const sheet = watch.getByTestId('live-sheet');
    await sheet.waitFor();
    expect(watch.url()).toContain(`/live/${liveId}/san-pham/${productId}`);
    // The product read, one value of each option not chosen yet (the first one in stock).
    await sheet.getByTestId('live-sheet-stock').waitFor();
    for (const group of await sheet.locator('fieldset').all()) {
      if ((await group.locator('button[aria-pressed="true"]').count()) > 0) continue;
      await group.locator('button:not([disabled])').first().click();
    }
    await screenshot(watch, 'live-product-sheet-phone');
    await sheet.getByTestId('live-sheet-buy-now').click();
    const checkout = watch.getByTestId('live-checkout');
    await checkout.waitFor();
    await checkout.getByTestId('checkout-total').waitFor();
    await checkout.getByTestId('payment-CASH').click();
    await screenshot(watch, 'live-checkout-sheet-phone');
    await checkout.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
    await checkout.getByTestId('place-order').click();
    await watch.getByTestId('live-order-placed').waitFor({ timeout: 30_000 });
    await screenshot(watch, 'live-order-placed-phone');
    const orderCode = await watch.getByTestId('live-order-placed').getAttribute('data-order-code');
    expect(orderCode).toBeTruthy();
    // Bought at the live price, which holds while the pin does.
    const orderId = await watch.getByTestId('live-order-placed').getAttribute('data-order-id');
    const order = await getData<{ code: string; items: { unitPrice: number; quantity: number }[] }>(
      buyer,
      `/api/v1/mobile/orders/${orderId}`,
    );
    expect(order.code).toBe(orderCode);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]?.unitPrice).toBe(pin.livePrice);
    expect(order.items[0]?.quantity).toBe(1);
    // The same video element played on under the sheets.
    const after = await playing(watch);
    expect(after.marked).toBe(true);
    expect(after.time).toBeGreaterThan(before + 1);

    // The seller sees the order among the live's figures.
    await expect
      .poll(() => studio.getByTestId('studio-figure-orders').textContent(), { timeout: 15_000 })
      .toBe('1');

    // The sheet's own address opens it over the live too (a shared link), here on a desktop.
    await watch.setViewportSize(DESKTOP);
    await watch.goto(`/live/${liveId}/san-pham/${productId}`);
    await hydrated(watch);
    await watch.getByTestId('live-sheet-stock').waitFor();
    await watch.waitForTimeout(400); // the sheet's opening fade
    await screenshot(watch, 'live-product-sheet-desktop');

    // The seller ends the live; the replay opens at the chapter of the product bought.
    await studio.getByTestId('studio-end').click();
    await studio
      .getByRole('dialog')
      .getByRole('button', { name: resources.vi.sellerLive.studio.end, exact: true })
      .click();
    await expect.poll(() => studio.getByTestId('live-studio').getAttribute('data-live-state')).toBe('ended');
    const ended = await getData<{ chapters: Chapter[] }>(buyer, `/api/v1/lives/${liveId}`);
    const chapter = ended.chapters.find((c) => c.pin.product?.card.id === productId);
    // Pinned a good while after the start, so opening at the chapter is not opening at the start.
    expect(chapter?.offsetSeconds).toBeGreaterThan(3);
    await expect
      .poll(
        async () =>
          (await getData<{ replayUrl: string | null }>(buyer, `/api/v1/live-media/${liveId}`)).replayUrl,
        {
          timeout: 20_000,
        },
      )
      .toBeTruthy();
    // /live lists it among the replays, and the replay opens at the product's chapter.
    const replay = await buyer.newPage();
    await replay.goto('/live');
    await replay.getByTestId('live-group-replay').locator(`a[href="/live/${liveId}"]`).waitFor();
    await replay.goto(`/live/${liveId}?chapter=${productId}`);
    await hydrated(replay);
    // The first moment it plays is already the chapter's, not the start of the live.
    await expect.poll(async () => (await playing(replay)).time, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await playing(replay)).time).toBeGreaterThanOrEqual((chapter?.offsetSeconds ?? 0) - 0.5);
  }, 120_000);
});
