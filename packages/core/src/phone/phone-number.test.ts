import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone, parsePhone } from './phone-number';

describe('normalisePhone', () => {
  it('reads the ways Vietnamese numbers are written', () => {
    for (const raw of ['0912345678', '0912 345 678', '+84912345678', '+84 912-345-678', '84912345678']) {
      expect(normalisePhone(raw)).toBe('+84912345678');
    }
  });

  it('accepts every Vietnamese mobile prefix family', () => {
    for (const raw of ['0332345678', '0562345678', '0772345678', '0862345678', '0982345678']) {
      expect(isValidPhone(raw)).toBe(true);
    }
  });

  it('refuses retired prefixes, short numbers and text', () => {
    expect(normalisePhone('0123456789')).toBeNull();
    expect(normalisePhone('091234567')).toBeNull();
    expect(normalisePhone('abc')).toBeNull();
    expect(normalisePhone('')).toBeNull();
  });

  it('reads a Korean number with country KO or with +82', () => {
    expect(normalisePhone('010-1234-5678', 'KO')).toBe('+821012345678');
    expect(normalisePhone('+82 10 1234 5678')).toBe('+821012345678');
    expect(parsePhone('+821012345678')?.country).toBe('KO');
  });

  it('does not read a Korean local number as Vietnamese', () => {
    expect(normalisePhone('010-1234-5678')).toBeNull();
  });

  it('refuses countries the product does not serve', () => {
    expect(normalisePhone('+14155552671')).toBeNull();
  });
});
