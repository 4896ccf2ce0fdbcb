import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { label } from './support/journey-steps';

/**
 * Social sign-in end to end through the local providers (OAUTH_SIMULATOR): each of Google,
 * Facebook, Zalo and Apple makes a new account the first time and finds the same one the second,
 * landing back where the login redirect rules lead (the cart reloads in place). A Google identity
 * with the verified e-mail of an existing account asks for that account's password: a wrong one
 * is refused, the right one links and signs in.
 */

const vi = resources.vi;
const social = vi.auth.social;
const sim = vi.auth.socialSimulator;

type Me = { _id: string; email: string | null; fullName: string };

async function me(context: BrowserContext): Promise<Me | null> {
  const res = await context.request.get('/community/v1/profile/me/');
  return res.ok() ? ((await res.json()) as { data: Me }).data : null;
}

describe('social sign-in', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const run = Math.random().toString(36).slice(2, 8);

  async function fresh(viewport = PHONE): Promise<BrowserContext> {
    const context = await newContext(browser, viewport);
    contexts.push(context);
    return context;
  }

  async function loginDialogOn(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: social.continueWith.replace('{{provider}}', 'Google') }).waitFor();
    return page;
  }

  /** Presses "Tiếp tục với …", fills the simulator's page and comes back. */
  async function signInWith(
    page: Page,
    provider: 'Google' | 'Facebook' | 'Zalo' | 'Apple',
    identity: { name: string; email?: string; verified?: boolean },
    shot?: string,
  ) {
    await page.getByRole('button', { name: social.continueWith.replace('{{provider}}', provider) }).click();
    await page.waitForURL(/\/dev\/oauth\//);
    await page.getByLabel(sim.name).fill(identity.name);
    if (identity.email !== undefined) await page.getByLabel(sim.email, { exact: true }).fill(identity.email);
    const verified = page.getByLabel(sim.emailVerified);
    if ((await verified.count()) > 0) await verified.setChecked(identity.verified ?? false);
    if (shot) await screenshot(page, shot);
    await page.getByRole('button', { name: sim.submit }).click();
    await page.waitForURL(
      (url) => !url.pathname.startsWith('/dev/oauth') && !url.pathname.startsWith('/community'),
    );
    await hydrated(page);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('shows the four buttons in the login dialog (phone and desktop)', async () => {
    for (const [viewport, name] of [
      [PHONE, 'social-login-390'],
      [DESKTOP, 'social-login-1366'],
    ] as const) {
      const page = await loginDialogOn(await fresh(viewport), '/?login=1');
      for (const provider of ['Google', 'Facebook', 'Zalo', 'Apple']) {
        await expect
          .poll(() =>
            page.getByRole('button', { name: social.continueWith.replace('{{provider}}', provider) }).count(),
          )
          .toBe(1);
      }
      await screenshot(page, name);
    }
  });

  it.each([
    ['Google', { email: `g-${run}@example.vn`, verified: true }],
    ['Facebook', { email: `fb-${run}@example.vn` }],
    ['Zalo', {}],
    ['Apple', { email: `apple-${run}@example.vn`, verified: true }],
  ] as const)('%s: a new account, then the same account again', async (provider, extra) => {
    const identity = { name: `${provider} Khách ${run}`, ...extra };
    const first = await fresh(provider === 'Google' ? DESKTOP : PHONE);
    const page = await loginDialogOn(first, '/gio-hang?login=1');
    await signInWith(
      page,
      provider,
      identity,
      `social-simulator-${provider.toLowerCase()}-${provider === 'Google' ? 1366 : 390}`,
    );
    expect(new URL(page.url()).pathname).toBe('/gio-hang');
    const account = await me(first);
    expect(account?.fullName).toBe(identity.name);
    expect(account?.email ?? null).toBe('email' in identity ? identity.email : null);

    const second = await fresh();
    const again = await loginDialogOn(second, '/?login=1');
    await signInWith(again, provider, identity);
    expect((await me(second))?._id).toBe(account?._id);
  });

  it("links Google to an existing account only with that account's password", async () => {
    const context = await fresh();
    const page = await loginDialogOn(context, '/gio-hang?login=1');
    await signInWith(page, 'Google', { name: 'Người mua Demo', email: 'buyer@demo.vn', verified: true });
    await page.getByTestId('social-link').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lien-ket-tai-khoan');
    expect(await me(context)).toBeNull();
    await screenshot(page, 'social-link-390');

    const password = page.getByLabel(label(social.link.password));
    await password.fill('Sai@12345');
    await page.getByRole('button', { name: social.link.submit }).click();
    await expect.poll(() => page.getByText(vi.validation.account.wrongPassword).count()).toBeGreaterThan(0);
    expect(await me(context)).toBeNull();

    await password.fill('Demo@1234');
    await page.getByRole('button', { name: social.link.submit }).click();
    await page.waitForURL((url) => url.pathname === '/gio-hang');
    expect((await me(context))?.email).toBe('buyer@demo.vn');

    // Next time Google opens the buyer's account straight away.
    const later = await fresh();
    const again = await loginDialogOn(later, '/?login=1');
    await signInWith(again, 'Google', { name: 'Người mua Demo', email: 'buyer@demo.vn', verified: true });
    expect((await me(later))?.email).toBe('buyer@demo.vn');
  });
});
