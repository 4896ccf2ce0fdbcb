import { describe, expect, it } from 'vitest';
import { cookieFromHeader } from './request-cookies';

describe('cookieFromHeader', () => {
  it('finds a cookie among others and decodes it', () => {
    const header = 'appLocale=ko; csrf_token=a%2Bb; guest_token=xyz=1';
    expect(cookieFromHeader(header, 'csrf_token')).toBe('a+b');
    expect(cookieFromHeader(header, 'guest_token')).toBe('xyz=1');
    expect(cookieFromHeader(header, 'appLocale')).toBe('ko');
  });

  it('answers undefined when the cookie or the header is missing', () => {
    expect(cookieFromHeader('csrf_token_old=1', 'csrf_token')).toBeUndefined();
    expect(cookieFromHeader(null, 'token')).toBeUndefined();
  });

  it('keeps a cookie with a broken escape as sent instead of failing the page', () => {
    expect(cookieFromHeader('csrf_token=%E0%A4%A', 'csrf_token')).toBe('%E0%A4%A');
  });
});
