import { describe, expect, it } from 'vitest';
import {
  isValidPhone,
  normaliseMobilePhone,
  normalisePhone,
  parsePhone,
  smsPhoneProblem,
} from './phone-number';
import { VN_MOBILE_NETWORKS, vietnameseMobileNetwork } from './vn-mobile-prefixes';

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

describe('the Vietnamese mobile prefix plan', () => {
  it('accepts real numbers of every network, including blocks libphonenumber does not know', () => {
    expect(normalisePhone('0526382299')).toBe('+84526382299'); // Vietnamobile
    expect(normalisePhone('0552756778')).toBe('+84552756778'); // Wintel (Reddi)
    expect(normalisePhone('0892085009')).toBe('+84892085009'); // MobiFone
    expect(normalisePhone('+84 89 208 5009')).toBe('+84892085009');
    expect(normalisePhone('84552756778')).toBe('+84552756778');
    expect(normalisePhone('+84 0552 756 778')).toBe('+84552756778');
    for (const prefixes of Object.values(VN_MOBILE_NETWORKS)) {
      for (const prefix of prefixes) expect(normaliseMobilePhone(`${prefix}1234567`), prefix).not.toBeNull();
    }
  });

  it('refuses retired and unassigned blocks', () => {
    for (const raw of ['0951234567', '0301234567', '0311234567', '0511234567', '0801234567', '0201234567']) {
      expect(normalisePhone(raw), raw).toBeNull();
    }
  });

  it('names the network of a national number', () => {
    expect(vietnameseMobileNetwork('552756778')).toBe('wintel');
    expect(vietnameseMobileNetwork('912345678')).toBe('vinaphone');
    expect(vietnameseMobileNetwork('951234567')).toBeNull();
    expect(vietnameseMobileNetwork('91234567')).toBeNull();
  });
});

describe('phones that receive text messages', () => {
  it('reads a Vietnamese landline but says it cannot receive SMS', () => {
    expect(parsePhone('02438253536')).toMatchObject({ e164: '+842438253536', kind: 'fixed' });
    expect(parsePhone('(+84) 24 3825 3536')?.kind).toBe('fixed');
    expect(smsPhoneProblem('02438253536')).toBe('validation.phoneLandline');
    expect(normaliseMobilePhone('02438253536')).toBeNull();
  });

  it('accepts mobiles and refuses text that is no number', () => {
    expect(smsPhoneProblem('0552756778')).toBeNull();
    expect(smsPhoneProblem('010-1234-5678', 'KO')).toBeNull();
    expect(smsPhoneProblem('0951234567')).toBe('validation.invalidPhone');
    expect(smsPhoneProblem('abc')).toBe('validation.invalidPhone');
  });

  it('treats a Korean fixed line as no SMS target', () => {
    expect(parsePhone('02-312-3456', 'KO')?.kind).toBe('fixed');
    expect(smsPhoneProblem('02-312-3456', 'KO')).toBe('validation.phoneLandline');
  });
});
