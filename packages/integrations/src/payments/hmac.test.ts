import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacHex, sameHex } from './hmac';

describe('hmacHex', () => {
  it('is the lower-case hex HMAC of the UTF-8 text', () => {
    const expected = createHmac('sha256', 'khóa').update(Buffer.from('Chợ Đẹp', 'utf8')).digest('hex');
    expect(hmacHex('sha256', 'khóa', 'Chợ Đẹp')).toBe(expected);
    expect(hmacHex('sha512', 'k', 'x')).toHaveLength(128);
  });
});

describe('sameHex', () => {
  const mac = hmacHex('sha256', 'k', 'data');

  it('accepts the same hex in either case', () => {
    expect(sameHex(mac, mac)).toBe(true);
    expect(sameHex(mac, mac.toUpperCase())).toBe(true);
  });

  it('refuses another value, another length or non-hex text', () => {
    expect(sameHex(mac, hmacHex('sha256', 'k', 'datb'))).toBe(false);
    expect(sameHex(mac, mac.slice(1))).toBe(false);
    expect(sameHex(mac, '')).toBe(false);
    expect(sameHex(mac, `${mac.slice(1)}z`)).toBe(false);
  });
});
