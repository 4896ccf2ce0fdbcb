import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver, guest, post, returnAndRefund, signUpHere } from './support/affiliate-steps';
import { baseUrl, DESKTOP, hydrated, launchBrowser, screenshot } from './support/browser';
import { csrfOf, demoSellerVariant, placeExpressOrder, signedIn } from './support/buying';
import { newBuyer } from './support/group-buyers';
import { label } from './support/journey-steps';

/**
 * Affiliate end to end (decision 072): a user applies to be a KOL in the browser, the admin
 * approves, the KOL makes a link to a product; a guest opens it, signs up and buys; the order is
 * the KOL's conversion, pending at the shop's rate, approved once completed and its return period
 * over (that order's clock moved); a second order through the link is returned and refunded and
 * its commission cancelled. A seller's open campaign is approved and the KOL joins it.
 */

const vi = resources.vi;

describe('affiliate', () => {
  let browser: Browser;
  let kol: BrowserContext;
  let admin: BrowserContext;
  let seller: BrowserContext;
  let kolUserId = '';
  let shortUrl = '';

  async function open(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(path);
    await hydrated(page);
    return page;
  }

  /** The KOL's conversion order as its page shows it: the status badge's words. */
  async function conversionStatus(orderId: string): Promise<string> {
    const res = await kol.request.get(`/api/v1/affiliate/conversions/${orderId}`);
    return ((await res.json()) as { data: { status: string } }).data.status;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    kol = (await newBuyer(browser, 'Linh')).context;
    admin = await signedIn(browser, 'admin@demo.vn', DESKTOP);
    seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
  });
  afterAll(async () => {
    for (const c of [kol, admin, seller]) await c?.close();
    await browser?.close();
  });

  it('a user applies in the browser and the admin approves them', async () => {
    const f = vi.affiliateApply.form;
    const page = await open(kol, '/tiep-thi-lien-ket');
    await page.getByTestId('kol-application-form').waitFor();
    // Nothing filled in: the form names what is missing, without a request.
    await page.getByTestId('kol-apply-submit').click();
    await expect.poll(() => page.getByLabel(label(f.url)).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(label(f.url)).fill('https://www.tiktok.com/@linh.ootd');
    await page.getByLabel(label(f.followers)).fill('25000');
    await page.getByText(vi.affiliateApply.niche.fashion, { exact: true }).click();
    await page.getByLabel(label(f.bankName)).fill('Vietcombank');
    await page.getByLabel(label(f.bankAccount)).fill('0123456789');
    await page.getByLabel(label(f.accountHolder)).fill('NGUYEN THI LINH');
    await page.getByLabel(label(f.taxCode)).fill('0100109106');
    await page.getByRole('checkbox', { name: new RegExp(f.acceptTerms) }).check();
    await screenshot(page, 'affiliate-apply-phone');
    await page.getByTestId('kol-apply-submit').click();
    await page.getByTestId('kol-application-pending').waitFor();
    await screenshot(page, 'affiliate-apply-pending-phone');

    const application = (await (await kol.request.get('/api/v1/affiliate/kol/application')).json()) as {
      data: { userId: string; status: string };
    };
    expect(application.data.status).toBe('pending');
    kolUserId = application.data.userId;
    await post(admin, `/api/v1/admin/affiliate/kols/${kolUserId}/decision`, { decision: 'approve' }, 204);

    await page.reload();
    await hydrated(page);
    await page.getByTestId('kol-metrics').waitFor();
    await screenshot(page, 'affiliate-dashboard-phone');
    await page.close();
  });

  it('the KOL links a product; a guest opens it, signs up and buys; the order is theirs until approved', async () => {
    const target = await demoSellerVariant(kol.request, 4);
    const page = await open(kol, '/tiep-thi-lien-ket/ca-nhan/lien-ket');
    await page.getByLabel(label(vi.affiliate.links.makerLabel)).fill('https://shopee.vn/not-ours');
    await page.getByRole('button', { name: vi.affiliate.links.make }).click();
    await page.getByText(vi.affiliate.links.notOurs).waitFor();
    await page
      .getByLabel(label(vi.affiliate.links.makerLabel))
      .fill(`${baseUrl()}/san-pham/${target.detail.id}`);
    await page.getByRole('button', { name: vi.affiliate.links.make }).click();
    const made = page.getByTestId('made-link');
    await made.waitFor();
    shortUrl = (await made.getByTestId('affiliate-url').textContent()) ?? '';
    expect(shortUrl).toMatch(/\/l\/[0-9A-Za-z]{8}$/);
    await screenshot(page, 'affiliate-links-phone');

    // A guest opens the link, lands on the product, signs up in the same browser and buys.
    const buyer = await guest(browser);
    const landing = await buyer.newPage();
    await landing.goto(shortUrl);
    await landing.waitForURL(new RegExp(`/san-pham/${target.detail.id}`));
    await signUpHere(buyer, 'Mai');
    const order = await placeExpressOrder(buyer, { ...target, method: 'self', paymentMethod: 'CASH' });

    await expect.poll(() => conversionStatus(order.id)).toBe('pending');
    const detail = await open(kol, `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/${order.id}`);
    const facts = detail.getByTestId('conversion-facts');
    await facts.waitFor();
    // The buyer is masked: first and last characters only.
    expect(await facts.textContent()).toContain('M*i');
    const commission = (await detail.getByTestId('conversion-commission').textContent()) ?? '';
    expect(commission).toMatch(/\d/);
    expect(commission).not.toMatch(/^0\s/);
    await screenshot(detail, 'affiliate-conversion-pending-phone');

    // Delivered and confirmed by the buyer: still pending while returns are possible.
    await deliver(seller, order.id);
    await post(buyer, `/api/v1/mobile/orders/${order.id}/confirm-receipt`);
    expect(await conversionStatus(order.id)).toBe('pending');
    // The order's return period ends (its clock moved): the approval job runs.
    // /dev/ is not under /api: the session checks the request's origin instead of the token.
    const ended = await seller.request.post(`/dev/clock/affiliate/orders/${order.id}/return-period-end`, {
      headers: { origin: baseUrl() },
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await expect.poll(() => conversionStatus(order.id), { timeout: 20_000 }).toBe('approved');
    await detail.reload();
    await hydrated(detail);
    await detail.getByText(vi.affiliate.status.approved).first().waitFor();
    await screenshot(detail, 'affiliate-conversion-approved-phone');

    // A second order through a new click, paid online, is returned and refunded: cancelled.
    const again = await buyer.newPage();
    await again.goto(shortUrl);
    await again.waitForURL(/\/san-pham\//);
    const paid = await placeExpressOrder(buyer, { ...target, method: 'self', paymentMethod: 'VNPAYQR' });
    await again.goto(paid.paymentUrl as string);
    await again.getByTestId('sim-pay').click();
    await again.waitForURL(/\/thanh-toan\/ket-qua\//);
    await expect.poll(() => conversionStatus(paid.id)).toBe('pending');
    await deliver(seller, paid.id);
    await returnAndRefund(buyer, seller, admin, paid.id);
    await expect.poll(() => conversionStatus(paid.id), { timeout: 20_000 }).toBe('cancelled');
    const list = await open(kol, '/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi?status=cancelled');
    await list.getByTestId('conversion-row').first().waitFor();
    await screenshot(list, 'affiliate-conversions-cancelled-phone');
    const cancelledDetail = await open(kol, `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/${paid.id}`);
    await cancelledDetail.getByText(vi.affiliate.conversion.cancelReason.refunded).first().waitFor();
    await buyer.close();
  });

  it("a seller's open campaign is approved and the KOL joins it", async () => {
    const products = (await (await seller.request.get('/api/v1/seller/affiliate/rates')).json()) as {
      data: { catalog: { id: string }[] };
    };
    const productIds = products.data.catalog.slice(0, 2).map((p) => p.id);
    expect(productIds.length).toBe(2);
    const now = Date.now();
    const campaign = (await post(
      seller,
      '/api/v1/seller/affiliate/campaigns',
      {
        name: 'Tuần lễ áo thun',
        description: 'Hoa hồng 20% cho hai mẫu áo thun bán chạy.',
        ratePercent: 20,
        productIds,
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 7 * 86_400_000).toISOString(),
        audience: 'all',
        invitees: [],
      },
      201,
    )) as { id: string };
    await post(
      admin,
      `/api/v1/admin/affiliate/campaigns/${campaign.id}/decision`,
      { decision: 'approve' },
      204,
    );

    const page = await open(kol, `/tiep-thi-lien-ket/chien-dich/${campaign.id}`);
    await page.getByTestId('kol-campaign-detail').waitFor();
    await page.getByTestId('campaign-join').click();
    await page.getByTestId('campaign-get-link').first().waitFor();
    await page.getByTestId('campaign-get-link').first().click();
    await expect
      .poll(() => page.getByTestId('campaign-link-url').first().textContent())
      .toMatch(/\/l\/[0-9A-Za-z]{8}/);
    await screenshot(page, 'affiliate-campaign-joined-phone');

    const sellerPage = await open(seller, `/nha-ban/chien-dich-mo/chi-tiet/${campaign.id}`);
    await sellerPage.getByText('Tuần lễ áo thun').first().waitFor();
    await screenshot(sellerPage, 'affiliate-seller-campaign-desktop');
    expect(await csrfOf(seller)).not.toBe('');
  });
});
