import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_OPTIONS, DESKTOP, newContext } from './browser';
import { csrfOf, logInAs } from './buying';
import { FAKE_MEDIA_ARGS } from './live-media-harness';

interface Answer<T> {
  data: T;
}

interface FeaturedCard {
  card: { id: string; salePrice: number | null; price: number };
}

/**
 * A Chromium of the test's own with a fake camera and microphone (the suite's shared one has
 * none), and the demo seller signed in on a desktop in it.
 */
export async function studioBrowser(): Promise<{ browser: Browser; seller: BrowserContext }> {
  const browser = await chromium.launch({
    ...CHROMIUM_OPTIONS,
    args: [...CHROMIUM_OPTIONS.args, ...FAKE_MEDIA_ARGS],
  });
  const seller = await newContext(browser, DESKTOP);
  await logInAs(seller, 'seller@demo.vn');
  return { browser, seller };
}

/** GET as a signed-in context, expecting 200, giving the answer's data. */
export async function getData<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as Answer<T>).data;
}

/**
 * A live of the demo seller scheduled through the API, two minutes ahead (the earliest the
 * schedule takes; the studio may start it sooner), featuring the shop's first products on sale.
 */
export async function scheduleDemoLive(seller: BrowserContext, title: string, products = 3): Promise<string> {
  const list = await getData<{ data: { id: string }[] }>(seller, '/api/v1/seller/products?tab=available');
  const res = await seller.request.post('/api/v1/seller/lives', {
    headers: { 'x-csrf-token': await csrfOf(seller) },
    data: {
      title,
      scheduledAt: new Date(Date.now() + 2 * 60_000 + 5_000).toISOString(),
      productIds: list.data.slice(0, products).map((p) => p.id),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Answer<{ live: { id: string } }>).data.live.id;
}

/** "Bắt đầu live" in the studio: the fake camera publishes until the API has the live on air with video. */
export async function goLiveFromStudio(page: Page, seller: BrowserContext, liveId: string): Promise<void> {
  const start = page.getByTestId('studio-start');
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();
  const publishState = () => page.getByTestId('studio-publish-state').getAttribute('data-state');
  await expect.poll(publishState, { timeout: 15_000 }).toBe('live');
  await expect
    .poll(async () => (await getData<{ state: string }>(seller, `/api/v1/seller/lives/${liveId}`)).state)
    .toBe('live');
  await expect
    .poll(async () => (await getData<{ state: string }>(seller, `/api/v1/live-media/${liveId}`)).state, {
      timeout: 15_000,
    })
    .toBe('live');
  await expect.poll(() => page.getByTestId('live-studio').getAttribute('data-live-state')).toBe('live');
}

/**
 * Pins a featured product at a live price (10 % off, for 10 minutes) from the studio. A product
 * already in one of the shop's programs cannot get a live price, so the next one is tried.
 * Gives the pinned product's id.
 */
export async function pinAtLivePrice(page: Page, seller: BrowserContext, liveId: string): Promise<string> {
  const featured = await getData<{ products: FeaturedCard[] }>(seller, `/api/v1/seller/lives/${liveId}`);
  for (const { card } of featured.products) {
    await page.getByTestId(`studio-pin-${card.id}`).click();
    const price = Math.floor(((card.salePrice ?? card.price) * 0.9) / 1000) * 1000;
    await page.getByTestId('studio-pin-price').fill(String(price));
    await page.getByTestId('studio-pin-minutes').fill('10');
    await page.getByTestId('studio-pin-confirm').click();
    const dialog = page.getByRole('dialog');
    const outcome = await Promise.race([
      page
        .getByTestId('studio-pinned-price')
        .waitFor()
        .then(() => 'pinned'),
      dialog
        .locator('[aria-invalid="true"]')
        .first()
        .waitFor()
        .then(() => 'refused'),
    ]);
    if (outcome === 'pinned') return card.id;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  throw new Error('no featured product took a live price');
}
