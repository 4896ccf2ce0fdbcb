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
  return browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
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
