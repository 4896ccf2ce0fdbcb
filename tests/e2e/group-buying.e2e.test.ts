import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { DEMO_PASSWORD, signedIn } from './support/buying';
import { myTeams, newBuyer, payTeamSeat } from './support/group-buyers';

/**
 * Group buying end to end (decision 061, screens of decision 065): a team of three fills —
 * one buyer opens it from the product page, two join from the shared team link, each pays in
 * the gateway simulator — and the seller gets the orders; another team runs out of time (the
 * server's clock moved forward) and every paid member's order is cancelled for a refund.
 */

interface Program {
  id: string;
  phase: string;
  teamSize: number;
  items: { id: string; productId: string }[];
}
interface SellerTeam {
  id: string;
  status: string;
  members: { status: string; orderId: string }[];
}

const vi = resources.vi;
/** A field's label exactly, with or without the required-field star after it. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

describe('group buying', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let buyers: BrowserContext[] = [];
  let hoaEmail = '';
  let program: Program;

  async function sellerTeams(): Promise<SellerTeam[]> {
    const res = await seller.request.get(`/api/v1/seller/group-buying/programs/${program.id}/teams`);
    return ((await res.json()) as { data: SellerTeam[] }).data;
  }

  async function openPage(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(path);
    await hydrated(page);
    return page;
  }

  /** Opens a team of the product from its page and pays; answers the new team's id. */
  async function openTeam(buyer: BrowserContext, productId: string, shot?: string): Promise<string> {
    const page = await openPage(buyer, `/san-pham/${productId}`);
    await page.getByTestId('group-buy-block').waitFor();
    if (shot) await screenshot(page, shot);
    await page.getByTestId('group-buy-open').click();
    await payTeamSeat(page);
    await page.close();
    const [team] = (await myTeams(buyer)).filter((t) => t.seat.status === 'paid');
    if (!team) throw new Error('the leader has no paid team');
    return team.id;
  }

  /** Joins a team from its shared link and pays. */
  async function joinTeam(buyer: BrowserContext, teamId: string): Promise<void> {
    const page = await openPage(buyer, `/mua-chung/${teamId}`);
    await page.getByTestId('team-join').click();
    await payTeamSeat(page);
    await page.close();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    seller = await signedIn(browser, 'seller@demo.vn');
    const programs = (
      (await (await seller.request.get('/api/v1/seller/group-buying/programs')).json()) as { data: Program[] }
    ).data;
    const running = programs.find((p) => p.phase === 'running' && p.teamSize === 3 && p.items.length >= 2);
    if (!running) throw new Error('the demo seller has no running team-of-3 program');
    program = running;
    buyers = [];
    for (const name of ['Lan', 'Minh', 'Hoa']) {
      const made = await newBuyer(browser, name);
      buyers.push(made.context);
      hoaEmail = made.email;
    }
  });
  afterAll(async () => {
    for (const b of buyers) await b.close();
    await seller?.close();
    await browser?.close();
  });

  it('the seller creates a group-buy program: limits checked on the form, then its detail', async () => {
    const g = vi.groupBuying.seller;
    const form = vi.sellerPromotions.form;
    const picked = (
      (await (await seller.request.get('/api/v1/seller/promotions/product-picker?q=quan')).json()) as {
        data: { name: string; price: number }[];
      }
    ).data[0];
    if (!picked) throw new Error('the demo seller has no product to pick');
    const page = await openPage(seller, '/ban-hang/chuong-trinh-cua-toi?type=group');
    await page.getByTestId('group-program-list').waitFor();
    await page.getByRole('link', { name: g.add }).click();
    await page.getByTestId('group-program-form').waitFor();
    await page.getByLabel(form.name).fill('Mua chung 4 người');
    await page.getByLabel(g.teamSizeField).fill('4');
    await page.getByRole('button', { name: form.add }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel(vi.sellerPromotions.picker.search).fill(picked.name);
    await picker.getByRole('button', { name: vi.sellerPromotions.picker.searchButton, exact: true }).click();
    await picker
      .getByRole('button', { name: `${vi.sellerPromotions.picker.add} ${picked.name}` })
      .first()
      .click();
    await picker.getByRole('button', { name: vi.sellerPromotions.picker.done, exact: true }).click();
    // More than 80 % off: the shared rules refuse it on the box itself.
    const teamPrice = page.getByLabel(g.teamPriceBox);
    await teamPrice.fill(String(Math.floor(picked.price / 10)));
    await page.getByLabel(form.stock).fill('5');
    await page.getByRole('button', { name: form.create, exact: true }).click();
    await expect.poll(() => teamPrice.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'group-buy-seller-form-phone');
    await teamPrice.fill(String(Math.round((picked.price * 0.8) / 1000) * 1000));
    await page.getByRole('button', { name: form.create, exact: true }).click();
    await page.waitForURL(/\/chi-tiet\/[^?]+\?type=group/);
    await page.getByTestId('group-program-detail').getByText('Mua chung 4 người').waitFor();
    await page.close();
  });

  it('a team of three fills: opened on the product page, joined from the shared link, orders to the seller', async () => {
    const [lan, minh, hoa] = buyers as [BrowserContext, BrowserContext, BrowserContext];
    const productId = program.items[1]?.productId ?? '';
    const teamId = await openTeam(lan, productId, 'group-buy-product-block-phone');

    // The shared link is a page of its own, with its preview tags rendered by the server.
    const html = await (await minh.request.get(`/mua-chung/${teamId}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]*còn 2 chỗ[^"]*"/i);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toContain(`<meta property="og:url" content="`);
    expect(html).toContain(`/mua-chung/${teamId}"`);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);

    const leaderView = await openPage(lan, `/mua-chung/${teamId}`);
    await expect.poll(() => leaderView.getByTestId('team-seats-left').textContent()).toContain('2');
    await leaderView.getByTestId('team-share').waitFor();
    await screenshot(leaderView, 'group-buy-team-open-phone');

    await joinTeam(minh, teamId);

    // Hoa opens the link signed out: the checkout asks her to sign in, and the seat survives it.
    const guest = await newContext(browser, PHONE);
    const guestPage = await openPage(guest, `/mua-chung/${teamId}`);
    await guestPage.getByTestId('team-join').click();
    const dialog = guestPage.getByRole('dialog', { name: vi.auth.login.title });
    await dialog.getByLabel(vi.auth.login.identifier).fill(hoaEmail);
    await dialog.getByLabel(label(vi.auth.login.password)).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
    await payTeamSeat(guestPage);
    await guest.close();

    await expect
      .poll(
        async () => {
          await leaderView.reload();
          return leaderView.getByTestId('team-page').getAttribute('data-status');
        },
        { timeout: 30_000 },
      )
      .toBe('filled');
    await screenshot(leaderView, 'group-buy-team-filled-phone');

    // The seller sees the three paid seats and opens their orders in the order desk.
    const team = (await sellerTeams()).find((t) => t.id === teamId);
    expect(team?.status).toBe('filled');
    expect(team?.members.map((m) => m.status)).toEqual(['paid', 'paid', 'paid']);
    const sellerPage = await seller.newPage();
    for (const member of team?.members ?? []) {
      const res = await sellerPage.goto(`/ban-hang/quan-ly-don-hang/${member.orderId}`);
      expect(res?.status()).toBe(200);
    }
    await sellerPage.goto(`/ban-hang/chuong-trinh-cua-toi/chi-tiet/${program.id}?type=group`);
    await sellerPage.getByTestId('group-program-teams').waitFor();
    await screenshot(sellerPage, 'group-buy-seller-program-phone');
    await sellerPage.close();

    // Everyone finds the team among their own.
    const mine = await openPage(hoa, '/trang-ca-nhan?tab=group-buying');
    await mine.getByTestId('my-teams').waitFor();
    await screenshot(mine, 'group-buy-my-teams-phone');
  });

  it('a team that does not fill in time fails when its time runs out, and its paid members are refunded', async () => {
    const [lan, minh] = buyers as [BrowserContext, BrowserContext, BrowserContext];
    const productId = program.items[0]?.productId ?? '';
    const before = new Set((await myTeams(lan)).map((t) => t.id));
    const teamId = await openTeam(lan, productId);
    expect(before.has(teamId)).toBe(false);
    await joinTeam(minh, teamId);

    // The team's time runs out now (its end and its expiry job brought forward), the rest of the
    // server keeping the real time: moving the whole clock would date everything written
    // meanwhile in the future, ahead of the next journeys' news. /dev/ is not under /api: the
    // session checks the request's origin instead of the token.
    const ended = await seller.request.post(`/dev/clock/group-buying/teams/${teamId}/end`, {
      headers: { origin: baseUrl() },
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await expect
      .poll(async () => (await sellerTeams()).find((t) => t.id === teamId)?.status, { timeout: 30_000 })
      .toBe('failed');
    const team = (await sellerTeams()).find((t) => t.id === teamId);
    expect(team?.members.map((m) => m.status)).toEqual(['refunded', 'refunded']);

    // Each buyer's order is cancelled with its money owed back, and the team page says so.
    for (const buyer of [lan, minh]) {
      const seat = (await myTeams(buyer)).find((t) => t.id === teamId)?.seat;
      expect(seat?.status).toBe('refunded');
      const order = (
        (await (await buyer.request.get(`/api/v1/mobile/orders/${seat?.orderId}`)).json()) as {
          data: { status: string; refundDueAt: string | null };
        }
      ).data;
      expect(order.status).toBe('cancelled');
      expect(order.refundDueAt).not.toBeNull();
    }
    const page = await openPage(lan, `/mua-chung/${teamId}`);
    expect(await page.getByTestId('team-page').getAttribute('data-status')).toBe('failed');
    await screenshot(page, 'group-buy-team-failed-phone');
  });
});
