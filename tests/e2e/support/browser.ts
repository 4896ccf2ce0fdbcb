import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium with the flags our machines need (no GPU, no network chatter). */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The suite's one Chromium, started by the global setup: each file connects to it instead of
 * starting its own (a second or more per file). Every file works in its own contexts, and
 * closing the browser here closes those and disconnects.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newContext(browser: Browser, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitsForHydration(await newPage());
  return context;
}

/**
 * A page whose loads (goto, reload, waitForURL) wait for React to hydrate before the test goes
 * on, as a person waits for a page to respond: its scripts run after the first paint
 * (decision 079), and until they have run a tap does only what the bare HTML does. A page that
 * is not one of ours (no React Router data on it) is not waited for.
 */
function waitsForHydration(page: Page): Page {
  const settled = () =>
    page
      .waitForFunction(
        () => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 20_000 },
      )
      // A load that times out or navigates on is the test's own to report.
      .then(
        () => undefined,
        () => undefined,
      );
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await settled();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await settled();
    return response;
  };
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await settled();
  };
  return page;
}

/** Screenshots land in tests/e2e/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'tests/e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Waits until React has hydrated the page, so its buttons run their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
