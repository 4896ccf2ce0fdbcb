import { resources } from '@cho-dep/i18n/resources';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { csrfOf, demoSellerVariant, placeExpressOrder, signedIn } from './support/buying';

/**
 * The blog and shop feedback, in a real browser against the built server:
 * - an article pushes view_blog_detail to the data layer and shows its product cards;
 * - the admin writes and publishes an article in the editor and it appears on /blog;
 * - a shop's feedback page shows the demo feedback, and a buyer with a completed order rates it.
 */
const vi = resources.vi;

describe('blog and shop feedback', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an article pushes view_blog_detail and shows an embedded product card', async () => {
    const context = await newContext(browser, PHONE);
    const list = (await (await context.request.get('/community/v1/blog')).json()) as {
      data: { data: { id: string; title: string }[] };
    };
    const article = list.data.data[0];
    if (!article) throw new Error('the demo blog has no article');
    const page = await context.newPage();
    await page.goto('/blog');
    await page.getByTestId('blog-card').first().waitFor();
    await page.goto(`/blog/${article.id}`);
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'view_blog_detail',
          ),
        ),
      )
      .toEqual([expect.objectContaining({ event: 'view_blog_detail', blog_id: article.id })]);
    const card = page.getByTestId('blog-product-card').first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getAttribute('href')).toMatch(/^\/san-pham\//);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//);
    await screenshot(page, 'blog-article-phone');
    await context.close();
  });

  it('the admin publishes a new article from the editor and it appears on /blog', async () => {
    const admin = await signedIn(browser, 'admin@demo.vn', DESKTOP);
    const page = await admin.newPage();
    await page.goto('/quan-tri/blog/tao');
    await hydrated(page);
    const title = `Bí quyết mặc đẹp ngày lạnh ${Date.now()}`;
    await page.getByLabel(vi.blog.editor.title).fill(title);
    const cover = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#e8445a' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await page.locator('img[src*="blog/covers/"]').first().waitFor();
    await page.getByRole('button', { name: `+ ${vi.blog.editor.kind.paragraph}` }).click();
    await page
      .getByTestId('blog-block-paragraph')
      .locator('textarea')
      .fill('Áo len mỏng và khăn choàng giữ ấm mà vẫn gọn gàng.');
    await page.getByRole('button', { name: `+ ${vi.blog.editor.kind.product}` }).click();
    await page
      .getByTestId('blog-picker-row')
      .first()
      .getByRole('button', { name: vi.blog.editor.choose })
      .click();
    await page.getByTestId('blog-block-product').waitFor();
    await page.getByTestId('blog-save').click();
    await page.waitForURL(/\/quan-tri\/blog$/);
    await page.getByText(title).first().waitFor();

    const reader = await newContext(browser, PHONE);
    const blog = await reader.newPage();
    await blog.goto('/blog');
    await blog.getByText(title).first().waitFor();
    await blog.getByText(title).first().click();
    await blog.getByTestId('blog-product-card').first().waitFor();
    await reader.close();
    await admin.close();
  });

  it('the shop feedback page shows the demo feedback, and a buyer with a completed order rates the shop', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const target = await demoSellerVariant(buyer.request, 3);
    const seller = await signedIn(browser, 'seller@demo.vn', DESKTOP);
    // A completed order of the shop: the seller delivers it, the buyer confirms receipt.
    const completeAnOrder = async (at: typeof target) => {
      const order = await placeExpressOrder(buyer, { ...at, method: 'self', paymentMethod: 'CASH' });
      const headers = { 'x-csrf-token': await csrfOf(seller) };
      for (const [path, data] of [
        ['confirm', {}],
        ['ship', { method: 'self', waybillCode: 'TUGIAO-FB01' }],
        ['delivered', {}],
      ] as const) {
        const res = await seller.request.post(`/api/v1/seller/orders/${order.id}/${path}`, { data, headers });
        expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      }
      const received = await buyer.request.post(`/api/v1/mobile/orders/${order.id}/confirm-receipt`, {
        headers: { 'x-csrf-token': await csrfOf(buyer) },
      });
      expect(received.status(), await received.text()).toBe(200);
    };
    const page = await buyer.newPage();
    await page.goto(`/nguoi-ban/${target.shopId}`);
    await page.getByTestId('shop-feedback-link').click();
    await page.waitForURL(new RegExp(`/shop-feedback/${target.shopId}`));
    await page.getByTestId('shop-feedback-item').first().waitFor();
    const viewer = async () =>
      (
        (await (await buyer.request.get(`/community/v1/shops/${target.shopId}/feedback`)).json()) as {
          data: { viewer: { canWrite: string } };
        }
      ).data.viewer.canWrite;
    // Other journeys may already have completed an order here; otherwise the buyer waits for one.
    if ((await viewer()) !== 'allowed') {
      await page.getByText(vi.shopFeedback.form.needOrder).waitFor();
      await completeAnOrder(target);
    }
    expect(await viewer()).toBe('allowed');

    await page.reload();
    await hydrated(page);
    const form = page.getByTestId('shop-feedback-form');
    await form
      .locator('label')
      .filter({ hasText: vi.shopFeedback.item.rating_other.replace('{{count}}', '5') })
      .click();
    await form.locator('textarea').fill('Shop đóng gói cẩn thận, giao nhanh, tư vấn size rất nhiệt tình!');
    await page.getByTestId('shop-feedback-submit').click();
    const mine = page.getByTestId('shop-feedback-item').filter({ hasText: vi.shopFeedback.item.mine });
    await mine.first().waitFor();
    expect(await mine.first().textContent()).toContain('tư vấn size rất nhiệt tình');
    await screenshot(page, 'shop-feedback-phone');
    await seller.close();
    await buyer.close();
  });
});
