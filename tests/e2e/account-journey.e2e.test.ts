import type { Language } from '@cho-dep/core/locale/locales';
import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

/**
 * A buyer's first visit, end to end in a real browser: the three languages, sign-up with the
 * emailed code, logout and login, a saved address with the province -> ward choice, and the
 * redirect rules of product.md §2 (logout goes home; /trang-ca-nhan needs a login).
 * Texts come from the catalogs, so a wording change does not break the journey.
 */
const vi = resources.vi;
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/** A field's label exactly, with or without the required-field star after it. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

const person = {
  fullName: 'Nguyễn Thị Lan',
  email: `lan.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.vn`,
  password: 'Matkhau@2025',
};

async function waitForLanguage(page: Page, language: Language) {
  // The switch reloads the page; the attribute is read again until the new document has it.
  await expect.poll(() => page.getAttribute('html', 'lang'), { timeout: 15_000 }).toBe(language);
  await page.waitForLoadState('load');
}

async function switchLanguage(page: Page, from: Language, to: Language) {
  const select = page.getByRole('combobox', { name: resources[from].shell.language.label }).first();
  await select.selectOption(to);
  await waitForLanguage(page, to);
  await page.getByRole('button', { name: resources[to].shell.login, exact: true }).first().waitFor();
}

/** The newest 6-digit code mailed to an address (the dev outbox is on for this server). */
async function latestCode(page: Page, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(recipient)}`,
        );
        if (!res.ok()) return undefined;
        const { data } = (await res.json()) as { data: { subject: string | null; body: string } };
        code = /\b(\d{6})\b/.exec(`${data.subject ?? ''} ${data.body}`)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Waits for a dialog's opening animation, so a screenshot shows it as a person sees it. */
async function settled(dialog: Locator) {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

function accountButton(page: Page) {
  return page.getByRole('button', { name: fill(vi.shell.accountMenu.open, { name: person.fullName }) });
}

async function logout(page: Page) {
  await accountButton(page).click();
  await page.getByRole('button', { name: vi.shell.accountMenu.logout }).click();
  await page.getByRole('button', { name: vi.shell.login, exact: true }).first().waitFor();
}

describe('a buyer signs up, saves an address and is sent home when logged out', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, DESKTOP);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('opens in Vietnamese and switches to English, Korean and back', async () => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await page.getByRole('button', { name: vi.shell.login, exact: true }).first().waitFor();
    await screenshot(page, 'account-journey-home-vi-desktop');

    await switchLanguage(page, 'vi', 'en');
    expect(await page.getByRole('button', { name: vi.shell.login, exact: true }).count()).toBe(0);
    await switchLanguage(page, 'en', 'ko');
    await screenshot(page, 'account-journey-home-ko-desktop');
    await switchLanguage(page, 'ko', 'vi');
  });

  it('signs up with an email and verifies it with the mailed code', async () => {
    await page.getByRole('button', { name: vi.shell.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: vi.auth.register.title });
    await dialog.getByLabel(vi.auth.register.fullName).fill(person.fullName);
    await dialog.getByLabel(vi.shell.auth.identifier).fill(person.email);
    await dialog.getByLabel(label(vi.auth.register.password)).fill(person.password);
    await dialog.getByLabel(label(vi.auth.register.confirmPassword)).fill(person.password);
    await dialog.getByRole('button', { name: vi.auth.register.submit }).click();

    // The account exists only once the mailed code comes back.
    const verify = page.getByRole('dialog', { name: vi.shell.auth.verify.signUpTitle });
    await verify.getByLabel(vi.shell.auth.verify.code).waitFor();
    await verify.getByText(vi.shell.auth.verify.signUpNote).waitFor();
    await screenshot(page, 'account-sign-up-code-desktop');
    const code = await latestCode(page, person.email);
    await verify.getByLabel(vi.shell.auth.verify.code).fill(code);
    await verify.getByRole('button', { name: vi.shell.auth.verify.submit, exact: true }).click();
    await accountButton(page).waitFor();
  });

  it('logs out and logs in again', async () => {
    await logout(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: vi.shell.login, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: vi.auth.login.title });
    await dialog.getByLabel(vi.auth.login.identifier).fill(person.email);
    await dialog.getByLabel(label(vi.auth.login.password)).fill(person.password);
    await dialog.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
    await accountButton(page).waitFor();
  });

  it('adds a delivery address by province and ward and sees it listed', async () => {
    await page.goto('/trang-ca-nhan?tab=addresses');
    await page.getByText(vi.account.addresses.empty).waitFor();
    await screenshot(page, 'account-addresses-empty-desktop');
    await page.getByRole('button', { name: vi.account.addresses.add }).click();

    const dialog = page.getByRole('dialog', { name: vi.account.addresses.addTitle });
    const fields = vi.account.addresses.fields;
    await dialog.getByLabel(fields.name).fill(person.fullName);
    await dialog.getByLabel(fields.phone).fill('0912345678');
    const province = dialog.getByLabel(fields.province);
    await expect.poll(() => province.locator('option').count()).toBeGreaterThan(1);
    await province.selectOption({ index: 1 });
    const provinceName = (await province.locator('option:checked').textContent()) ?? '';
    const ward = dialog.getByLabel(fields.ward);
    await expect.poll(() => ward.locator('option').count()).toBeGreaterThan(1);
    await ward.selectOption({ index: 1 });
    const wardName = (await ward.locator('option:checked').textContent()) ?? '';
    await dialog.getByLabel(fields.specificAddress).fill('12 Nguyễn Huệ');
    await settled(dialog);
    await screenshot(page, 'account-address-form-desktop');
    await dialog.getByRole('button', { name: vi.account.addresses.save }).click();

    const card = page.getByTestId('address-card');
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(person.fullName);
    expect(text).toContain('12 Nguyễn Huệ');
    expect(text).toContain(wardName);
    expect(text).toContain(provinceName);
    // The first address a buyer saves becomes the default.
    expect(text).toContain(vi.account.addresses.badges.default);
    await page.getByText(vi.account.addresses.saved).waitFor();
    await screenshot(page, 'account-addresses-desktop');

    await page.setViewportSize(PHONE);
    await page.goto('/trang-ca-nhan');
    await page.getByRole('navigation', { name: vi.account.menu.label }).waitFor();
    await screenshot(page, 'account-menu-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('shows every account section at phone and desktop sizes', async () => {
    const sections = {
      profile: 'account-profile',
      addresses: 'account-addresses',
      measurements: 'account-measurements',
      password: 'account-password',
      'delete-account': 'account-delete',
    };
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [tab, testId] of Object.entries(sections)) {
        await page.goto(`/trang-ca-nhan?tab=${tab}`);
        await page.getByTestId(testId).waitFor();
        await screenshot(page, `account-${tab}-${size}`);
      }
    }
  });

  it('goes home when logging out from the account page', async () => {
    await page.goto('/trang-ca-nhan?tab=profile');
    await page.getByTestId('account-profile').waitFor();
    // The account page has its own logout button (phones have no header account menu).
    await page.getByRole('button', { name: vi.account.menu.logout, exact: true }).click();
    await page.getByRole('button', { name: vi.shell.login, exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends a visitor without a login from /trang-ca-nhan to the home page', async () => {
    const res = await page.goto('/trang-ca-nhan?tab=addresses');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('account-addresses').count()).toBe(0);
  });
});
