import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { csrfOf, DEMO_PASSWORD } from './support/buying';

/**
 * Awards voting on a phone: a member who signed up with their phone (so it is verified) opens
 * /binh-chon, checks in for 10 more votes, spends every vote on nominees, is told they have run
 * out, cannot check in twice the same day, and logging out keeps them on the awards page.
 */

const vi = resources.vi;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A new member signed up with a phone number (the code from the local SMS outbox), signed in. */
async function phoneMember(browser: Browser): Promise<BrowserContext> {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  // 098 is a Viettel mobile prefix: every number under it is a valid Vietnamese phone.
  const phone = `098${digits.slice(1)}`;
  const context = await newContext(browser, PHONE);
  const res = await context.request.post('/community/v2/auth/register', {
    data: { fullName: 'Phạm Bảo Ngọc', phone, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(202);
  const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
  const sent = await context.request.get(
    `/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(`+84${phone.slice(1)}`)}`,
  );
  const code = /\b(\d{6})\b/.exec(((await sent.json()) as { data: { body: string } }).data.body)?.[1];
  const created = await context.request.post('/community/v2/auth/register/confirm', {
    data: { ticket, code },
  });
  expect(created.status(), await created.text()).toBe(201);
  return context;
}

describe('awards voting', () => {
  let browser: Browser;
  let member: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await phoneMember(browser);
    page = await member.newPage();
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await member?.close();
    await browser?.close();
  });

  const balance = () => page.getByTestId('awards-balance').textContent();

  it('checks in for 10 votes, spends them all and reads that they ran out', async () => {
    await page.goto('/binh-chon');
    await hydrated(page);
    await page.getByTestId('awards-ballot').waitFor();
    expect(await balance()).toBe(fill(vi.awards.ballot.balance_other, { count: 10 }));
    await screenshot(page, 'awards-phone');

    await page.getByTestId('awards-check-in').click();
    await expect.poll(balance).toBe(fill(vi.awards.ballot.balance_other, { count: 20 }));
    expect(await page.getByTestId('awards-check-in').isDisabled()).toBe(true);

    // Cards are found by nominee: the standings re-order them as votes come in.
    const ids = await page
      .getByTestId('awards-nominee')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-nominee')));
    const first = page.locator(`[data-nominee="${ids[0]}"]`);
    const second = page.locator(`[data-nominee="${ids[3]}"]`);
    const votesOf = async () =>
      Number(await first.getByTestId('awards-nominee-votes').getAttribute('data-votes'));
    const before = await votesOf();
    await first.getByTestId('awards-vote-count').fill('15');
    await first.getByTestId('awards-vote').click();
    await expect.poll(balance).toBe(fill(vi.awards.ballot.balance_other, { count: 5 }));
    // The first vote saves the awards voucher; the standings move by the votes given.
    await page.getByText(fill(vi.awards.vote.voucher, { name: 'Bình chọn – Giảm 200K' })).waitFor();
    await expect.poll(votesOf).toBe(before + 15);

    await second.getByTestId('awards-vote-count').fill('5');
    await second.getByTestId('awards-vote').click();
    await expect.poll(balance).toBe(fill(vi.awards.ballot.balance_other, { count: 0 }));

    await second.getByTestId('awards-vote-count').fill('1');
    await second.getByTestId('awards-vote').click();
    await expect
      .poll(() => page.getByTestId('awards-error').textContent())
      .toBe(vi.errors.AWARDS_OUT_OF_VOTES);
    await screenshot(page, 'awards-out-of-votes-phone');
  });

  it('refuses a second check-in the same day', async () => {
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('awards-check-in').textContent()).toBe(vi.awards.ballot.checkedIn);
    expect(await page.getByTestId('awards-check-in').isDisabled()).toBe(true);
    const current = (
      (await (await member.request.get('/api/v1/awards')).json()) as { data: { current: string } }
    ).data.current;
    const again = await member.request.post(`/api/v1/awards/${current}/check-in`, {
      headers: { 'x-csrf-token': await csrfOf(member) },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      'AWARDS_ALREADY_CHECKED_IN',
    );
  });

  it('stays on the awards page after logging out', async () => {
    // The account menu (and its logout) is in the header from tablet width up.
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('button', { name: fill(vi.shell.accountMenu.open, { name: 'Phạm Bảo Ngọc' }) })
      .click();
    await page.getByRole('button', { name: vi.shell.accountMenu.logout }).click();
    await page.getByTestId('awards-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/binh-chon');
    await screenshot(page, 'awards-logged-out-desktop');
  });
});
