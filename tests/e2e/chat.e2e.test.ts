import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { csrfOf, demoSellerVariant, logInAs } from './support/buying';

/**
 * Chat between the demo buyer (on a phone) and the demo seller (in the seller centre, on a
 * desktop), each in their own browser context: the buyer opens chat from a product page (the
 * product card goes first), the seller answers, both see the messages appear without a reload,
 * the buyer's red dot counts up and clears on reading, the ticks turn to read, a picture is
 * sent, and a hidden room comes back with a new message. Run on the one test server, and by
 * scripts/e2e-two-processes.mjs with the buyer on one server process and the seller on another
 * (CHAT_BUYER_ORIGIN, CHAT_SELLER_ORIGIN), where every live event crosses processes.
 */
const buyerOrigin = () => process.env.CHAT_BUYER_ORIGIN ?? baseUrl();
const sellerOrigin = () => process.env.CHAT_SELLER_ORIGIN ?? baseUrl();
const stamp = Date.now().toString(36);

let browser: Browser;
let buyer: BrowserContext;
let seller: BrowserContext;
let buyerPage: Page;
let sellerPage: Page;
let roomId = '';
let productId = '';

async function context(origin: string, email: string, viewport: { width: number; height: number }) {
  const created = await browser.newContext({
    baseURL: origin,
    viewport,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  await logInAs(created, email);
  return created;
}

/** The red dot's number in the header (0 when no dot is shown). */
async function redDot(page: Page): Promise<number> {
  const dot = page.getByTestId('chat-red-dot');
  if ((await dot.count()) === 0) return 0;
  return Number((await dot.first().textContent())?.trim() ?? '0');
}

/** The buyer's red dot as the API counts it. */
async function apiRedDot(): Promise<number> {
  const res = await buyer.request.get('/api/v1/mobile/chat/total-red-dot?side=buyer');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: number } }).data.data;
}

const messages = (page: Page): Locator => page.getByTestId('chat-conversation').getByTestId('chat-message');
const message = (page: Page, text: string) => messages(page).filter({ hasText: text });

/** The browser-notification offer covers the box's corner; a screenshot shows the chat instead. */
async function laterForPush(page: Page) {
  const later = page.getByRole('button', { name: 'Để sau' });
  if ((await later.count()) > 0) await later.first().click();
}

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-conversation').getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await message(page, text).waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await context(buyerOrigin(), 'buyer@demo.vn', PHONE);
  seller = await context(sellerOrigin(), 'seller@demo.vn', DESKTOP);
  productId = (await demoSellerVariant(buyer.request)).detail.id;
  buyerPage = await buyer.newPage();
  sellerPage = await seller.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('chat between a buyer and a shop', () => {
  it('opens from the product page with the product card as the newest message', async () => {
    await buyerPage.goto(`/san-pham/${productId}`);
    await hydrated(buyerPage);
    await buyerPage.getByTestId('product-chat').click();
    await buyerPage.waitForURL(/\/tro-chuyen\?id=/, { timeout: 20_000 });
    roomId = new URL(buyerPage.url()).searchParams.get('id') ?? '';
    expect(roomId).not.toBe('');
    const last = messages(buyerPage).last();
    await expect.poll(() => last.getAttribute('data-kind'), { timeout: 15_000 }).toBe('product');
    expect(await last.getByTestId('chat-product-card').getAttribute('href')).toBe(`/san-pham/${productId}`);

    await send(buyerPage, `Shop ơi áo này còn size M không? ${stamp}`);
    // The conversation covers the phone's screen: the view is what the buyer sees.
    await laterForPush(buyerPage);
    await buyerPage.screenshot({ path: 'tests/e2e/screenshots/chat-phone-conversation.png' });
  });

  it('lets the seller answer from the seller centre, and the buyer sees it live with read ticks', async () => {
    // The seller centre's menu counts the shop's unread messages, the buyer's card and question among them.
    await sellerPage.goto('/ban-hang/tong-quan');
    await hydrated(sellerPage);
    const badge = sellerPage.getByTestId('seller-chat-unread');
    const unread = async () => ((await badge.count()) === 0 ? 0 : Number(await badge.textContent()));
    await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const before = await unread();

    await sellerPage.goto(`/ban-hang/tro-chuyen?id=${roomId}`);
    await hydrated(sellerPage);
    await message(sellerPage, `còn size M không? ${stamp}`).waitFor({ timeout: 15_000 });
    // Reading the room takes its unread messages (at least those two) off the menu's count.
    await expect.poll(unread, { timeout: 15_000 }).toBeLessThanOrEqual(before - 2);
    // The seller has the conversation on screen: the buyer's tick turns to read without a reload.
    const buyerQuestion = message(buyerPage, `còn size M không? ${stamp}`);
    await expect
      .poll(() => buyerQuestion.getByTestId('chat-tick').getAttribute('data-tick'), { timeout: 15_000 })
      .toBe('read');

    await send(sellerPage, `Dạ còn size M ạ ${stamp}`);
    // The buyer's open conversation shows the answer without a reload.
    await message(buyerPage, `Dạ còn size M ạ ${stamp}`).waitFor({ timeout: 15_000 });
    const answer = message(sellerPage, `Dạ còn size M ạ ${stamp}`);
    await expect
      .poll(() => answer.getByTestId('chat-tick').getAttribute('data-tick'), { timeout: 15_000 })
      .toBe('read');
    await expect.poll(() => sellerPage.getByTestId('chat-buyer-orders').count()).toBe(1);
    await laterForPush(sellerPage);
    await screenshot(sellerPage, 'chat-seller-desktop');
  });

  it('lets the seller save a quick reply and send it with one tap', async () => {
    const reply = `Shop tặng bạn mã freeship nhé ${stamp}`;
    await sellerPage.getByTestId('chat-quick-toggle').click();
    const tray = sellerPage.getByTestId('chat-quick-tray');
    await tray.waitFor();
    const input = tray.getByTestId('chat-quick-input');
    if ((await input.count()) === 0) await tray.getByRole('button', { name: 'Quản lý' }).click();
    await input.fill(reply);
    await tray.getByTestId('chat-quick-save').click();
    const done = tray.getByRole('button', { name: 'Xong' });
    if ((await done.count()) > 0) await done.click();
    await tray.getByRole('button', { name: `Chèn “${reply}” vào tin nhắn` }).click();
    const box = sellerPage.getByTestId('chat-conversation').getByTestId('chat-input');
    expect(await box.inputValue()).toBe(reply);
    await box.press('Enter');
    await message(buyerPage, reply).waitFor({ timeout: 15_000 });

    // The seller centre on a phone: the conversation over the screen, the saved replies a tap away.
    await sellerPage.setViewportSize(PHONE);
    await sellerPage.getByTestId('chat-quick-toggle').click();
    await tray.waitFor();
    await sellerPage.screenshot({ path: 'tests/e2e/screenshots/chat-seller-phone.png' });
    await sellerPage.getByTestId('chat-quick-toggle').click();
    await sellerPage.setViewportSize(DESKTOP);
  });

  it('counts the buyer’s red dot up while they are elsewhere, and clears it when they read', async () => {
    await buyerPage.goto('/');
    await hydrated(buyerPage);
    const before = await apiRedDot();
    await expect.poll(() => redDot(buyerPage), { timeout: 10_000 }).toBe(before);

    await send(sellerPage, `Bạn cần thêm màu nào không ạ? ${stamp}`);
    await expect.poll(() => redDot(buyerPage), { timeout: 15_000 }).toBe(before + 1);
    await send(sellerPage, `Shop đang giảm 10% hôm nay ${stamp}`);
    await expect.poll(() => redDot(buyerPage), { timeout: 15_000 }).toBe(before + 2);

    await buyerPage.getByTestId('chat-header-link').click();
    await buyerPage.waitForURL(/\/tro-chuyen$/);
    const row = buyerPage.locator(`[data-testid="chat-room"][data-room-id="${roomId}"]`);
    await expect.poll(() => row.getAttribute('data-unread'), { timeout: 15_000 }).toBe('true');
    await laterForPush(buyerPage);
    await screenshot(buyerPage, 'chat-phone-list');
    await row.getByRole('button').first().click();
    await message(buyerPage, `giảm 10% hôm nay ${stamp}`).waitFor({ timeout: 15_000 });
    await expect.poll(apiRedDot, { timeout: 15_000 }).toBe(before);
    const latest = message(sellerPage, `giảm 10% hôm nay ${stamp}`);
    await expect
      .poll(() => latest.getByTestId('chat-tick').getAttribute('data-tick'), { timeout: 15_000 })
      .toBe('read');
  });

  it('sends a picture that both sides see', async () => {
    const images = (page: Page) => messages(page).filter({ has: page.getByTestId('chat-image') });
    const [sentBefore, receivedBefore] = [await images(buyerPage).count(), await images(sellerPage).count()];
    // A real photo's bytes: the product's own picture as the buyer's page draws it.
    const picture = await buyerPage.getByTestId('chat-product-card').last().locator('img').screenshot();
    await buyerPage
      .getByTestId('chat-file')
      .setInputFiles({ name: 'anh-mau.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => images(buyerPage).count(), { timeout: 30_000 }).toBe(sentBefore + 1);
    await expect.poll(() => images(sellerPage).count(), { timeout: 15_000 }).toBe(receivedBefore + 1);
    await expect.poll(() => buyerPage.getByTestId('chat-pending').count()).toBe(0);
    await buyerPage.screenshot({ path: 'tests/e2e/screenshots/chat-phone-picture.png' });
  });

  it('hides a room, which comes back when a new message arrives', async () => {
    await buyerPage.goto('/tro-chuyen');
    await hydrated(buyerPage);
    const row = buyerPage.locator(`[data-testid="chat-room"][data-room-id="${roomId}"]`);
    await row.waitFor({ timeout: 15_000 });
    await row.getByTestId('chat-room-menu').click();
    await row.getByTestId('chat-room-hide').click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });

    await send(sellerPage, `Shop gửi bạn bảng size nhé ${stamp}`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getAttribute('data-unread')).toBe('true');
  });

  it('shows the list and the conversation side by side on a wide screen, and the floating panel elsewhere', async () => {
    await buyerPage.setViewportSize(DESKTOP);
    await buyerPage.goto(`/tro-chuyen?id=${roomId}`);
    await hydrated(buyerPage);
    await message(buyerPage, `bảng size nhé ${stamp}`).waitFor({ timeout: 15_000 });
    await expect.poll(() => buyerPage.getByTestId('chat-room-list').isVisible()).toBe(true);
    await laterForPush(buyerPage);
    await screenshot(buyerPage, 'chat-desktop');

    await buyerPage.goto(`/san-pham/${productId}`);
    await hydrated(buyerPage);
    // The dock is its own download, after the page: wait until its button answers.
    await buyerPage.locator('[data-testid="chat-dock-toggle"][data-ready]').click();
    const panel = buyerPage.getByTestId('chat-dock-panel');
    await panel.locator(`[data-testid="chat-room"][data-room-id="${roomId}"] button`).first().click();
    await panel
      .getByTestId('chat-message')
      .filter({ hasText: `bảng size nhé ${stamp}` })
      .waitFor({ timeout: 15_000 });
    await buyerPage.screenshot({ path: 'tests/e2e/screenshots/chat-desktop-panel.png' });
    await buyerPage.setViewportSize(PHONE);
  });

  it('loads older messages as the reader scrolls up, keeping their place', async () => {
    // Enough messages, from both sides (each within the per-minute limit), for a second page.
    for (const [who, side, count] of [
      [buyer, 'buyer', 17],
      [seller, 'shop', 17],
    ] as const) {
      const headers = { 'X-CSRF-Token': await csrfOf(who) };
      for (let index = 1; index <= count; index += 1) {
        const res = await who.request.post(`/api/v1/mobile/chat/${roomId}/messages?side=${side}`, {
          headers,
          data: {
            kind: 'text',
            clientId: `${stamp}-${side}-${index}`,
            text: `Tin số ${index} của ${side} ${stamp}`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
    }
    await buyerPage.goto(`/tro-chuyen?id=${roomId}`);
    await hydrated(buyerPage);
    await message(buyerPage, `Tin số 17 của shop ${stamp}`).waitFor({ timeout: 15_000 });
    const loaded = await messages(buyerPage).count();
    const seq = await messages(buyerPage).first().getAttribute('data-seq');
    const same = buyerPage.locator(`[data-testid="chat-message"][data-seq="${seq}"]`);
    const thread = buyerPage.getByTestId('chat-conversation').getByTestId('chat-thread');
    // Pictures of the first page done loading, so nothing else moves the column meanwhile.
    await thread.evaluate((el) =>
      Promise.all(
        [...el.querySelectorAll('img')].map((img) =>
          img.complete
            ? null
            : new Promise((done) => {
                img.addEventListener('load', done, { once: true });
                img.addEventListener('error', done, { once: true });
              }),
        ),
      ),
    );
    // Straight to the top, then where the first message stands before the older page comes in.
    await thread.evaluate((el) => {
      el.scrollTop = 0;
    });
    const before = (await same.boundingBox())?.y ?? 0;
    await expect.poll(() => messages(buyerPage).count(), { timeout: 15_000 }).toBeGreaterThan(loaded);
    await expect.poll(async () => Math.abs(((await same.boundingBox())?.y ?? -999) - before)).toBeLessThan(4);
  });
});
