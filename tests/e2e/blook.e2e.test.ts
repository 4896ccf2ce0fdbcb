import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { signedIn } from './support/buying';

/**
 * A blook built on a phone: the demo buyer opens the builder, keeps the first layout, fills
 * every slot from the products of any shop (a variant where the product has them), names the
 * look, picks the occasion, publishes, and lands on the new blook with its products.
 */
let browser: Browser;
let buyer: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
  page = await buyer.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('blook builder', () => {
  it('builds a look from a template, publishes it and shows it at /blook/{id}', async () => {
    await page.goto('/blook');
    await hydrated(page);
    expect(await page.getByTestId('blook-grid').locator('li').count()).toBeGreaterThan(0);
    await page.getByTestId('blook-create').click();
    await page.waitForURL('**/blook/tao');
    await hydrated(page);

    const slots = page.locator('[data-testid^="blook-slot-"]');
    await slots.first().waitFor();
    const count = await slots.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      await slots.nth(i).click();
      const product = page.getByTestId('blook-pick-product').first();
      await product.waitFor();
      await product.click();
      await page.getByTestId('blook-pick-confirm').waitFor();
      const variant = page.getByTestId('blook-pick-variant').first();
      if (await variant.isVisible()) await variant.click();
      await page.getByTestId('blook-pick-confirm').click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    const title = `Set thử đi làm ${Date.now()}`;
    await page.getByTestId('blook-title-input').fill(title);
    await page.getByTestId('blook-category').first().click();
    await page.getByTestId('blook-publish').click();

    await page.waitForURL(/\/blook\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('blook-title').textContent()).toBe(title);
    expect(await page.getByTestId('blook-item').count()).toBe(count);
    await screenshot(page, 'blook-published-phone');
  });
});
