import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, PHONE } from './support/browser';
import { csrfOf, signedIn } from './support/buying';

/**
 * Moderation end to end: a member reports another's post from its "⋯" menu, the admin removes
 * it from the queue at /quan-tri with a reason, and the author opens the notification and
 * reads why on the post, which nobody else can open any more.
 */
const REASON = 'Bài viết quảng cáo hàng giả, vi phạm quy tắc cộng đồng.';

let browser: Browser;
let author: BrowserContext;
let reporter: BrowserContext;
let admin: BrowserContext;
let postId: string;
let content: string;

async function api<T>(context: BrowserContext, method: string, path: string, data?: unknown): Promise<T> {
  const res = await context.request.fetch(path, {
    method,
    headers: { 'X-CSRF-Token': await csrfOf(context) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [author, reporter, admin] = await Promise.all([
    signedIn(browser, 'seller@demo.vn', PHONE),
    signedIn(browser, 'buyer@demo.vn', PHONE),
    signedIn(browser, 'admin@demo.vn', PHONE),
  ]);
  content = `Hàng auth giá sỉ, chuyển khoản trước qua Zalo nhé ${Date.now()}`;
  postId = (await api<{ id: string }>(author, 'POST', '/community/v1/posts', { kind: 'question', content }))
    .id;
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('community moderation', () => {
  it('a member reports a post from its menu', async () => {
    const page = await reporter.newPage();
    await page.goto(`/post/${postId}`);
    await hydrated(page);
    const card = page.locator(`[data-post-id="${postId}"]`).first();
    await card.getByRole('button', { name: 'Tùy chọn bài viết' }).click();
    await page.getByRole('button', { name: 'Báo cáo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Báo cáo nội dung' });
    await dialog.getByLabel('Hàng giả hoặc lừa đảo').check();
    await dialog.getByLabel(/Ghi chú/).fill('Yêu cầu chuyển khoản trước');
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await page.getByText('Đã gửi báo cáo').waitFor();
    await page.close();
  });

  it('the admin removes it from the queue with a reason', async () => {
    const page = await admin.newPage();
    await page.goto('/quan-tri/kiem-duyet?type=post');
    await hydrated(page);
    const item = page.getByTestId('report-item').filter({ hasText: content });
    await item.getByText('Hàng giả hoặc lừa đảo · 1').waitFor();
    await item.getByText('Yêu cầu chuyển khoản trước').waitFor();
    await item.getByRole('button', { name: 'Gỡ nội dung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gỡ nội dung bị báo cáo' });
    await dialog.getByLabel(/Lý do/).fill(REASON);
    await dialog.getByRole('button', { name: 'Gỡ nội dung' }).click();
    await page.getByText('Đã gỡ nội dung và thông báo cho tác giả').waitFor();
    await item.waitFor({ state: 'detached' });
    await page.goto('/quan-tri/kiem-duyet?status=resolved&type=post');
    const resolved = page.getByTestId('report-item').filter({ hasText: content });
    await resolved.getByText(REASON).waitFor();
    await page.close();
  });

  it('the author opens the notification and reads why; others find nothing', async () => {
    const page = await author.newPage();
    await page.goto('/trang-ca-nhan?tab=notifications');
    await hydrated(page);
    // Moderation notices are in the community's list, beside the shop's.
    await page.getByTestId('notification-list-social').click();
    await page.getByTestId('notification').filter({ hasText: REASON }).first().click();
    await page.waitForURL(`**/post/${postId}`);
    await page.getByText(`Lý do: ${REASON}`).waitFor();
    await page.close();
    const other = await reporter.request.get(`/community/v1/posts/${postId}`);
    expect(other.status()).toBe(404);
  });
});
