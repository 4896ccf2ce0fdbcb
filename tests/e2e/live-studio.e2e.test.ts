import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, newContext } from './support/browser';
import { csrfOf, logInAs } from './support/buying';
import { getData, goLiveFromStudio, pinAtLivePrice, studioBrowser } from './support/live-studio-steps';

/**
 * The seller's live studio end to end: the demo seller schedules a live for now from the form
 * (the stream key shown once), opens the studio, goes live with Chromium's fake camera (the
 * browser publishes with a publish token, never the key), pins a featured product at a live
 * price, deletes a viewer's chat message and mutes the viewer, sees the figures and ends it.
 * Its own Chromium: the suite's shared one has no fake camera.
 */
const vi = resources.vi;
const tag = Date.now().toString(36).slice(-5);
const TITLE = `Live thử studio ${tag}`;

interface Answer<T> {
  data: T;
}

describe('the seller live studio', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let viewer: BrowserContext;
  let page: Page;
  let viewerSocket: Socket | null = null;

  beforeAll(async () => {
    ({ browser, seller } = await studioBrowser());
    viewer = await newContext(browser);
    await logInAs(viewer, 'buyer@demo.vn');
    page = await seller.newPage();
  });
  afterAll(async () => {
    viewerSocket?.close();
    await browser?.close();
  });

  const say = async (liveId: string, text: string) =>
    viewer.request.post(`/api/v1/lives/${liveId}/messages`, {
      data: { text },
      headers: { 'x-csrf-token': await csrfOf(viewer) },
    });

  /** The viewer watching: their signed-in socket joins the live's room, as the live page does. */
  const watch = async (liveId: string) => {
    const token = (await viewer.cookies()).find((c) => /(^|-)token$/.test(c.name))?.value ?? '';
    viewerSocket = io(baseUrl(), { path: '/socket.io', transports: ['websocket'], auth: { token } });
    const ack = (await viewerSocket.timeout(5_000).emitWithAck('live:join', { liveId })) as { ok: boolean };
    expect(ack.ok).toBe(true);
  };

  it('schedules, goes live with the camera, pins at a live price, moderates and ends', async () => {
    // The form: a live starting now with three of the shop's products.
    await page.goto(`${baseUrl()}/ban-hang/live/tao`);
    await hydrated(page);
    await page.getByTestId('live-title').fill(TITLE);
    await page.getByTestId('live-start-soon').click();
    await page.getByTestId('live-add-products').click();
    const picker = page.getByRole('dialog');
    const adds = picker.getByRole('button', { name: new RegExp(`^${vi.sellerPromotions.picker.add} `) });
    await adds.first().waitFor();
    for (let i = 0; i < 3; i++) await adds.first().click();
    await picker.getByRole('button', { name: vi.sellerPromotions.picker.done, exact: true }).click();
    await page.getByTestId('live-submit').click();

    // The stream key, once, with the OBS server; the studio is the next step.
    const key = (await page.getByTestId('live-stream-key').textContent()) ?? '';
    expect(key.length).toBeGreaterThanOrEqual(32);
    await expect.poll(() => page.getByTestId('live-rtmp-url').textContent()).toMatch(/^rtmp:\/\//);
    await page.getByTestId('live-open-studio').click();
    await page.waitForURL(/\/ban-hang\/live\/[0-9a-f-]{36}$/);
    const liveId = page.url().split('/').at(-1) ?? '';
    await hydrated(page);

    // Bắt đầu live: the fake camera publishes; the API says the live is on air with video.
    await goLiveFromStudio(page, seller, liveId);

    // Pin a featured product at a live price (10 % off).
    const pinnedId = await pinAtLivePrice(page, seller, liveId);
    expect(await page.getByTestId(`studio-product-${pinnedId}`).getAttribute('data-pinned')).toBe('true');
    const pin = await getData<{ pin: { livePrice: number | null } | null }>(
      viewer,
      `/api/v1/lives/${liveId}`,
    );
    expect(pin.pin?.livePrice).toBeGreaterThan(0);

    // A viewer's message arrives over the socket; the seller deletes it, then mutes the viewer.
    const first = await say(liveId, `Shop ơi còn size M không ${tag}`);
    expect(first.status()).toBe(201);
    const firstId = ((await first.json()) as Answer<{ id: string }>).data.id;
    await page.getByTestId(`studio-delete-${firstId}`).click();
    await page.getByTestId(`studio-message-${firstId}`).waitFor({ state: 'detached' });
    const second = await say(liveId, `Giá live bao nhiêu vậy ${tag}`);
    const secondId = ((await second.json()) as Answer<{ id: string }>).data.id;
    await page.getByTestId(`studio-mute-${secondId}`).click();
    await expect.poll(async () => (await say(liveId, 'nữa nè')).status()).toBe(403);

    // Figures: the viewer's socket joins the room (the seller's own studio is not counted).
    await watch(liveId);
    await expect.poll(() => page.getByTestId('studio-figure-viewers').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('studio-figure-peak').textContent()).toBe('1');
    expect(await page.getByTestId('studio-figure-revenue').textContent()).toContain('₫');

    // Kết thúc live.
    await page.getByTestId('studio-end').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: vi.sellerLive.studio.end, exact: true })
      .click();
    await expect.poll(() => page.getByTestId('live-studio').getAttribute('data-live-state')).toBe('ended');
    await expect
      .poll(async () => (await getData<{ state: string }>(seller, `/api/v1/seller/lives/${liveId}`)).state)
      .toBe('ended');
  }, 60_000);
});
