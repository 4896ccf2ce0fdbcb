import { describe, expect, it } from 'vitest';
import { parsePosition, sellerHref } from './seller-links';

describe('seller links', () => {
  it('leaves the default position, sort and first page out', () => {
    expect(sellerHref('s1', { position: 'BrandOfMonth', sort: 'popular', page: 1 })).toBe('/nguoi-ban/s1');
  });

  it('keeps another position, sort and page', () => {
    expect(sellerHref('s1', { position: 'Home', sort: 'price_asc', page: 2 })).toBe(
      '/nguoi-ban/s1?position=Home&sort=price_asc&page=2',
    );
  });

  it('reads a plain position and falls back to BrandOfMonth for anything else', () => {
    expect(parsePosition('Search')).toBe('Search');
    expect(parsePosition(null)).toBe('BrandOfMonth');
    expect(parsePosition('<script>')).toBe('BrandOfMonth');
  });
});
