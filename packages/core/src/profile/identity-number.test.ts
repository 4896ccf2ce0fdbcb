import { describe, expect, it } from 'vitest';
import { identityNumberKind, isValidTaxCode, parseCccd } from './identity-number';

describe('identity numbers', () => {
  it('reads a CCCD: province of birth, century and gender, birth year', () => {
    expect(parseCccd('001095012345')).toEqual({ provinceCode: '001', gender: 'male', birthYear: 1995 });
    expect(parseCccd('079301012345')).toEqual({ provinceCode: '079', gender: 'female', birthYear: 2001 });
  });

  it('refuses a CCCD with a province code outside 001-096', () => {
    expect(parseCccd('000095012345')).toBeNull();
    expect(parseCccd('097095012345')).toBeNull();
  });

  it('refuses a CCCD whose century digit no living person has', () => {
    expect(parseCccd('001495012345')).toBeNull();
    expect(parseCccd('001895012345')).toBeNull();
  });

  it('tells CMND from CCCD and refuses other lengths', () => {
    expect(identityNumberKind('123456789')).toBe('cmnd');
    expect(identityNumberKind('001095012345')).toBe('cccd');
    expect(identityNumberKind('12345678')).toBeNull();
    expect(identityNumberKind('1234567890')).toBeNull();
    expect(identityNumberKind('00109501234a')).toBeNull();
  });
});

describe('tax codes', () => {
  it('accepts 10 digits, 10-3 for branches and a 12-digit personal ID', () => {
    expect(isValidTaxCode('0101234567')).toBe(true);
    expect(isValidTaxCode('0101234567-001')).toBe(true);
    expect(isValidTaxCode('001095012345')).toBe(true);
  });

  it('refuses other shapes', () => {
    expect(isValidTaxCode('010123456')).toBe(false);
    expect(isValidTaxCode('0101234567-01')).toBe(false);
    expect(isValidTaxCode('0101234567001')).toBe(false);
    expect(isValidTaxCode('999995012345')).toBe(false);
  });
});
