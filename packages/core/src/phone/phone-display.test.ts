import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, maskPhone } from './phone-display';

describe('formatPhoneDisplay', () => {
  it('gives Vietnamese numbers the (+84) prefix in 3-3-3 groups', () => {
    expect(formatPhoneDisplay('+84912345678')).toBe('(+84) 912 345 678');
    expect(formatPhoneDisplay('0912345678')).toBe('(+84) 912 345 678');
    expect(formatPhoneDisplay('84912345678')).toBe('(+84) 912 345 678');
  });

  it('gives Korean numbers the (+82) prefix without the trunk zero', () => {
    expect(formatPhoneDisplay('+821012345678')).toBe('(+82) 10-1234-5678');
    expect(formatPhoneDisplay('010-1234-5678', 'KO')).toBe('(+82) 10-1234-5678');
  });

  it('is null when a Vietnamese number is not ten digits nationally or not valid', () => {
    expect(formatPhoneDisplay('02438251234')).toBeNull();
    expect(formatPhoneDisplay('0912')).toBeNull();
    expect(formatPhoneDisplay('')).toBeNull();
    expect(formatPhoneDisplay(null)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps only the last two digits', () => {
    expect(maskPhone('+84912345678')).toBe('********78');
    expect(maskPhone('0912345678')).toBe('********78');
    expect(maskPhone('+821012345678')).toBe('*********78');
  });

  it('masks text that is not a valid number digit by digit', () => {
    expect(maskPhone('12345')).toBe('***45');
    expect(maskPhone('7')).toBe('*');
    expect(maskPhone(undefined)).toBe('');
  });
});
