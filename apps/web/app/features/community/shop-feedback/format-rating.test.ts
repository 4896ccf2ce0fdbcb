import { describe, expect, it } from 'vitest';
import { formatRating } from './format-rating';

describe('formatRating', () => {
  it('writes the decimal the reader expects', () => {
    expect(formatRating(4.8, 'vi')).toBe('4,8');
    expect(formatRating(4.8, 'en')).toBe('4.8');
    expect(formatRating(5, 'ko')).toBe('5.0');
  });
});
