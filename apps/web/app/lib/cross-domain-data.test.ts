import { describe, expect, it } from 'vitest';
import { cddsCookie, clearCddsCookie, readCdds, sanitiseCrossDomainData } from './cross-domain-data';

describe('CDDS: data carried between subdomains', () => {
  it('is written on the shared domain, Secure and SameSite=None over https', () => {
    const cookie = cddsCookie(
      { returnTo: '/gio-hang', language: 'ko' },
      { domain: '.chodep.vn', secure: true },
    );
    expect(cookie).toMatch(/^CDDS=/);
    expect(cookie).toContain('domain=.chodep.vn');
    expect(cookie).toContain('secure; samesite=none');
    expect(cookie).toContain('max-age=300');
  });

  it('stays Lax on plain http without a domain (localhost development)', () => {
    const cookie = cddsCookie({ language: 'vi' }, { secure: false });
    expect(cookie).not.toContain('domain=');
    expect(cookie).toContain('samesite=lax');
    expect(cookie).not.toContain('secure');
  });

  it('reads back what was saved, with the domain to clear it on', () => {
    const saved = cddsCookie(
      { returnTo: '/tim-kiem?q=ao', language: 'en' },
      { domain: '.chodep.vn', secure: true },
    );
    const header = `appLocale=vi; ${saved.split(';')[0]}; csrf_token=abc`;
    expect(readCdds(header)).toEqual({
      data: { returnTo: '/tim-kiem?q=ao', language: 'en' },
      domain: '.chodep.vn',
    });
    expect(readCdds('appLocale=vi')).toBeNull();
    expect(readCdds('CDDS=%7Bbroken')).toEqual({ data: {} });
  });

  it('clears with an expired cookie for the same domain', () => {
    expect(clearCddsCookie({ domain: '.chodep.vn', secure: true })).toBe(
      'CDDS=; path=/; max-age=0; domain=.chodep.vn; secure; samesite=none',
    );
  });

  it('applies only our own paths and known languages', () => {
    expect(sanitiseCrossDomainData({ returnTo: '//evil.example', language: 'fr' })).toEqual({});
    expect(sanitiseCrossDomainData({ returnTo: 'https://evil.example' })).toEqual({});
    expect(sanitiseCrossDomainData(null)).toEqual({});
    expect(sanitiseCrossDomainData({ returnTo: '/nganh-hang', language: 'vi', extra: 1 })).toEqual({
      returnTo: '/nganh-hang',
      language: 'vi',
    });
  });
});
