import { describe, expect, it } from 'vitest';
import {
  isCacheablePageAnswer,
  isCacheablePageRequest,
  orderPageTags,
  PAGE_CACHE_SECONDS,
  pageCacheKey,
  pageLifetimeSeconds,
  pagesDroppedByWrite,
  pageTags,
} from './page-cache-rules';

const anonymous = { method: 'GET', cookie: undefined, authorization: undefined };

describe('isCacheablePageRequest', () => {
  it('caches the public pages of a signed-out visitor', () => {
    for (const path of [
      '/',
      '/san-pham/abc',
      '/tim-kiem',
      '/nganh-hang/ao',
      '/nguoi-ban/s1',
      '/chinh-sach/doi-tra',
    ]) {
      expect(isCacheablePageRequest({ ...anonymous, path })).toBe(true);
    }
    expect(isCacheablePageRequest({ ...anonymous, method: 'HEAD', path: '/' })).toBe(true);
  });

  it('never caches personal pages, writes, or API paths', () => {
    for (const path of [
      '/gio-hang',
      '/thanh-toan',
      '/trang-ca-nhan',
      '/ban-hang',
      '/quan-tri',
      '/dev',
      '/api/v1/x',
    ]) {
      expect(isCacheablePageRequest({ ...anonymous, path })).toBe(false);
    }
    expect(isCacheablePageRequest({ ...anonymous, method: 'POST', path: '/' })).toBe(false);
  });

  it('never caches for a signed-in visitor, a guest with a cart, or a bearer token', () => {
    expect(isCacheablePageRequest({ ...anonymous, path: '/', cookie: 'a=1; token=xyz' })).toBe(false);
    expect(isCacheablePageRequest({ ...anonymous, path: '/', cookie: '__Host-token=xyz' })).toBe(false);
    expect(isCacheablePageRequest({ ...anonymous, path: '/', cookie: 'guest_token=g' })).toBe(false);
    expect(isCacheablePageRequest({ ...anonymous, path: '/', authorization: 'Bearer x' })).toBe(false);
    expect(isCacheablePageRequest({ ...anonymous, path: '/', cookie: 'csrf_token=c; appLocale=en' })).toBe(
      true,
    );
  });
});

describe('isCacheablePageAnswer', () => {
  it('keeps only a 200 HTML page that sets no cookie', () => {
    const page = { status: 200, contentType: 'text/html; charset=utf-8', setsCookie: false };
    expect(isCacheablePageAnswer(page)).toBe(true);
    expect(isCacheablePageAnswer({ ...page, status: 404 })).toBe(false);
    expect(isCacheablePageAnswer({ ...page, setsCookie: true })).toBe(false);
    expect(isCacheablePageAnswer({ ...page, contentType: 'application/json' })).toBe(false);
  });
});

describe('pageCacheKey', () => {
  it('separates languages and countries and ignores the order of parameters', () => {
    const a = pageCacheKey(new URL('http://x/tim-kiem?q=ao&page=2'), 'vi', 'VN');
    expect(a).toBe(pageCacheKey(new URL('http://x/tim-kiem?page=2&q=ao'), 'vi', 'VN'));
    expect(a).not.toBe(pageCacheKey(new URL('http://x/tim-kiem?page=2&q=ao'), 'en', 'VN'));
    expect(a).not.toBe(pageCacheKey(new URL('http://x/tim-kiem?page=2&q=ao'), 'vi', 'KO'));
  });
});

describe('pageTags', () => {
  it('tags a product page with its product, the pages showing units left, and every page with the catalog', () => {
    expect(pageTags('/san-pham/p1')).toEqual(['product:p1', 'catalog']);
    expect(pageTags('/')).toEqual(['promotion-stock', 'catalog']);
    expect(pageTags('/uu-dai')).toEqual(['promotion-stock', 'catalog']);
    expect(pageTags('/khuyen-mai')).toEqual(['vouchers', 'catalog']);
    expect(pageTags('/nganh-hang/ao')).toEqual(['catalog']);
  });
});

describe('orderPageTags', () => {
  it('drops the pages of the products bought, and those showing program units or vouchers when taken', () => {
    const plain = { productId: 'p1', promoted: false };
    expect(orderPageTags([plain, { ...plain }], false)).toEqual(['product:p1']);
    expect(orderPageTags([plain, { productId: 'p2', promoted: true }], true)).toEqual([
      'product:p1',
      'product:p2',
      'promotion-stock',
      'vouchers',
    ]);
    expect(orderPageTags([plain], false)).not.toContain('catalog');
  });
});

describe('pagesDroppedByWrite', () => {
  it('drops the catalog on a successful write, nothing on private writes, reads or failures', () => {
    expect(pagesDroppedByWrite('PUT', '/api/v1/seller/products/p1', 200)).toBe('catalog');
    expect(pagesDroppedByWrite('POST', '/api/v1/reviews', 201)).toBe('catalog');
    expect(pagesDroppedByWrite('POST', '/api/v1/cart/items', 200)).toBe('none');
    expect(pagesDroppedByWrite('PUT', '/api/v1/seller/products/p1', 400)).toBe('none');
    expect(pagesDroppedByWrite('GET', '/api/v1/products', 200)).toBe('none');
  });

  it('drops nothing when a product page counts its view or a guest looks up an order', () => {
    expect(pagesDroppedByWrite('POST', '/api/v1/public/products/p1/views', 200)).toBe('none');
    expect(pagesDroppedByWrite('POST', '/api/v1/public/orders/lookup', 200)).toBe('none');
    expect(pagesDroppedByWrite('POST', '/api/v1/mobile/social-feedback', 201)).toBe('none');
    expect(pagesDroppedByWrite('POST', '/api/v1/mobile/social-feedback/media', 201)).toBe('none');
    expect(pagesDroppedByWrite('POST', '/api/v1/public/contact-messages', 201)).toBe('none');
    expect(pagesDroppedByWrite('POST', '/api/v1/reviews', 201)).toBe('catalog');
  });

  it('lets a checkout drop only the pages it noted', () => {
    expect(pagesDroppedByWrite('POST', '/api/v1/mobile/checkout/orders', 200)).toBe('noted');
    expect(pagesDroppedByWrite('POST', '/api/v1/mobile/checkout/quote', 200)).toBe('noted');
    // A seller's or buyer's order event (a cancellation gives stock back) still drops the catalog.
    expect(pagesDroppedByWrite('POST', '/api/v1/mobile/orders/o1/cancel', 200)).toBe('catalog');
  });
});

describe('pageLifetimeSeconds', () => {
  const now = new Date('2026-11-28T11:59:30Z');
  it('keeps a page the usual time, but never past the next start or end of a program', () => {
    expect(pageLifetimeSeconds(now, null)).toBe(PAGE_CACHE_SECONDS);
    expect(pageLifetimeSeconds(now, new Date('2026-11-28T13:00:00Z'))).toBe(PAGE_CACHE_SECONDS);
    expect(pageLifetimeSeconds(now, new Date('2026-11-28T12:00:00Z'))).toBe(30);
    expect(pageLifetimeSeconds(now, new Date('2026-11-28T11:59:30.500Z'))).toBe(0);
  });
});
