import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../app/create-api';
import { checkOutAsGuest } from '../checkout/guest-checkout-fixture';
import type { ApiEnv } from '../http/hono-env';
import { securityHeaders } from '../http/security-headers';
import { forgetProductPages } from '../products/product-detail-query';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertPromotion } from '../testing/promotion-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { forgetPagesOnWrite, pageCache } from './page-cache';

/**
 * The page cache as the web server composes it (server.ts): security headers, the write hook,
 * the API, the cache, then a page renderer that shows the viewer's name, a price and its
 * nonce, as the real pages do.
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let app: Hono<ApiEnv>;
let price = 100_000;
let renders = 0;

beforeAll(async () => {
  harness = await createTestApp();
  app = new Hono<ApiEnv>();
  app.use('*', securityHeaders(harness.ctx.config));
  app.use('/api/*', forgetPagesOnWrite());
  // A stand-in write (the API's own set the app on the context in its request middleware).
  app.use('/api/v1/test-price', (c, next) => {
    c.set('app', harness.ctx);
    return next();
  });
  app.put('/api/v1/test-price', (c) => {
    price += 1_000;
    return c.json({ price });
  });
  app.route('/', harness.api);
  app.use('*', pageCache());
  app.get('*', async (c) => {
    renders += 1;
    const user = c.get('user');
    const name = user ? 'Nguyễn Thị Lan' : 'khách';
    const nonce = c.get('secureHeadersNonce');
    return c.html(`<p>${name}</p><p>${price} đ</p><script nonce="${nonce}">1</script>`);
  });
});
afterAll(() => harness.close());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const policyOf = (res: Response) => res.headers.get('content-security-policy') ?? '';
/** How a policy names the stand-in page's one inline script, `1`. */
const SCRIPT_HASH = `'sha256-${createHash('sha256').update('1').digest('base64')}'`;

describe('page cache', () => {
  it('never serves nor stores a signed-in page, and a cached page holds nothing personal', async () => {
    const member = await insertSignedInUser(harness.ctx);
    const signedIn = await get('/san-pham/p1', { cookie: `token=${member.token}` });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(await signedIn.text()).toContain('Nguyễn Thị Lan');
    const bearer = await get('/san-pham/p1', member.headers);
    expect(bearer.headers.get('x-cache')).toBeNull();

    const first = await get('/san-pham/p1');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await get('/san-pham/p1');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const html = await second.text();
    expect(html).not.toContain('Nguyễn Thị Lan');
    expect(html).toContain('khách');
    // A kept copy names its script by hash, not by a nonce: the same bytes for every visitor.
    expect(html).not.toContain('nonce=');
    expect(html).toContain('<script>1</script>');
    for (const res of [first, second]) {
      expect(policyOf(res)).toContain(SCRIPT_HASH);
      expect(policyOf(res)).not.toContain("'nonce-");
    }
    expect(await first.text()).toBe(html);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    // No cookie on a cached page, stored or served (a CDN may keep it): the CSRF cookie a new
    // visitor is offered comes with their first API answer.
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.getSetCookie()).toEqual([]);
    const api = await get('/api/v1/public/reasons');
    expect(api.headers.getSetCookie().some((line) => line.startsWith('csrf_token='))).toBe(true);
  });

  it('never caches a private page or a guest with a cart', async () => {
    expect((await get('/gio-hang')).headers.get('x-cache')).toBeNull();
    expect((await get('/', { cookie: 'guest_token=abc' })).headers.get('x-cache')).toBeNull();
  });

  it('drops the page when a write changes the catalog or the product', async () => {
    await get('/san-pham/p2');
    expect((await get('/san-pham/p2')).headers.get('x-cache')).toBe('HIT');
    const write = await app.request('/api/v1/test-price', { method: 'PUT' });
    expect(write.status).toBe(200);
    const after = await get('/san-pham/p2');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).toContain(`${price} đ`);

    expect((await get('/san-pham/p2')).headers.get('x-cache')).toBe('HIT');
    await forgetProductPages(harness.ctx.store, ['p2']);
    expect((await get('/san-pham/p2')).headers.get('x-cache')).toBe('MISS');
  });

  it('answers 304 to a matching ETag, with the policy of the copy the browser keeps', async () => {
    const before = renders;
    const first = await get('/nganh-hang/ao');
    const second = await get('/nganh-hang/ao');
    const etag = first.headers.get('etag') ?? '';
    const notModified = await get('/nganh-hang/ao', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(policyOf(notModified)).toBe(policyOf(first));
    expect(notModified.headers.get('etag')).toBe(etag);
    // A first answer compressed on its way out carries a weak ETag: the same copy.
    expect((await get('/nganh-hang/ao', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect(second.headers.get('cache-control')).toContain('public');
    expect(renders - before).toBe(1);
    const stale = await get('/nganh-hang/ao', { 'if-none-match': '"other.abc"' });
    expect(stale.status).toBe(200);
  });

  it('an order drops the pages of what it bought, not the listings', async () => {
    await prepareCheckoutData(harness.ctx);
    const world = await insertSellingShop(harness.ctx, {
      variants: [{ colour: 'Kem', size: 'M', stock: 3, price: 175_000 }],
    });
    const bought = `/san-pham/${world.productId}`;
    for (const path of [bought, '/nganh-hang/vay', '/san-pham/other']) await get(path);
    for (const path of [bought, '/nganh-hang/vay', '/san-pham/other'])
      expect((await get(path)).headers.get('x-cache')).toBe('HIT');
    await checkOutAsGuest(
      { api: app as unknown as Api, ctx: harness.ctx },
      {
        variantId: world.variantIds[0] as string,
        contactEmail: 'khach@example.vn',
        idempotencyKey: 'page-cache-01',
      },
    );
    expect((await get(bought)).headers.get('x-cache')).toBe('MISS');
    expect((await get('/nganh-hang/vay')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/san-pham/other')).headers.get('x-cache')).toBe('HIT');
  });

  it('never stores the empty answer to a HEAD request, and serves it from a stored page', async () => {
    const head = await app.request('/huong-dan/head', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const page = await get('/huong-dan/head');
    expect(page.headers.get('x-cache')).toBe('MISS');
    expect(await page.text()).toContain('khách');
    const again = await app.request('/huong-dan/head', { method: 'HEAD' });
    expect(again.headers.get('x-cache')).toBe('HIT');
  });

  it('renders a page once for the visitors asking while it renders', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/chinh-sach/together')));
    expect(renders - before).toBe(1);
    expect(answers.map((res) => res.headers.get('x-cache')).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('compresses a kept page once per encoding the visitor takes', async () => {
    await get('/huong-dan/nen');
    const br = await get('/huong-dan/nen', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('khách');
    const gzip = await get('/huong-dan/nen', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('khách');
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('keeps no page past the next start of a program, whose prices change with no write', async () => {
    const world = await insertSellingShop(harness.ctx, {
      variants: [{ colour: 'Đỏ', size: 'S', stock: 5, price: 200_000 }],
    });
    await insertPromotion(harness.ctx.database.db, {
      now: harness.ctx.now(),
      productId: world.productId,
      discountedPrice: 150_000,
      startsInHours: 30 / 3600,
    });
    const first = await get('/chinh-sach/truoc-gio-g');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const seconds = Number(/s-maxage=(\d+)/.exec(first.headers.get('cache-control') ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it('keeps languages apart', async () => {
    await get('/tim-kiem?q=ao', { 'accept-language': 'en' });
    expect((await get('/tim-kiem?q=ao', { 'accept-language': 'vi' })).headers.get('x-cache')).toBe('MISS');
  });
});
