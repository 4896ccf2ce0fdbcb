import { describe, expect, it } from 'vitest';
import { parseSection, sectionHref } from './account-sections';

describe('account sections', () => {
  it('reads known tabs and refuses others', () => {
    expect(parseSection('addresses')).toBe('addresses');
    expect(parseSection('delete-account')).toBe('delete-account');
    expect(parseSection('favourites')).toBe('favourites');
    expect(parseSection('vouchers')).toBe('vouchers');
    expect(parseSection('orders')).toBeNull();
    expect(parseSection(null)).toBeNull();
    expect(parseSection('')).toBeNull();
  });

  it('links to a section with ?tab=', () => {
    expect(sectionHref('measurements')).toBe('/trang-ca-nhan?tab=measurements');
  });
});
