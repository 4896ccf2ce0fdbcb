import { describe, expect, it } from 'vitest';
import { headersFromLoader, storefrontCacheHeaders } from './cache-headers';

describe('storefront cache headers', () => {
  it('lets the browser alone keep a signed-out page briefly, varying on cookie and language', () => {
    const headers = storefrontCacheHeaders(false);
    expect(headers['Cache-Control']).toMatch(/^private, max-age=30/);
    expect(headers.Vary).toBe('Cookie, Accept-Language');
  });

  it('always revalidates a signed-in page', () => {
    expect(storefrontCacheHeaders(true)['Cache-Control']).toBe('private, no-cache');
  });

  it('passes the loader headers through', () => {
    const out = headersFromLoader({ loaderHeaders: new Headers(storefrontCacheHeaders(true)) });
    expect(out.get('cache-control')).toBe('private, no-cache');
    expect(out.get('vary')).toBe('Cookie');
  });
});
