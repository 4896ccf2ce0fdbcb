import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, PHONE } from './support/browser';
import { csrfOf, signedIn } from './support/buying';

/**
 * The community's daily loop on a phone: a member follows the demo buyer, finds the buyer's
 * newest post first in "Dành cho bạn", likes and saves it; their saved list's second page starts
 * at the 21st saved post; the buyer's wall shows the post and the follower count.
 */
interface Post {
  id: string;
  author: { id: string };
}

let browser: Browser;
let buyer: BrowserContext;
let member: BrowserContext;
let page: Page;
let post: Post;
let memberId: string;

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
  buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
  member = await signedIn(browser, 'seller@demo.vn', PHONE);
  // 22 earlier posts to save (so the saved list has a second page), then the journey's post.
  const saved: string[] = [];
  for (let index = 1; index <= 22; index += 1) {
    const earlier = await api<Post>(buyer, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: `Câu hỏi số ${index}: nên phối áo sơ mi trắng với gì? #phoi_do`,
    });
    saved.push(earlier.id);
  }
  post = await api<Post>(buyer, 'POST', '/community/v1/posts', {
    kind: 'question',
    content: `Áo này đi làm được không mọi người? #hoi_dap ${Date.now()}`,
  });
  memberId = (await api<{ _id: string }>(member, 'GET', '/community/v1/profile/me/'))._id;
  // Start from "not following" so the follower count moves by exactly one.
  await api(member, 'DELETE', `/community/v1/users/${post.author.id}/follow`);
  await api(member, 'POST', `/community/v1/users/${post.author.id}/follow`);
  for (const id of saved) await api(member, 'POST', `/community/v1/posts/${id}/bookmark`);
  page = await member.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('community feed on a phone', () => {
  it('shows the followed buyer’s new post first in "Dành cho bạn", and likes and saves it', async () => {
    await page.goto('/cong-dong');
    await hydrated(page);
    await expect(
      page.locator('nav a[aria-current="page"][href="/cong-dong"]').count(),
    ).resolves.toBeGreaterThan(0);
    const first = page.getByTestId('post-card').first();
    expect(await first.getAttribute('data-post-id')).toBe(post.id);

    await first.getByTestId('post-like').click();
    await expect.poll(() => first.getByTestId('post-like').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => first.getByTestId('post-like-count').textContent()).toBe('1');
    await first.getByTestId('post-save').click();
    await expect.poll(() => first.getByTestId('post-save').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => {
        const seen = await api<{ likedByMe: boolean; savedByMe: boolean }>(
          member,
          'GET',
          `/community/v1/posts/${post.id}`,
        );
        return seen.likedByMe && seen.savedByMe;
      })
      .toBe(true);
  });

  it('starts the saved list’s page 2 at item 21', async () => {
    const second = await api<{ data: Post[]; page: number; total: number }>(
      member,
      'GET',
      `/community/v1/post/bookmark/user?userId=${memberId}&page=2&limit=20`,
    );
    const firstPage = await api<{ data: Post[] }>(
      member,
      'GET',
      `/community/v1/post/bookmark/user?userId=${memberId}&page=1&limit=20`,
    );
    expect(firstPage.data).toHaveLength(20);
    expect(firstPage.data[0]?.id).toBe(post.id);

    await page.getByTestId('feed-tab-saved').click();
    await page.locator('[data-testid="feed-tab-saved"][aria-current="page"]').waitFor();
    const cards = page.getByTestId('post-card');
    // The saved list is read by the browser from page 1: the last saved post comes first.
    await expect.poll(() => cards.first().getAttribute('data-post-id'), { timeout: 15_000 }).toBe(post.id);
    const mark = page.getByTestId('page-mark-2');
    await expect
      .poll(
        async () => {
          await cards.last().scrollIntoViewIfNeeded();
          return mark.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const item21 = page.locator('[data-feed-index="21"] [data-testid="post-card"]');
    expect(await item21.getAttribute('data-post-id')).toBe(second.data[0]?.id);
  });

  it('shows the post and the follower count on the buyer’s wall', async () => {
    const wall = await api<{ followerCount: number; followedByMe: boolean }>(
      member,
      'GET',
      `/community/v1/users/${post.author.id}/wall`,
    );
    expect(wall.followedByMe).toBe(true);
    await page.goto(`/tuong/${post.author.id}`);
    await hydrated(page);
    expect(await page.getByTestId('post-card').first().getAttribute('data-post-id')).toBe(post.id);
    expect(await page.getByTestId('wall-count-followers').textContent()).toBe(String(wall.followerCount));
    expect(await page.getByTestId('follow-member').getAttribute('aria-pressed')).toBe('true');
  });
});
