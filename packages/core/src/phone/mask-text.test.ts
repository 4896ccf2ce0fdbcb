import { describe, expect, it } from 'vitest';
import { maskText } from './mask-text';

describe('maskText', () => {
  it('keeps the first and last characters', () => {
    expect(maskText('Nguyen')).toBe('N****n');
    expect(maskText('0123456789')).toBe('0********9');
  });

  it('counts a Vietnamese letter with its marks as one character', () => {
    // 'Đức' typed in decomposed form (NFD) is still three letters.
    expect(maskText('Đức'.normalize('NFD'))).toBe('Đ*c');
  });

  it('handles very short and empty text', () => {
    expect(maskText('ab')).toBe('a*');
    expect(maskText('a')).toBe('*');
    expect(maskText('')).toBe('');
    expect(maskText(null)).toBe('');
  });
});
