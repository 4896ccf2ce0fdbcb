import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

const PASSWORD = 'Demo@1234';

/** Logs in through the API with the context's own request client, so the page shares the cookie. */
async function loggedIn(browser: Browser, email: string, viewport = PHONE): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  const res = await context.request.post('/community/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

describe('the admin outbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists a verification email the admin just caused and shows its text', async () => {
    const context = await loggedIn(browser, 'admin@demo.vn');
    const target = `hop-thu-${Date.now()}@demo.vn`;
    // Sending is a POST with the CSRF token of the cookie session, as the web page does it.
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const sent = await context.request.post('/community/v1/verify/email', {
      data: { email: target },
      headers: { 'x-csrf-token': csrf },
    });
    expect(sent.status()).toBe(200);

    const page = await context.newPage();
    const res = await page.goto('/quan-tri/hop-thu');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/quan-tri/hop-thu');
    // Phones get cards: one for the new mail, opening its detail with the plain-text body.
    const card = page.locator('li button', { hasText: target });
    await card.waitFor();
    await screenshot(page, 'admin-outbox-phone');
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(target);
    expect(text).toContain('verification.verify_email');
    expect(text).not.toContain('<p');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The recipient filter keeps only that address.
    await page.locator('input[name=recipient]').fill(target);
    await page.locator('input[name=recipient]').press('Enter');
    await page.waitForURL(/recipient=/);
    await page.getByText('Tổng cộng: 1 tin nhắn').waitFor();
    await context.close();
  });

  it('shows a table on desktop', async () => {
    const context = await loggedIn(browser, 'admin@demo.vn', DESKTOP);
    const page = await context.newPage();
    await page.goto('/quan-tri/hop-thu');
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-outbox-desktop');
    await context.close();
  });

  it('sends a buyer and an anonymous visitor home', async () => {
    const buyer = await loggedIn(browser, 'buyer@demo.vn');
    const page = await buyer.newPage();
    await page.goto('/quan-tri/hop-thu');
    expect(new URL(page.url()).pathname).toBe('/');
    await buyer.close();

    const anonymous = await newContext(browser);
    const anonymousPage = await anonymous.newPage();
    await anonymousPage.goto('/quan-tri');
    expect(new URL(anonymousPage.url()).pathname).toBe('/');
    await anonymous.close();
  });
});
