import { resources } from '@cho-dep/i18n/resources';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, screenshot } from './support/browser';
import { signedIn } from './support/buying';

/**
 * Writing a post on a phone: the demo buyer posts a look with 3 pictures, 2 product pins and a
 * hashtag, and lands on the post's page showing them; an offensive text is refused under the
 * text box; a draft survives a reload.
 */
const vi = resources.vi;

/** A small outfit-sized picture of one colour, made here so the test needs no fixture files. */
async function picture(name: string, rgb: [number, number, number], format: 'png' | 'jpeg') {
  const image = sharp({
    create: { width: 480, height: 600, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

async function openComposer(page: Page): Promise<void> {
  await page.goto('/cong-dong/tao-bai');
  await hydrated(page);
}

/** Taps the picture being tagged at (x, y) fractions and pins the first product found for `q`. */
async function pinProduct(page: Page, x: number, y: number, q: string): Promise<void> {
  const frame = page.getByTestId('compose-tag-picture');
  const box = await frame.boundingBox();
  if (!box) throw new Error('the picture to tag is not on screen');
  await frame.click({ position: { x: box.width * x, y: box.height * y } });
  await page.getByTestId('compose-pick-search').fill(q);
  const first = page.getByTestId('compose-pick-product').first();
  await first.waitFor();
  await first.click();
  await page.getByTestId('compose-pick-confirm').click();
  await page.getByTestId('compose-pick-confirm').waitFor({ state: 'detached' });
}

describe('writing a post (phone)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('publishes a look with 3 pictures, 2 product tags and a hashtag', async () => {
    const context = await signedIn(browser, 'buyer@demo.vn');
    const page = await context.newPage();
    await openComposer(page);
    await page.evaluate(() => window.localStorage.clear());

    const tag = `áo_dài_${Date.now().toString(36)}`;
    await page.getByTestId('compose-content').fill(`Đi làm thứ Hai với áo dài lụa #${tag}`);
    await page
      .getByTestId('compose-picture-input')
      .setInputFiles([
        await picture('look-1.jpg', [214, 120, 140], 'jpeg'),
        await picture('look-2.png', [120, 160, 214], 'png'),
        await picture('look-3.jpg', [230, 200, 150], 'jpeg'),
      ]);
    await expect.poll(() => page.getByTestId('compose-picture').count(), { timeout: 30_000 }).toBe(3);

    await pinProduct(page, 0.3, 0.35, 'ao');
    await pinProduct(page, 0.65, 0.7, 'quan');
    expect(await page.getByTestId('compose-pin').count()).toBe(2);
    await screenshot(page, 'compose-phone-pictures-pins');

    await page.getByTestId('compose-publish').click();
    await page.waitForURL(/\/post\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await hydrated(page);
    await page.getByTestId('toast').filter({ hasText: vi.compose.published }).waitFor();
    await expect
      .poll(() => page.locator(`a[href="/cong-dong/hashtag/${encodeURIComponent(tag)}"]`).count())
      .toBeGreaterThan(0);
    expect(await page.getByTestId('product-tag-pin').count()).toBe(2);
    const postId = new URL(page.url()).pathname.split('/').pop();

    // The author's edit starts from the post; anyone else gets "not found".
    await page.goto(`/post/${postId}/sua`);
    await hydrated(page);
    expect(await page.getByTestId('compose-content').inputValue()).toContain(`#${tag}`);
    expect(await page.getByTestId('compose-picture').count()).toBe(3);
    expect(await page.getByTestId('compose-pin').count()).toBe(2);
    const stranger = await signedIn(browser, 'seller@demo.vn');
    const answer = await (await stranger.newPage()).goto(`/post/${postId}/sua`);
    expect(answer?.status()).toBe(404);
    await stranger.close();

    // The published post's draft is gone: a new composer starts empty.
    await openComposer(page);
    expect(await page.getByTestId('compose-content').inputValue()).toBe('');
    expect(await page.getByTestId('compose-draft-restored').count()).toBe(0);
    await context.close();
  });

  it('refuses an offensive text under the text box, and keeps the draft through a reload', async () => {
    const context = await signedIn(browser, 'buyer@demo.vn');
    const page = await context.newPage();
    await openComposer(page);
    await page.evaluate(() => window.localStorage.clear());

    await page.getByTestId('compose-kind-question').click();
    await page.getByTestId('compose-content').fill('đ.m shop lừa đảo');
    await page.getByTestId('compose-publish').click();
    const error = page.getByTestId('compose-content-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(vi.errors.CONTENT_INAPPROPRIATE);
    expect(await page.getByTestId('form-error-summary').isVisible()).toBe(true);
    await screenshot(page, 'compose-phone-refused');

    // What was written is still there after a reload, with the notice.
    await page.getByTestId('compose-content').fill('Áo này mặc đi biển được không mọi người?');
    await page.waitForTimeout(500);
    await page.reload();
    await hydrated(page);
    await page.getByTestId('compose-draft-restored').waitFor();
    expect(await page.getByTestId('compose-draft-restored').textContent()).toContain(
      vi.compose.draft.restored,
    );
    expect(await page.getByTestId('compose-content').inputValue()).toBe(
      'Áo này mặc đi biển được không mọi người?',
    );
    expect(await page.getByTestId('compose-kind-question').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});
