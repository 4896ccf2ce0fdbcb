import { resources } from '@cho-dep/i18n/resources';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { DEMO_PASSWORD, demoProducts, placeExpressOrder, signedIn } from './support/buying';
import { label } from './support/journey-steps';

const vi = resources.vi;

/**
 * Smaller product.md items seen in a real browser: what login keeps and drops in local storage,
 * the payment info section and the account menu entries, and a Korean shop's order showing its
 * domestic and international shipping fees apart.
 */
describe('spec gaps', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('drops the guest token and drafts at login and keeps the profile and account status', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/?login=1');
    await hydrated(page);
    await page.evaluate(() => {
      localStorage.setItem('draft.post', JSON.stringify({ content: 'viết dở khi chưa đăng nhập' }));
      localStorage.setItem('guest_token', 'old-guest');
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(label(vi.auth.login.identifier)).fill('seller@demo.vn');
    await dialog.getByLabel(label(vi.auth.login.password)).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
    // Logging in loads the next page: a read that meets the navigation is tried again.
    const readStorage = () =>
      page
        .evaluate(() => ({
          profile: JSON.parse(localStorage.getItem('profile') ?? 'null'),
          status: JSON.parse(localStorage.getItem('accountStatus') ?? 'null'),
          draft: localStorage.getItem('draft.post'),
          guest: localStorage.getItem('guest_token'),
        }))
        .catch(() => null);
    let stored = await readStorage();
    await expect
      .poll(
        async () => {
          stored = await readStorage();
          return stored?.profile;
        },
        { timeout: 20_000 },
      )
      .toBeTruthy();
    if (!stored) throw new Error('the storage was not read');
    expect(stored.draft).toBeNull();
    expect(stored.guest).toBeNull();
    expect(stored.profile.shop).toMatchObject({ is_approved: true });
    expect(stored.status).toMatchObject({ signedIn: true, sellerApproved: true });
    await context.close();
  });

  it('edits payment info in its own section, refusing a bad account number, and lists it in the header menu', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await signedIn(browser, 'buyer@demo.vn', viewport);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto('/trang-ca-nhan?tab=payment');
      await hydrated(page);
      const section = page.getByTestId('account-payment');
      await section.getByLabel(label(vi.account.profile.bankName)).fill('Vietcombank');
      await section.getByLabel(label(vi.account.profile.bankAccount)).fill('12-ab');
      await section.getByLabel(label(vi.account.profile.bankBranch)).fill('Hoàn Kiếm, Hà Nội');
      await section.getByRole('button', { name: vi.account.payment.save }).click();
      await section.getByText(vi.validation.profile.bankAccount).first().waitFor();
      await section.getByLabel(label(vi.account.profile.bankAccount)).fill('0011004455667');
      await section.getByRole('button', { name: vi.account.payment.save }).click();
      await page.getByText(vi.account.payment.saved).waitFor();
      await screenshot(page, `spec-gaps-payment-${name}`);
      if (viewport === DESKTOP) {
        const opener = new RegExp(`^${vi.shell.accountMenu.open.replace('{{name}}', '')}`);
        await page.getByRole('button', { name: opener }).first().click();
        await page.getByRole('link', { name: vi.shell.accountMenu.payment }).first().waitFor();
        await page.getByRole('link', { name: vi.shell.accountMenu.reviews }).first().waitFor();
        await screenshot(page, 'spec-gaps-account-menu-desktop');
      }
      await context.close();
    }
  });

  it("shows a Korean shop order's domestic and international shipping fees apart", async () => {
    const context = await signedIn(browser, 'buyer@demo.vn', PHONE);
    let pick: { shopId: string; variantId: string } | undefined;
    for await (const detail of demoProducts(context.request, ['serum', 'kem duong', 'son'])) {
      const variant = detail.variants.find((v) => v.stock >= 2);
      if (detail.shop.country === 'KO' && variant) {
        pick = { shopId: detail.shop.id, variantId: variant.id };
        break;
      }
    }
    if (!pick) throw new Error('the demo has no Korean product in stock');
    const order = await placeExpressOrder(context, { ...pick, method: 'self', paymentMethod: 'CASH' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`/trang-ca-nhan/don-hang/${order.id}`);
    await hydrated(page);
    const money = page.getByTestId('order-money');
    await money.getByText(vi.orders.detail.money.domesticShipping).waitFor();
    await money.getByText(vi.orders.detail.money.internationalShipping).waitFor();
    expect(await page.getByTestId('order-international-shipping').textContent()).toMatch(/\d/);
    await screenshot(page, 'spec-gaps-korean-order-phone');
    await context.close();
  });

  it("keeps an unknown product list a 404 with the site title, under the list pages' own error boundary", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const res = await page.goto('/nganh-hang/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: vi.common.notFound.title }).waitFor();
    expect(await page.title()).toContain(vi.common.notFound.title);
    await context.close();
  });
});
