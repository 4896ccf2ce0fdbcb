import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import { formatVnd } from '@cho-dep/core/format/money';
import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

/**
 * Marketing, end to end: the seller's marketing and money pages in a real browser.
 * The demo seller creates a shop banner, a 30% program with a cap and a shop voucher on the
 * pages; a buyer on a phone finds the banner on the shop page, opens its product, sees the
 * capped program price, and pays it with the voucher (cash on delivery); the seller's
 * dashboard, reports and revenue detail then show that order with its figures.
 *
 * The product is made for the test (through the seller API, approved by the admin) so that no
 * demo program already covers it and its figures are the test's own.
 */
const vi = resources.vi;
const PASSWORD = 'Demo@1234';
const tag = Date.now().toString(36).slice(-5);
const PRODUCT_NAME = `Áo khoác dạ tweed dáng lửng ${tag}`;
const PRICE = 200_000;
/** The program: 30% off (140,000 ₫) capped at 50,000 ₫ a unit, so a buyer pays 150,000 ₫. */
const PROGRAM_PRICE = 140_000;
const CAP = 50_000;
const PAYS = PRICE - Math.min(PRICE - PROGRAM_PRICE, CAP);
const VOUCHER_CODE = `MK${tag.toUpperCase()}`;
const VOUCHER_OFF = 20_000;
const BANNER_TITLE = `Tuần lễ áo khoác ${tag}`;

interface Answer<T> {
  data: T;
}

async function signedIn(browser: Browser, email: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  const res = await context.request.post('/community/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

const csrf = async (context: BrowserContext) => ({
  'x-csrf-token': (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '',
});

async function json<T>(response: { status(): number; json(): Promise<unknown> }, status = 200): Promise<T> {
  expect(response.status()).toBe(status);
  return ((await response.json()) as Answer<T>).data;
}

/**
 * The page fits its window: nothing scrolls sideways. Polled, because the chart redraws at
 * the new width a frame after the window changes size (its container is observed).
 */
async function fitsWidth(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: page.url() }).toBeLessThanOrEqual(0);
}

/** Today and a week on as yyyy-mm-dd, and now as yyyy-mm-ddThh:mm, in Vietnam time. */
function vietnamNow(daysOn = 0) {
  const local = new Date(Date.now() + 7 * 3_600_000 + daysOn * 86_400_000).toISOString();
  return { day: local.slice(0, 10), minute: local.slice(0, 16) };
}

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A new product of the demo seller's shop, sent for review and approved by the admin. */
async function productForTheTest(seller: BrowserContext, admin: BrowserContext) {
  const list = await json<{ data: { id: string }[] }>(
    await seller.request.get('/api/v1/seller/products?tab=available'),
  );
  const templateId = list.data[0]?.id;
  if (!templateId) throw new Error('the demo seller has no product to copy the details of');
  const template = await json<{ product: Record<string, unknown> }>(
    await seller.request.get(`/api/v1/seller/products/${templateId}`),
  );
  const uploaded = await json<{ key: string }[]>(
    await seller.request.post('/api/v1/seller/products/media', {
      headers: await csrf(seller),
      multipart: {
        files: { name: `ao-khoac-${tag}.png`, mimeType: 'image/png', buffer: await png(800, 800, '#8e6e53') },
      },
    }),
    201,
  );
  const product = {
    ...template.product,
    name: PRODUCT_NAME,
    images: [uploaded[0]?.key],
    video: null,
    options: [],
    variants: [{ optionValues: [], sku: `MK-${tag}`, price: PRICE, stock: 20 }],
  };
  const created = await json<{ id: string }>(
    await seller.request.post('/api/v1/seller/products', {
      headers: await csrf(seller),
      data: { product, submit: true },
    }),
    201,
  );
  await json(
    await admin.request.post(`/api/v1/admin/products/${created.id}/approve`, { headers: await csrf(admin) }),
  );
  // Listed now. This first visit also caches the page, which creating the program must clear
  // for the buyer to see the program price.
  const detail = await json<ProductDetailView>(
    await seller.request.get(`/api/v1/public/products/${created.id}`),
  );
  expect(detail.variants).toHaveLength(1);
  return created.id;
}

interface Totals {
  revenue: number;
  orders: number;
  buyers: number;
}

describe('seller marketing: banner, capped program and voucher, bought by a buyer, seen in the figures', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let admin: BrowserContext;
  let page: Page;
  let productId = '';
  let bannerId = '';
  let orderId = '';
  let before: Totals;

  beforeAll(async () => {
    browser = await launchBrowser();
    seller = await signedIn(browser, 'seller@demo.vn');
    admin = await signedIn(browser, 'admin@demo.vn');
    productId = await productForTheTest(seller, admin);
    before = (await json<{ today: Totals }>(await seller.request.get('/api/v1/seller/dashboard'))).today;
    page = await seller.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await seller?.close();
    await admin?.close();
    await browser?.close();
  });

  it('the seller creates a shop banner with a 343x150 picture and the product', async () => {
    const form = vi.sellerBanners.form;
    await page.goto('/ban-hang/quan-ly-banner/tao');
    await page.getByRole('heading', { name: vi.sellerBanners.meta.create }).waitFor();
    await page.getByLabel(form.title).fill(BANNER_TITLE);
    await page.getByLabel(form.type).selectOption('shop');
    await page.getByLabel(form.startDate).fill(vietnamNow().day);
    await page.getByLabel(form.endDate).fill(vietnamNow(7).day);
    await page.getByLabel(form.link).fill('https://chodep.vn/khuyen-mai');
    await page
      .getByLabel(form.image, { exact: true })
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png(343, 150, '#c0392b') });
    // The preview appears once the server has checked and stored the picture.
    await page.getByText(form.change, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: form.addProducts }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel(vi.shopCategories.picker.search).fill(tag);
    await picker.getByRole('button', { name: vi.shopCategories.picker.searchButton, exact: true }).click();
    await picker.getByRole('button', { name: `${vi.shopCategories.picker.add} ${PRODUCT_NAME}` }).click();
    await picker.getByRole('button', { name: vi.shopCategories.picker.done, exact: true }).click();
    await screenshot(page, 'marketing-banner-form-desktop');
    await page.getByRole('button', { name: form.create, exact: true }).click();
    await page.waitForURL(/\/ban-hang\/quan-ly-banner\/chi-tiet\//);
    bannerId = page.url().split('/').pop() as string;
    await page.getByText(PRODUCT_NAME).first().waitFor();
  });

  it('the seller creates a 30% program with a 50,000 ₫ cap on it', async () => {
    const form = vi.sellerPromotions.form;
    await page.goto('/ban-hang/chuong-trinh-cua-toi/tao?type=product');
    await hydrated(page);
    await page.getByLabel(form.name).fill(`Áo khoác giảm 30% ${tag}`);
    // A start already past means "from now" (the program runs at once).
    await page.getByLabel(form.startsAt).fill(vietnamNow().minute);
    await page.getByLabel(form.endsAt).fill(vietnamNow(7).minute);
    await page.getByRole('button', { name: form.add }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel(vi.sellerPromotions.picker.search).fill(tag);
    await picker.getByRole('button', { name: vi.sellerPromotions.picker.searchButton, exact: true }).click();
    await picker.getByRole('button', { name: `${vi.sellerPromotions.picker.add} ${PRODUCT_NAME}` }).click();
    await picker.getByRole('button', { name: vi.sellerPromotions.picker.done, exact: true }).click();
    await page.getByLabel(form.discountedPrice).fill(String(PROGRAM_PRICE));
    await page.getByText(vi.sellerPromotions.form.discount.replace('{{percent}}', '30')).waitFor();
    await page.getByLabel(form.maxDiscount).fill(String(CAP));
    await page.getByLabel(form.stock).fill('10');
    await screenshot(page, 'marketing-program-form-desktop');
    await page.getByRole('button', { name: form.create, exact: true }).click();
    await page.waitForURL(/\/ban-hang\/chuong-trinh-cua-toi\/chi-tiet\//);
    // The detail says what a buyer pays: the cap, not the 30%, decides it.
    await page.getByText(formatVnd(PAYS)).first().waitFor();
    await screenshot(page, 'marketing-program-detail-desktop');
  });

  it('the seller creates a shop voucher of 20,000 ₫', async () => {
    const form = vi.sellerVouchers.form;
    await page.goto('/ban-hang/ma-giam-gia/tao');
    await hydrated(page);
    await page.getByLabel(form.name).fill(`Giảm 20k áo khoác ${tag}`);
    await page.getByLabel(form.code).fill(VOUCHER_CODE);
    await page.getByLabel(form.startsAt).fill(vietnamNow().minute);
    await page.getByLabel(form.endsAt).fill(vietnamNow(7).minute);
    await page.getByLabel(form.value).fill(String(VOUCHER_OFF));
    await page.getByLabel(form.minOrderValue).fill('100000');
    await page.getByLabel(form.usageLimit).fill('100');
    await page.getByRole('button', { name: form.create, exact: true }).click();
    await page.waitForURL(/\/ban-hang\/ma-giam-gia\/chi-tiet\//);
    await page.getByText(VOUCHER_CODE).first().waitFor();
    await screenshot(page, 'marketing-voucher-detail-desktop');
  });

  it('a buyer sees the banner, opens the product at the program price and pays it with the voucher', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const shopper = await buyer.newPage();
    shopper.setDefaultTimeout(15_000);
    const shopId = (
      await json<ProductDetailView>(await buyer.request.get(`/api/v1/public/products/${productId}`))
    ).shop.id;

    // The shop page shows the banner; a tap opens the banner's page with its product.
    await shopper.goto(`/nguoi-ban/${shopId}`);
    const banner = shopper.getByRole('link', { name: BANNER_TITLE });
    await banner.scrollIntoViewIfNeeded();
    await screenshot(shopper, 'marketing-shop-banner-phone');
    await banner.click();
    await shopper.waitForURL(new RegExp(`/banner/${bannerId}$`));
    await shopper.getByRole('heading', { name: BANNER_TITLE }).waitFor();
    await fitsWidth(shopper);
    await screenshot(shopper, 'marketing-banner-page-phone');
    await shopper
      .getByRole('link', { name: new RegExp(PRODUCT_NAME) })
      .first()
      .click();

    // The product page charges the capped program price.
    await shopper.waitForURL(new RegExp(`/san-pham/${productId}`));
    const price = shopper.getByTestId('product-price');
    await expect.poll(() => price.textContent()).toContain(formatVnd(PAYS));
    await screenshot(shopper, 'marketing-product-price-phone');
    await shopper.getByRole('button', { name: vi.product.actions.buyNow }).first().click();

    // Checkout: the shop voucher is taken (chosen by hand if the page proposed another one).
    await shopper.waitForURL(/\/thanh-toan-2/);
    await shopper.getByTestId('checkout-shop').first().waitFor();
    await shopper.getByTestId('payment-CASH').click();
    await shopper.getByTestId('shop-voucher-open').click();
    const option = shopper.getByTestId(`voucher-option-${VOUCHER_CODE}`);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
    await shopper.getByTestId('voucher-done').click();
    await expect.poll(() => shopper.getByTestId('summary-goods').textContent()).toContain(formatVnd(PAYS));
    await expect
      .poll(() => shopper.getByTestId('summary-shopDiscount').textContent())
      .toContain(formatVnd(VOUCHER_OFF));
    await screenshot(shopper, 'marketing-checkout-phone');
    await shopper.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
    await shopper.getByTestId('place-order').click();
    await shopper.waitForURL(/\/thanh-toan\/ket-qua\//, { timeout: 30_000 });
    const link = shopper.getByTestId('result-order-link').first();
    await link.waitFor();
    orderId = decodeURIComponent(((await link.getAttribute('href')) ?? '').split('/').pop() ?? '');
    expect(orderId).not.toBe('');

    // What the order holds: the capped price and the shop voucher, paid by the seller.
    const order = await json<{ money: { goodsTotal: number; shopDiscount: number } }>(
      await seller.request.get(`/api/v1/seller/orders/${orderId}`),
    );
    expect(order.money).toMatchObject({ goodsTotal: PAYS, shopDiscount: VOUCHER_OFF });
    await buyer.close();
  });

  it('the dashboard and the reports count the order to the dong', async () => {
    const revenue = PAYS - VOUCHER_OFF;
    const now = await json<{ today: Totals }>(await seller.request.get('/api/v1/seller/dashboard'));
    expect(now.today.revenue - before.revenue).toBe(revenue);
    expect(now.today.orders - before.orders).toBe(1);

    await page.goto('/ban-hang/tong-quan');
    await expect
      .poll(() => page.getByTestId('metric-revenue').locator('strong').first().textContent())
      .toBe(formatVnd(now.today.revenue));
    await screenshot(page, 'marketing-dashboard-desktop');

    await page.goto('/ban-hang/phan-tich?preset=today');
    const row = page.getByRole('listitem').filter({ hasText: PRODUCT_NAME });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatVnd(revenue));
    await screenshot(page, 'marketing-reports-desktop');
    await page.setViewportSize(PHONE);
    await fitsWidth(page);
    await screenshot(page, 'marketing-reports-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('the revenue detail shows the goods, the voucher the shop paid, fees, tax and the net', async () => {
    interface Detail {
      breakdown: {
        goodsTotal: number;
        sellerDiscountTotal: number;
        goodsRevenue: number;
        shipping: { net: number };
        fees: { service: { amount: number }; payment: { amount: number } };
        tax: { vat: number; pit: number };
        returns: { offset: number };
        net: number;
      };
    }
    const { breakdown: b } = await json<Detail>(
      await seller.request.get(`/api/v1/seller/revenue/orders/${orderId}`),
    );
    expect(b.goodsTotal).toBe(PAYS);
    expect(b.sellerDiscountTotal).toBe(VOUCHER_OFF);
    expect(b.goodsRevenue).toBe(PAYS - VOUCHER_OFF);
    // The service fee is 3% of the goods after the shop's voucher, unless the first year waives it.
    expect([0, Math.round((PAYS - VOUCHER_OFF) * 0.03)]).toContain(b.fees.service.amount);
    expect(b.net).toBe(
      b.goodsRevenue +
        b.shipping.net -
        b.fees.service.amount -
        b.fees.payment.amount -
        b.tax.vat -
        b.tax.pit -
        b.returns.offset,
    );

    await page.goto(`/ban-hang/doanh-thu/${orderId}`);
    const amountOf = (label: string) =>
      page
        .locator('dl div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd')
        .first();
    const detail = vi.sellerRevenue.detail;
    await expect.poll(() => amountOf(detail.goodsTotal).textContent()).toContain(formatVnd(PAYS));
    await expect
      .poll(() => amountOf(detail.goodsRevenue).textContent())
      .toContain(formatVnd(PAYS - VOUCHER_OFF));
    await expect.poll(() => page.locator('#rv-net + dd').textContent()).toContain(formatVnd(b.net));
    await page.getByText(VOUCHER_CODE).first().waitFor();
    await screenshot(page, 'marketing-revenue-detail-desktop');
    await page.setViewportSize(PHONE);
    await fitsWidth(page);
    await screenshot(page, 'marketing-revenue-detail-phone');
  });
});
