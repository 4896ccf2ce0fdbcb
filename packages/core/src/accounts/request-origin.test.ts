import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, originOf } from './request-origin';

const ownOrigins = ['http://127.0.0.1:3000', 'https://chodep.vn'];

describe('cross-site writes', () => {
  it('refuses what the browser calls cross-site, whatever the origin says', () => {
    expect(isCrossSiteWrite({ secFetchSite: 'cross-site', origin: 'https://chodep.vn', ownOrigins })).toBe(
      true,
    );
    expect(isCrossSiteWrite({ secFetchSite: 'cross-site', origin: null, ownOrigins })).toBe(true);
  });

  it('refuses a foreign or opaque Origin', () => {
    expect(isCrossSiteWrite({ secFetchSite: null, origin: 'https://evil.example', ownOrigins })).toBe(true);
    expect(
      isCrossSiteWrite({ secFetchSite: 'same-site', origin: 'https://shop.chodep.vn', ownOrigins }),
    ).toBe(true);
    expect(isCrossSiteWrite({ secFetchSite: null, origin: 'null', ownOrigins })).toBe(true);
  });

  it('accepts our own pages, by the request origin or the public URL', () => {
    expect(isCrossSiteWrite({ secFetchSite: 'same-origin', origin: 'https://chodep.vn', ownOrigins })).toBe(
      false,
    );
    expect(isCrossSiteWrite({ secFetchSite: null, origin: 'http://127.0.0.1:3000', ownOrigins })).toBe(false);
    expect(isCrossSiteWrite({ secFetchSite: 'same-origin', origin: null, ownOrigins })).toBe(false);
  });

  it('lets clients that send neither header through (mobile apps, scripts)', () => {
    expect(isCrossSiteWrite({ secFetchSite: undefined, origin: undefined, ownOrigins })).toBe(false);
  });

  it('does not believe a same-site fetch without an Origin', () => {
    expect(isCrossSiteWrite({ secFetchSite: 'same-site', origin: null, ownOrigins })).toBe(true);
  });

  it('reads origins of URLs', () => {
    expect(originOf('https://chodep.vn/path?q=1')).toBe('https://chodep.vn');
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});
