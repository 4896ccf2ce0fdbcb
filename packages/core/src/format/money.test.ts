import { describe, expect, it } from 'vitest';
import { formatMoneyShort, formatVnd, formatVndShort, parsePrice } from './money';

const NBSP = '\u00a0';

describe('formatVnd', () => {
  it('groups thousands with dots and puts ₫ after a non-breaking space', () => {
    expect(formatVnd(1_234_567)).toBe(`1.234.567${NBSP}₫`);
    expect(formatVnd(0)).toBe(`0${NBSP}₫`);
    expect(formatVnd(500)).toBe(`500${NBSP}₫`);
  });

  it('rounds stray fractions to whole dong', () => {
    expect(formatVnd(1999.6)).toBe(`2.000${NBSP}₫`);
  });
});

describe('formatVndShort', () => {
  it('uses k, tr and tỷ', () => {
    expect(formatVndShort(150_000)).toBe('150k');
    expect(formatVndShort(1_500_000)).toBe('1,5tr');
    expect(formatVndShort(2_000_000_000)).toBe('2 tỷ');
    expect(formatVndShort(2_500_000_000)).toBe('2,5 tỷ');
    expect(formatVndShort(12_000_000)).toBe('12tr');
    expect(formatVndShort(1_000)).toBe('1k');
  });

  it('cuts to one decimal instead of rounding up', () => {
    expect(formatVndShort(999_999)).toBe('999,9k');
    expect(formatVndShort(1_290_000)).toBe('1,2tr');
    expect(formatVndShort(1_050_000)).toBe('1tr');
  });

  it('shows amounts under a thousand in full, and keeps the sign', () => {
    expect(formatVndShort(900)).toBe(`900${NBSP}₫`);
    expect(formatVndShort(-150_000)).toBe('-150k');
  });
});

describe('parsePrice', () => {
  it('strips spaces, dots and commas', () => {
    expect(parsePrice('1.234.567')).toBe(1_234_567);
    expect(parsePrice('1,234,567')).toBe(1_234_567);
    expect(parsePrice(' 150 000 ')).toBe(150_000);
    expect(parsePrice(`1.234.567${NBSP}₫`)).toBe(1_234_567);
    expect(parsePrice('99000đ')).toBe(99_000);
  });

  it('refuses what is not a number', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('12a3')).toBeNull();
    expect(parsePrice('99999999999999999999')).toBeNull();
  });
});

describe('short money per language', () => {
  it('writes the axis money as each language does', () => {
    expect(formatMoneyShort(17_000_000, 'vi')).toBe('17tr');
    expect(formatMoneyShort(13_500_000, 'vi')).toBe('13,5tr');
    expect(formatMoneyShort(17_000_000, 'en')).toBe('17M');
    expect(formatMoneyShort(13_500_000, 'en')).toBe('13.5M');
    expect(formatMoneyShort(150_000, 'en')).toBe('150K');
    expect(formatMoneyShort(17_000_000, 'ko')).toBe('1,700만');
    expect(formatMoneyShort(2_500_000_000, 'ko')).toBe('25억');
  });
});
