import { describe, expect, it } from 'vitest';
import { programCountdown, vietnamTimeLabel } from './program-time';

describe('programCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-21T03:00:00Z');
    const end = now + ((2 * 24 + 5) * 3600 + 7 * 60 + 9) * 1000;
    expect(programCountdown(end, now)).toEqual({ days: 2, hours: 5, minutes: 7, seconds: 9, done: false });
  });

  it('stops at zero once the program ends', () => {
    expect(programCountdown(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});

describe('vietnamTimeLabel', () => {
  it('writes the start in Hà Nội time, across midnight UTC', () => {
    expect(vietnamTimeLabel('2026-11-21T17:00:00Z')).toBe('00:00 22/11');
    expect(vietnamTimeLabel('2026-12-31T10:05:00Z')).toBe('17:05 31/12');
  });
});
