import { describe, expect, it } from 'vitest';
import { vietnamProvinceType, vietnamWardType } from './admin-unit-types';

describe('administrative unit kinds', () => {
  it('reads the province kind from the source wording', () => {
    expect(vietnamProvinceType('Thành phố Trung Ương')).toBe('municipality');
    expect(vietnamProvinceType('Tỉnh')).toBe('province');
  });

  it('reads the ward kind from the official name', () => {
    expect(vietnamWardType('Phường Ba Đình')).toBe('ward');
    expect(vietnamWardType('Xã Đất Mũi')).toBe('commune');
    expect(vietnamWardType('Đặc khu Phú Quốc')).toBe('special_zone');
  });
});
