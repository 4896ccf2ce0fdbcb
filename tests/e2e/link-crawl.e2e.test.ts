import { readFileSync } from 'node:fs';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hydrated, launchBrowser, newContext } from './support/browser';
import { DEMO_PASSWORD, demoSellerVariant, placeExpressOrder } from './support/buying';

/**
 * Every link on the main pages of every role leads somewhere: a link built from a name where an
 * id belongs (a shop's name in "Đơn mua" once led to /nguoi-ban/<name>, a 404) shows here. Each
 * role opens its pages (the static routes of routes.ts for its area, and a product, a category,
 * a shop and an order), collects every same-origin href and fetches it with its own session.
 * /dev/ (simulators) and logging out are left alone.
 */
type Role = 'guest' | 'buyer' | 'seller' | 'admin';
const EMAIL: Record<Exclude<Role, 'guest'>, string> = {
  buyer: 'buyer@demo.vn',
  seller: 'seller@demo.vn',
  admin: 'admin@demo.vn',
};
/** Links of one shape (ids replaced) checked at most this often: a product grid is one shape. */
const PER_SHAPE = 3;
/** Links fetched at once: the server answers one while the next is on its way. */
const FETCHING_AT_ONCE = 4;
/**
 * Pages product.md names that are not built yet (section 2: /download; /tro-chuyen chat).
 * Their links are deliberate; every other 404 is a fault.
 */
const NOT_BUILT_YET = /^\/(download|tro-chuyen)(\/|\?|$)/;
const ACCOUNT_TABS = ['addresses', 'notifications', 'measurements', 'favourites', 'reviews', 'vouchers'];

/**
 * The top-level routes of routes.ts without parameters, e.g. 'ban-hang/tong-quan'. Child routes
 * (indented deeper, such as a live's sheets) are addresses below their parent's and are reached
 * through the parent's links.
 */
function staticRoutes(): string[] {
  const source = readFileSync('apps/web/app/routes.ts', 'utf8');
  const paths = [...source.matchAll(/^ {2}route\('([^']*)'/gm)].map((m) => m[1] as string);
  return ['', ...paths.filter((p) => !p.includes(':') && p !== '*')];
}

function pagesOf(role: Role, dynamic: string[]): string[] {
  const routes = staticRoutes();
  const area = (prefix: string) => routes.filter((p) => p === prefix || p.startsWith(`${prefix}/`));
  const publicPages = routes.filter(
    (p) => !/^(ban-hang|quan-tri|trang-ca-nhan|tuong|thanh-toan|become-seller)/.test(p),
  );
  switch (role) {
    case 'guest':
      return [...publicPages.map((p) => `/${p}`), ...dynamic];
    case 'buyer':
      return [
        '/',
        '/gio-hang',
        ...area('trang-ca-nhan').map((p) => `/${p}`),
        ...ACCOUNT_TABS.map((tab) => `/trang-ca-nhan?tab=${tab}`),
        ...dynamic,
      ];
    case 'seller':
      return ['/', ...area('ban-hang').map((p) => `/${p}`)];
    case 'admin':
      return ['/', ...area('quan-tri').map((p) => `/${p}`)];
  }
}

const shapeOf = (path: string) =>
  path
    .split('?')[0]
    ?.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n') ?? path;

async function contextOf(browser: Browser, role: Role): Promise<BrowserContext> {
  const context = await newContext(browser, DESKTOP);
  if (role !== 'guest') {
    const res = await context.request.post('/community/v1/auth/login', {
      data: { email: EMAIL[role], password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
  }
  return context;
}

describe('no link leads to a missing page', () => {
  let browser: Browser;
  let dynamic: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const guest = await newContext(browser, DESKTOP);
    const search = (await (
      await guest.request.get('/api/v1/public/products/search?q=ao&pageSize=5')
    ).json()) as {
      data: SearchResultView;
    };
    const productId = search.data.items[0]?.id;
    const product = (await (await guest.request.get(`/api/v1/public/products/${productId}`)).json()) as {
      data: { shop: { id: string }; breadcrumbs?: { id: string }[] };
    };
    dynamic = [`/san-pham/${productId}`, `/nguoi-ban/${product.data.shop.id}`, '/tim-kiem?q=ao'];
    await guest.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const role of ['guest', 'buyer', 'seller', 'admin'] as const) {
    it(`every link on the ${role}'s pages answers`, { timeout: 300_000 }, async () => {
      const context = await contextOf(browser, role);
      const page = await context.newPage();
      const pages = pagesOf(role, dynamic);
      if (role === 'buyer') {
        // An order of the buyer: its shop link (list and detail) is the one once built from a name.
        const target = await demoSellerVariant(context.request);
        const order = await placeExpressOrder(context, { ...target, method: 'ghn', paymentMethod: 'CASH' });
        pages.push(`/trang-ca-nhan/don-hang/${order.id}`);
      }
      const origin = new URL(baseUrl()).origin;
      const found = new Map<string, string>();
      // Pages opened here already had their status checked: fetching them again proves nothing.
      const opened = new Set<string>();
      for (const path of pages) {
        const res = await page.goto(path, { waitUntil: 'load' });
        // Missing (404) or broken (5xx: a page that throws while rendering) both fail.
        expect(res?.status(), `${role} ${path}`).not.toBe(404);
        expect(res?.status(), `${role} ${path}`).toBeLessThan(500);
        opened.add(path);
        // Links a page renders only in the browser are there once React has hydrated it.
        await hydrated(page);
        const hrefs = await page.$$eval('a[href]', (links) =>
          links.map((a) => (a as HTMLAnchorElement).href),
        );
        for (const href of hrefs) {
          const url = new URL(href);
          if (url.origin !== origin) continue;
          const target = `${url.pathname}${url.search}`;
          if (target.startsWith('/dev/') || /logout|dang-xuat/.test(target)) continue;
          if (NOT_BUILT_YET.test(target)) continue;
          if (!found.has(target)) found.set(target, path);
        }
      }
      const perShape = new Map<string, number>();
      const toFetch: [string, string][] = [];
      for (const [target, from] of found) {
        if (opened.has(target)) continue;
        const shape = shapeOf(target);
        const n = perShape.get(shape) ?? 0;
        if (n >= PER_SHAPE) continue;
        perShape.set(shape, n + 1);
        toFetch.push([target, from]);
      }
      const missing: string[] = [];
      const fetchNext = async (): Promise<void> => {
        const next = toFetch.shift();
        if (!next) return;
        const [target, from] = next;
        const res = await context.request.get(target, { maxRedirects: 5 });
        if (res.status() === 404 || res.status() >= 500)
          missing.push(`${target} ${res.status()} (on ${from})`);
        return fetchNext();
      };
      await Promise.all(Array.from({ length: FETCHING_AT_ONCE }, fetchNext));
      expect(missing.sort(), `${role}: links to missing or broken pages`).toEqual([]);
      expect(found.size).toBeGreaterThan(10);
      await context.close();
    });
  }
});
