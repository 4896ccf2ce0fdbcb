import { describe, expect, it } from 'vitest';
import { countryFromHeader, isLocalAddress, resolveCountryCode } from './ip-country';

describe('ip country', () => {
  const lookup = (ip: string) => ({ '14.160.0.1': 'VN', '211.234.0.1': 'KR' })[ip];

  it('treats loopback, private and malformed addresses as local', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      'nope',
    ]) {
      expect(isLocalAddress(ip), ip).toBe(true);
    }
    expect(isLocalAddress('14.160.0.1')).toBe(false);
    expect(isLocalAddress('::ffff:14.160.0.1')).toBe(false);
    expect(isLocalAddress('2001:4860:4860::8888')).toBe(false);
  });

  it('reads the X-Country header as an ISO code, KO as KR', () => {
    expect(countryFromHeader('ko')).toBe('KR');
    expect(countryFromHeader(' us ')).toBe('US');
    expect(countryFromHeader('Korea')).toBeUndefined();
    expect(countryFromHeader(undefined)).toBeUndefined();
  });

  it('prefers the header, then the database, then VN', () => {
    expect(resolveCountryCode({ header: 'KR', ip: '14.160.0.1', lookup })).toBe('KR');
    expect(resolveCountryCode({ header: undefined, ip: '211.234.0.1', lookup })).toBe('KR');
    expect(resolveCountryCode({ header: undefined, ip: '127.0.0.1', lookup })).toBe('VN');
    expect(resolveCountryCode({ header: undefined, ip: '8.8.4.4', lookup })).toBe('VN');
  });
});
