import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import {
  CODE_PATTERN,
  codeExpiresAt,
  codeState,
  failuresExhausted,
  formatCode,
  sendsExceeded,
} from './code-rules';

describe('verification code rules', () => {
  const issued = new Date('2026-03-01T08:00:00Z');

  it('formats drawn numbers as six digits with leading zeros', () => {
    expect(formatCode(42)).toBe('000042');
    expect(formatCode(999_999)).toBe('999999');
    expect(() => formatCode(1_000_000)).toThrow(RangeError);
    expect(() => formatCode(-1)).toThrow(RangeError);
  });

  it('accepts only six digits', () => {
    expect(CODE_PATTERN.test('012345')).toBe(true);
    expect(CODE_PATTERN.test('12345')).toBe(false);
    expect(CODE_PATTERN.test('1234567')).toBe(false);
    expect(CODE_PATTERN.test('12a456')).toBe(false);
  });

  it('expires ten minutes after issue', () => {
    expect(codeExpiresAt(issued).toISOString()).toBe('2026-03-01T08:10:00.000Z');
  });

  it('is usable once, before expiry, and until too many wrong tries', () => {
    const fresh = { usedAt: null, expiresAt: codeExpiresAt(issued), failedAttempts: 0 };
    const nineMinutes = new Date(issued.getTime() + 9 * 60_000);
    const tenMinutes = new Date(issued.getTime() + 10 * 60_000);
    expect(codeState(fresh, nineMinutes)).toBe('usable');
    expect(codeState(fresh, tenMinutes)).toBe('expired');
    expect(codeState({ ...fresh, usedAt: issued }, nineMinutes)).toBe('used');
    expect(codeState({ ...fresh, failedAttempts: LIMITS.verification.maxFailuresPerCode }, nineMinutes)).toBe(
      'exhausted',
    );
    expect(
      codeState({ ...fresh, failedAttempts: LIMITS.verification.maxFailuresPerCode - 1 }, nineMinutes),
    ).toBe('usable');
  });

  it('allows five failures a minute and five sends a window', () => {
    expect(failuresExhausted(4)).toBe(false);
    expect(failuresExhausted(5)).toBe(true);
    expect(sendsExceeded(5)).toBe(false);
    expect(sendsExceeded(6)).toBe(true);
  });
});
