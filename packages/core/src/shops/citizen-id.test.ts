import { describe, expect, it } from 'vitest';
import { CCCD_PROVINCE_CODES, citizenIdKind, normaliseCitizenId, readCccd, vietnamYear } from './citizen-id';

const YEAR = 2026;

describe('CCCD', () => {
  it('lists the 63 province codes, from 001 to 096', () => {
    expect(CCCD_PROVINCE_CODES.size).toBe(63);
    expect(CCCD_PROVINCE_CODES.has('001')).toBe(true);
    expect(CCCD_PROVINCE_CODES.has('096')).toBe(true);
  });

  it('reads province, gender and birth year', () => {
    expect(readCccd('001095012345', YEAR)).toEqual({ provinceCode: '001', gender: 'male', birthYear: 1995 });
    expect(readCccd('079301012345', YEAR)).toEqual({
      provinceCode: '079',
      gender: 'female',
      birthYear: 2001,
    });
  });

  it('refuses province codes outside the list, at and beyond both ends and in the gaps', () => {
    expect(readCccd('000095012345', YEAR)).toBeNull();
    expect(readCccd('097095012345', YEAR)).toBeNull();
    expect(readCccd('003095012345', YEAR)).toBeNull();
    expect(readCccd('050095012345', YEAR)).toBeNull();
    expect(readCccd('096095012345', YEAR)).not.toBeNull();
  });

  it('accepts century digits 0-3 and refuses 4 and above', () => {
    for (const digit of ['0', '1', '2', '3']) expect(readCccd(`001${digit}00012345`, YEAR)).not.toBeNull();
    expect(readCccd('001400012345', YEAR)).toBeNull();
    expect(readCccd('001900012345', YEAR)).toBeNull();
  });

  it('refuses a birth year after the current year, accepts the current year', () => {
    expect(readCccd('001226012345', YEAR)?.birthYear).toBe(2026);
    expect(readCccd('001227012345', YEAR)).toBeNull();
    expect(readCccd('001399012345', YEAR)).toBeNull();
    expect(readCccd('001199012345', YEAR)?.birthYear).toBe(1999);
  });

  it('refuses other lengths and non-digits', () => {
    expect(readCccd('00109501234', YEAR)).toBeNull();
    expect(readCccd('0010950123456', YEAR)).toBeNull();
    expect(readCccd('00109501234a', YEAR)).toBeNull();
  });
});

describe('CMND or CCCD', () => {
  it('tells the kinds apart: 9 digits CMND, 12 digits CCCD, others nothing', () => {
    expect(citizenIdKind('123456789', YEAR)).toBe('cmnd');
    expect(citizenIdKind('001095012345', YEAR)).toBe('cccd');
    expect(citizenIdKind('12345678', YEAR)).toBeNull();
    expect(citizenIdKind('1234567890', YEAR)).toBeNull();
    expect(citizenIdKind('12345678a', YEAR)).toBeNull();
  });

  it('takes the year in Vietnam: 31 Dec 17:00 UTC is already the next year', () => {
    expect(vietnamYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(vietnamYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
  });
});

describe('ID numbers as people type them', () => {
  it('keeps the digits only', () => {
    expect(normaliseCitizenId('001 095 012 345')).toBe('001095012345');
    expect(normaliseCitizenId('001.095.012.345')).toBe('001095012345');
    expect(citizenIdKind(normaliseCitizenId(' 123 456 789 '), 2026)).toBe('cmnd');
  });
});
