import type { APIRequestContext, Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DESKTOP, newContext } from './browser';

/**
 * Steps of the selling journey a person takes in the browser: pictures to upload, codes read
 * from the dev outbox, signing in, choosing files and finding an entry in an admin queue.
 */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label exactly, with or without the required-field star after it. */
export const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

/** A small picture in one colour: the ID card sides and the product photos of the journey. */
export function picture(r: number, g: number, b: number, width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** The page fits its window: nothing scrolls sideways (a phone user would see a broken page). */
export async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, page.url()).toBeLessThanOrEqual(width);
}

interface OutboxMessage {
  id: string;
  subject: string | null;
  body: string;
}

export async function latestMessage(request: APIRequestContext, recipients: string[]) {
  for (const recipient of recipients) {
    const res = await request.get(`/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(recipient)}`);
    if (res.ok()) return ((await res.json()) as { data: OutboxMessage }).data;
  }
  return null;
}

/** The 6-digit code of the first message sent to a recipient after `before` (its id). */
export async function newCode(request: APIRequestContext, recipients: string[], before: string | null) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = await latestMessage(request, recipients);
        if (!message || message.id === before) return undefined;
        code = /\b(\d{6})\b/.exec(`${message.subject ?? ''} ${message.body}`)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

export async function signedIn(browser: Browser, email: string, password: string, viewport = DESKTOP) {
  const context = await newContext(browser, viewport);
  const res = await context.request.post('/community/v1/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return context;
}

/** Picks a file through the page's own "choose" button, as a person does. */
export async function chooseFiles(
  page: Page,
  click: () => Promise<void>,
  files: { name: string; buffer: Buffer }[],
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click()]);
  await chooser.setFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));
}

/**
 * Opens an entry of an admin review queue. Pending entries are listed oldest first, 20 a page,
 * so a new one may be on a later page: the admin pages on until it shows.
 */
export async function openFromQueue(page: Page, path: string, name: string) {
  const link = page.getByRole('link', { name: new RegExp(escapeRegExp(name)) });
  for (let n = 1; n <= 10; n += 1) {
    await page.goto(n === 1 ? path : `${path}?page=${n}`);
    await page.locator('main h1').first().waitFor();
    if ((await link.count()) > 0) {
      await link.first().click();
      return;
    }
  }
  throw new Error(`${name} is not in the queue at ${path}`);
}
