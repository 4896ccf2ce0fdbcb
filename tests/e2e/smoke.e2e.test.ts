import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

describe('the marketplace opens in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the home page in Vietnamese with every asset loaded, and a 404 page for unknown paths', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const broken: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/khong-ton-tai'))
        broken.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => broken.push(`failed ${request.url()}`));
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    expect(broken).toEqual([]);
    const assets = await context.request.get(
      (await page.locator('link[rel="modulepreload"]').first().getAttribute('href')) ?? '/missing',
    );
    expect(assets.status()).toBe(200);
    expect(assets.headers()['cache-control']).toContain('max-age=31536000');
    await screenshot(page, 'smoke-home-desktop');
    const missing = await page.goto('/khong-ton-tai');
    expect(missing?.status()).toBe(404);
    // product.md §2's words, in the page's language (Vietnamese by default).
    await expect(page.textContent('body')).resolves.toContain('Không tìm thấy trang này.');
    await expect(page.textContent('body')).resolves.not.toContain('This page could not be found.');
    expect(await page.title()).toBe('Không tìm thấy trang này. – Chợ Đẹp');
    await context.close();
  });

  it('never scrolls sideways, at phone or desktop width, on the storefront pages', async () => {
    // Horizontal strips (banners, flash sale, categories) must scroll inside themselves: a
    // label that escapes its strip widens the whole page and the layout slides under the thumb.
    const paths = ['/', '/danh-muc', '/nganh-hang', '/tim-kiem?q=ao', '/top-seller'];
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const product = await context.request.get('/api/v1/public/products/search?q=dam&pageSize=1');
      const id = ((await product.json()) as { data: { items: { id: string; shopId: string }[] } }).data
        .items[0];
      const all = id ? [...paths, `/san-pham/${id.id}`, `/nguoi-ban/${id.shopId}`] : paths;
      for (const path of all) {
        await page.goto(path, { waitUntil: 'load' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(`${path} at ${viewport.width}px: ${width}`).toBe(
          `${path} at ${viewport.width}px: ${viewport.width}`,
        );
      }
      await context.close();
    }
  });
});
