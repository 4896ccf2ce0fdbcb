import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import { SIZE_ATTRIBUTES } from '@cho-dep/core/catalog/size-chart';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { approvalReplyBy, formatVietnamDate } from '@cho-dep/core/shops/approval-reply-by';
import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import {
  chooseFiles,
  escapeRegExp,
  fitsWidth,
  label,
  latestMessage,
  newCode,
  openFromQueue,
  picture,
  signedIn,
} from './support/journey-steps';

/**
 * Selling, end to end: a new user becomes a seller and sells, in a real browser against the
 * built server. Identity verification (phone OTP, email code, ID card and its photos), the
 * two-step registration and the pending screen with its reply-by date; the admin approves the
 * shop; the seller centre opens; a size chart and a product with two classifications and
 * pictures are made and sent for review; the admin approves the product; buyers then find it
 * in search and see its size chart on the product page.
 * Texts come from the catalogs, codes from the dev outbox (see decision 007).
 */
const vi = resources.vi;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const person = {
  fullName: 'Trần Thị Hoa',
  email: `hoa.${run}@example.vn`,
  // A Viettel-style mobile number nobody else in the seeded data has.
  phone: `098${String(Date.now()).slice(-7)}`,
  password: 'Matkhau@2025',
  // A CCCD: born in Hồ Chí Minh city (079), a woman born in the 1900s (1), in 1995.
  idNumber: '079195123456',
};
const shopName = `Hoa Linen ${run.slice(-5)}`;
const chartName = `Áo linen nữ ${run.slice(-4)}`;
const productName = `Áo sơ mi linen nữ tay phồng cổ vuông ${run.slice(-4)}`;
const productDescription =
  'Áo sơ mi chất liệu linen pha cotton, thoáng mát, thấm hút mồ hôi tốt. Form rộng vừa, tay phồng nhẹ, ' +
  'cổ vuông dễ phối với chân váy hoặc quần jeans. Giặt tay hoặc giặt máy ở chế độ nhẹ, không dùng chất tẩy.';
const PASSWORD_ADMIN = 'Demo@1234';

describe('a new user opens a shop, gets approved and sells a product', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let admin: BrowserContext;
  let page: Page;
  let adminPage: Page;
  let productId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // The account is made through the register API (the sign-up dialog has its own journey):
    // the code mailed to the address, given back with the ticket, creates it.
    const signup = await newContext(browser);
    const beforeSignUp = (await latestMessage(signup.request, [person.email]))?.id ?? null;
    const res = await signup.request.post('/community/v2/auth/register', {
      data: {
        fullName: person.fullName,
        email: person.email,
        password: person.password,
        confirmPassword: person.password,
      },
    });
    expect(res.status(), await res.text()).toBe(202);
    const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
    // (expect.poll only works inside a test: the message is in the outbox when the answer comes.)
    const mailed = await latestMessage(signup.request, [person.email]);
    expect(mailed?.id).not.toBe(beforeSignUp);
    const signUpCode = /\b(\d{6})\b/.exec(mailed?.body ?? '')?.[1];
    const created = await signup.request.post('/community/v2/auth/register/confirm', {
      data: { ticket, code: signUpCode },
    });
    expect(created.status(), await created.text()).toBe(201);
    await signup.close();
    seller = await signedIn(browser, person.email, person.password, PHONE);
    page = await seller.newPage();
    page.setDefaultTimeout(15_000);
    admin = await signedIn(browser, 'admin@demo.vn', PASSWORD_ADMIN);
    adminPage = await admin.newPage();
    adminPage.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await seller?.close();
    await admin?.close();
    await browser?.close();
  });

  it('verifies the phone, the email and the ID card before registering', async () => {
    await page.goto('/become-seller');
    await page.getByRole('heading', { name: vi.onboarding.verify.heading }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'onboarding-verify-phone');
    const continueButton = page.getByRole('button', { name: vi.onboarding.verify.continue });
    expect(await continueButton.isDisabled()).toBe(true);

    // Phone: the first of the two "verify" buttons (phone, then email).
    const phoneRecipients = [`+84${person.phone.slice(1)}`, person.phone];
    const beforeSms = (await latestMessage(page.request, phoneRecipients))?.id ?? null;
    await page.getByRole('button', { name: vi.onboarding.verify.verifyAction, exact: true }).first().click();
    await page.getByLabel(label(vi.onboarding.verify.phoneInput)).fill(person.phone);
    await page.getByRole('button', { name: vi.onboarding.verify.sendCode }).click();
    const smsCode = await newCode(page.request, phoneRecipients, beforeSms);
    await page.getByLabel(label(vi.shell.auth.verify.code)).fill(smsCode);
    await page.getByRole('button', { name: vi.shell.auth.verify.submit, exact: true }).click();
    // The email was verified by the sign-up code: with the phone, both show as verified.
    await expect.poll(() => page.getByText(vi.onboarding.verify.verified, { exact: true }).count()).toBe(2);

    // ID card: number and both sides.
    await page.getByLabel(label(vi.onboarding.verify.idNumber)).fill(person.idNumber);
    await page
      .getByLabel(vi.onboarding.verify.front, { exact: true })
      .setInputFiles({ name: 'cccd-truoc.png', mimeType: 'image/png', buffer: await picture(30, 90, 160) });
    await page
      .getByLabel(vi.onboarding.verify.back, { exact: true })
      .setInputFiles({ name: 'cccd-sau.png', mimeType: 'image/png', buffer: await picture(160, 90, 30) });
    await page
      .getByRole('img', { name: fill(vi.onboarding.photo.alt, { label: vi.onboarding.verify.back }) })
      .waitFor();
    await screenshot(page, 'onboarding-id-card-phone');
    await page.getByRole('button', { name: vi.onboarding.verify.saveIdCard }).click();
    await page.getByText(vi.onboarding.verify.idCardDone).first().waitFor();
    // With all three done the registration opens: at once, or through "continue".
    const step1 = page.getByRole('heading', { name: vi.onboarding.step1.heading });
    await expect
      .poll(async () => (await step1.count()) > 0 || (await continueButton.isEnabled().catch(() => false)))
      .toBe(true);
    if ((await step1.count()) === 0) await continueButton.click();
    await step1.waitFor();
    const progress = page.getByRole('list', { name: vi.onboarding.progress.label });
    expect(await progress.locator('[aria-current="step"]').textContent()).toBe(vi.onboarding.progress.step1);
    await fitsWidth(page);
  });

  it('fills the two registration steps and sees the pending screen with the reply-by date', async () => {
    await page.getByLabel(label(vi.onboarding.step1.name)).fill(shopName);
    await page.getByLabel(vi.onboarding.step1.businessNo).check();
    const category = page.getByLabel(label(vi.onboarding.step1.category));
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ index: 1 });
    const province = page.getByLabel(label(vi.onboarding.step1.province));
    await expect.poll(() => province.locator('option').count()).toBeGreaterThan(1);
    await province.selectOption({ index: 1 });
    const ward = page.getByLabel(label(vi.onboarding.step1.ward));
    await expect.poll(() => ward.locator('option').count()).toBeGreaterThan(1);
    await ward.selectOption({ index: 1 });
    await page.getByLabel(label(vi.onboarding.step1.street)).fill('25 Lê Lợi');
    await fitsWidth(page);
    await screenshot(page, 'onboarding-step1-phone');
    await page.getByRole('button', { name: vi.onboarding.step1.next }).click();

    await page.getByRole('heading', { name: vi.onboarding.step2.heading }).waitFor();
    await page.getByLabel(label(vi.onboarding.step2.ownerFullName)).fill(person.fullName);
    // The verified card's number and photos are already there.
    expect(await page.getByLabel(label(vi.onboarding.step2.idNumber)).inputValue()).toBe(person.idNumber);
    await page
      .getByRole('img', { name: fill(vi.onboarding.photo.alt, { label: vi.onboarding.step2.idFront }) })
      .waitFor();
    // A person's tax code is their 12-digit CCCD (since 1 July 2025).
    await page.getByLabel(label(vi.onboarding.step2.taxCode)).fill(person.idNumber);
    await page.getByLabel(label(vi.onboarding.step2.bankName)).fill('Vietcombank');
    await page.getByLabel(label(vi.onboarding.step2.bankAccount)).fill('0071000123456');
    await page.getByLabel(label(vi.onboarding.step2.bankBranch)).fill('Chi nhánh Sài Gòn');
    await page.getByLabel(vi.onboarding.platform.none, { exact: true }).check();
    await page
      .getByLabel(label(vi.onboarding.step2.description))
      .fill(
        'Hoa Linen chuyên áo sơ mi, váy linen may tại xưởng nhỏ ở Sài Gòn. Vải nhập từ làng dệt Bảo Lộc, ' +
          'đường may kỹ, đổi size miễn phí trong 7 ngày.',
      );
    await fitsWidth(page);
    await screenshot(page, 'onboarding-step2-phone');

    const before = formatVietnamDate(new Date(approvalReplyBy(new Date()).getTime() - 1));
    await page.getByRole('button', { name: vi.onboarding.step2.submit }).click();
    await page.getByRole('heading', { name: vi.onboarding.pending.heading }).waitFor();
    const after = formatVietnamDate(new Date(approvalReplyBy(new Date()).getTime() - 1));
    const replyBy = [before, after].map((date) => fill(vi.onboarding.pending.replyBy, { date }));
    const shown = (await page.locator('main').textContent()) ?? '';
    expect(
      replyBy.some((text) => shown.includes(text)),
      shown,
    ).toBe(true);
    expect(shown).toContain(fill(vi.onboarding.pending.shop, { name: shopName }));
    await fitsWidth(page);
    await screenshot(page, 'onboarding-pending-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'onboarding-pending-desktop');
    await page.setViewportSize(PHONE);

    // Until the shop is approved the seller centre sends the applicant back to the application.
    await page.goto('/ban-hang');
    expect(new URL(page.url()).pathname).toBe('/become-seller');
  });

  it('the admin opens the application and approves the shop', async () => {
    await openFromQueue(adminPage, '/quan-tri/cua-hang', shopName);
    await adminPage.getByRole('heading', { name: shopName }).waitFor();
    const text = (await adminPage.locator('main').textContent()) ?? '';
    expect(text).toContain(person.idNumber);
    await screenshot(adminPage, 'onboarding-admin-application-desktop');
    await adminPage.getByRole('button', { name: vi.admin.approve, exact: true }).click();
    await adminPage.getByText(vi.admin.shops.approved).first().waitFor();
    await expect
      .poll(() => adminPage.getByRole('button', { name: vi.admin.approve, exact: true }).count())
      .toBe(0);
    await adminPage.getByText(vi.admin.tabs.approved, { exact: true }).first().waitFor();
  });

  it('the new seller opens the seller centre and makes a size chart', async () => {
    await page.goto('/ban-hang');
    expect(new URL(page.url()).pathname).toBe('/ban-hang');
    // The seller centre opens on its dashboard, inside the seller menu.
    await page.getByRole('heading', { name: vi.sellerAnalytics.meta.dashboard }).first().waitFor();
    await page.getByRole('navigation', { name: vi.sellerOrders.centre.menuLabel }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'onboarding-seller-home-phone');

    await page.setViewportSize(DESKTOP);
    await page.goto('/ban-hang/quan-ly-size-chart/tao?type=top');
    await page.getByRole('heading', { name: vi.sizeCharts.meta.create }).waitFor();
    await page.getByLabel(label(vi.sizeCharts.editor.name)).fill(chartName);
    const chest = SIZE_ATTRIBUTES.find((a) => a.id === 1)?.key as keyof typeof vi.product.size.attributes;
    await page
      .getByLabel(
        fill(vi.sizeCharts.editor.rangeLabel, {
          attribute: vi.product.size.attributes[chest],
          size: 'S',
          bound: vi.sizeCharts.editor.from,
        }),
        { exact: true },
      )
      .fill('83');
    await screenshot(page, 'onboarding-size-chart-desktop');
    await page.setViewportSize(PHONE);
    await fitsWidth(page);
    await screenshot(page, 'onboarding-size-chart-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: vi.sizeCharts.editor.create, exact: true }).click();
    await page.waitForURL(/\/ban-hang\/quan-ly-size-chart$/);
    await page.getByText(chartName).first().waitFor();
  });

  it('creates a product with colour and size, pictures and the size chart, and sends it for review', async () => {
    await page.goto('/ban-hang/quan-ly-san-pham/tao');
    await page.getByRole('heading', { name: vi.sellerProducts.meta.create }).waitFor();

    // Two pictures through the "add picture" button; the first is the cover.
    const images = page.getByRole('list', { name: vi.sellerProducts.fields.images, exact: true });
    await chooseFiles(
      page,
      () =>
        images
          .getByRole('button', { name: new RegExp(escapeRegExp(vi.sellerProducts.media.addImage)) })
          .click(),
      [
        { name: 'ao-linen-1.png', buffer: await picture(235, 225, 205, 800, 800) },
        { name: 'ao-linen-2.png', buffer: await picture(200, 180, 150, 800, 800) },
      ],
    );
    await images.getByRole('img', { name: fill(vi.sellerProducts.media.imageAlt, { index: 2 }) }).waitFor();

    await page.getByLabel(label(vi.sellerProducts.fields.name)).fill(productName);
    const category = page.getByLabel(label(vi.sellerProducts.fields.category));
    const shirts = await category
      .locator('option')
      .evaluateAll((options) =>
        options
          .map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' }))
          .filter((o) => o.value && /^Áo/.test(o.text)),
      );
    expect(shirts.length).toBeGreaterThan(0);
    // A women's shirt if the catalogue has that leaf, else the first kind of top.
    const shirt = shirts.find((o) => /sơ mi nữ/i.test(o.text)) ?? shirts[0];
    await category.selectOption(shirt?.value ?? '');
    await page.getByLabel(label(vi.sellerProducts.fields.description)).fill(productDescription);

    // Classification 1: colour, two values; classification 2: size, two values.
    const classifications = [
      { name: 'Màu sắc', values: ['Be', 'Trắng'] },
      { name: 'Kích cỡ', values: ['S', 'M'] },
    ];
    for (const [index, option] of classifications.entries()) {
      await page
        .getByRole('button', {
          name: new RegExp(escapeRegExp(fill(vi.sellerProducts.options.add, { index: index + 1 }))),
        })
        .click();
      const group = page.getByRole('group', {
        name: fill(vi.sellerProducts.options.legend, { index: index + 1 }),
      });
      await group.getByLabel(label(vi.sellerProducts.options.name)).fill(option.name);
      for (const [valueIndex, value] of option.values.entries()) {
        if (valueIndex > 0) {
          await group
            .getByRole('button', { name: new RegExp(escapeRegExp(vi.sellerProducts.options.addValue)) })
            .click();
        }
        await group
          .getByLabel(fill(vi.sellerProducts.options.valueLabel, { index: valueIndex + 1 }), { exact: true })
          .fill(value);
      }
    }
    // The table has one row per combination: 2 x 2.
    const bulk = page.getByRole('group', { name: vi.sellerProducts.variants.bulkLabel });
    await bulk.getByLabel(vi.sellerProducts.variants.price, { exact: true }).fill('350000');
    await bulk.getByLabel(vi.sellerProducts.variants.salePrice, { exact: true }).fill('299000');
    await bulk.getByLabel(vi.sellerProducts.variants.stock, { exact: true }).fill('12');
    await bulk.getByRole('button', { name: vi.sellerProducts.variants.applyAll }).click();
    const prices = page.getByLabel(new RegExp(`^${escapeRegExp(vi.sellerProducts.variants.price)} `));
    await expect.poll(() => prices.count()).toBe(4);
    for (const value of await prices.evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).value),
    )) {
      expect(value).toBe('350000');
    }

    await page.getByLabel(label(vi.sellerProducts.fields.weight)).fill('300');
    await page.getByLabel(label(vi.sellerProducts.fields.preparation)).fill('2');
    await page.getByLabel(label(vi.sellerProducts.size.chart)).selectOption({ label: chartName });
    await page.getByRole('table').filter({ hasText: chartName }).waitFor();
    await page.getByLabel(label(vi.sellerProducts.fields.returnDays)).fill('7');
    await page.getByLabel(vi.catalog.returnConditions.defective, { exact: true }).check();
    await page.getByLabel(vi.catalog.returnConditions.wrong_item, { exact: true }).check();
    await screenshot(page, 'onboarding-product-form-desktop');
    await page.setViewportSize(PHONE);
    await fitsWidth(page);
    await screenshot(page, 'onboarding-product-form-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: vi.sellerProducts.form.submit, exact: true }).click();
    await page.waitForURL(/\/ban-hang\/quan-ly-san-pham\?tab=pending/);
    await page.getByText(productName).first().waitFor();
    await screenshot(page, 'onboarding-product-pending-desktop');

    const list = (await (
      await page.request.get(`/api/v1/seller/products?tab=pending&q=${encodeURIComponent(productName)}`)
    ).json()) as { data: { data: { id: string; name: string; variantCount: number; status: string }[] } };
    const row = list.data.data.find((p) => p.name === productName);
    expect(row).toMatchObject({ status: 'pending', variantCount: 4 });
    productId = row?.id ?? '';
  });

  it('the admin approves the product', async () => {
    await openFromQueue(adminPage, '/quan-tri/san-pham', productName);
    await adminPage.getByRole('heading', { name: productName, exact: true }).first().waitFor();
    await screenshot(adminPage, 'onboarding-admin-product-desktop');
    await adminPage.getByRole('button', { name: vi.admin.approve, exact: true }).click();
    await adminPage.getByText(vi.admin.products.approved).first().waitFor();
    await expect
      .poll(() => adminPage.getByRole('button', { name: vi.admin.approve, exact: true }).count())
      .toBe(0);
  });

  it('buyers find the product in search and see its size chart', async () => {
    const request = page.request;
    await expect
      .poll(
        async () => {
          const res = await request.get(
            `/api/v1/public/products/search?q=${encodeURIComponent(productName)}&pageSize=60`,
          );
          const { data } = (await res.json()) as { data: SearchResultView };
          return data.items.some((item) => item.id === productId);
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // What the product page is built from: both classifications, 2 x 2 variants, the chart.
    const detail = (
      (await (await request.get(`/api/v1/public/products/${productId}`)).json()) as {
        data: ProductDetailView;
      }
    ).data;
    expect(detail.options.map((o) => o.name)).toEqual(['Màu sắc', 'Kích cỡ']);
    expect(detail.variants).toHaveLength(4);
    expect(detail.sizeChart?.name).toBe(chartName);
    expect(detail.shop.name).toBe(shopName);

    await page.setViewportSize(PHONE);
    await page.goto(`/tim-kiem?q=${encodeURIComponent(productName)}`);
    const card = page.locator(`[data-testid=search-results] a[href^="/san-pham/${productId}"]`).first();
    await card.waitFor();
    await fitsWidth(page);
    await screenshot(page, 'onboarding-search-phone');
    await card.click();
    await page.waitForURL(new RegExp(`/san-pham/${productId}`));
    await page.getByRole('heading', { name: productName, exact: true }).first().waitFor();
    await fitsWidth(page);
    await screenshot(page, 'onboarding-product-page-phone');

    await page.getByRole('button', { name: vi.product.size.chartButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: vi.product.size.chartTitle });
    const table = dialog.getByRole('table').filter({ hasText: chartName });
    await table.waitFor();
    // Row S keeps the seller's own chest measure (83-88 cm) from the editor.
    expect(await table.getByRole('row', { name: /^S\b/ }).textContent()).toContain('83–88');
    await screenshot(page, 'onboarding-product-size-chart-phone');
  });
});
