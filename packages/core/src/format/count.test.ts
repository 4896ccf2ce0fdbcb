import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('writes Vietnamese short forms with a comma and never rounds up', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1250)).toBe('1,2k');
    expect(formatCount(99_999)).toBe('99,9k');
    expect(formatCount(1_500_000)).toBe('1,5tr');
    expect(formatCount(2_000_000_000)).toBe('2tỷ');
  });

  it('writes English with a dot and k / M', () => {
    expect(formatCount(1250, 'en')).toBe('1.2k');
    expect(formatCount(3_400_000, 'en')).toBe('3.4M');
  });

  it('uses Korean units in Korean', () => {
    expect(formatCount(12_000, 'ko')).toBe('1.2만');
    expect(formatCount(5_984, 'ko')).toBe('5.9천');
    expect(formatCount(999, 'ko')).toBe('999');
  });

  it('treats negatives and fractions as whole counts', () => {
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(12.9)).toBe('12');
  });
});
