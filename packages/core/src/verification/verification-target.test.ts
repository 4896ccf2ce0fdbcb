import { describe, expect, it } from 'vitest';
import { normaliseEmail, normalisePhone, normaliseTarget } from './verification-target';

describe('verification targets', () => {
  it('lower-cases and trims emails', () => {
    expect(normaliseEmail('  Lan.Nguyen@Mail.VN ')).toBe('lan.nguyen@mail.vn');
    expect(normaliseTarget('Lan.Nguyen@Mail.VN')).toBe('lan.nguyen@mail.vn');
  });

  it('reads phones as E.164, Vietnamese by default', () => {
    expect(normalisePhone('0912 345 678')).toBe('+84912345678');
    expect(normalisePhone('010-1234-5678', 'KO')).toBe('+821012345678');
    expect(normalisePhone('12345')).toBeNull();
    expect(normaliseTarget('0912 345 678')).toBe('+84912345678');
    expect(normaliseTarget(' +84912345678 ')).toBe('+84912345678');
  });
});
