import { createHash } from 'node:crypto';
import type { ProvinceType, WardType } from '@cho-dep/core/address/admin-unit-types';
import { vietnamWardType } from '@cho-dep/core/address/admin-unit-types';
import koreaData from './data/korea-provinces.json';
import vietnamData from './data/vietnam-units.json';

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

/**
 * Vietnam's two-level units (34 provinces, 3,321 wards since 1 July 2025) from the statistics
 * office's list, committed as data/vietnam-units.json with its source, the date it was checked
 * and the corrections made to the list first published (see decision 008). Its version is the
 * file's version plus a hash of its content, so any edit re-syncs by itself.
 */
export function loadVietnamUnits(): AdministrativeDataSet {
  const provinces = vietnamData.provinces.map(
    (p): ProvinceRecord => ({
      code: p.code,
      country: 'VN',
      name: p.name,
      nameEn: null,
      type: p.type as ProvinceType,
    }),
  );
  const wards = vietnamData.wards.map(
    (w): WardRecord => ({
      code: w.code,
      provinceCode: w.provinceCode,
      name: w.name,
      type: vietnamWardType(w.name),
    }),
  );
  const digest = createHash('sha256')
    .update(JSON.stringify([vietnamData.provinces, vietnamData.wards]))
    .digest('hex')
    .slice(0, 12);
  return { country: 'VN', version: `vn-${vietnamData.version}-${digest}`, provinces, wards };
}

/** Ward codes the statistics office corrected: saved addresses follow the unit to its right code. */
export const VIETNAM_WARD_CODE_CORRECTIONS: readonly { was: string; code: string }[] =
  vietnamData.corrections.map(({ was, code }) => ({ was, code }));

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

interface UnitIndex {
  provinces: Map<string, ProvinceRecord>;
  wards: Map<string, WardRecord>;
}
let unitIndex: UnitIndex | null = null;

/**
 * Every unit this build ships, by code, made once per process. The tables hold exactly these
 * after the start's sync, and they change only with a new build, so checking a typed address
 * (every quote and every order of a guest) needs no query.
 */
export function administrativeUnits(): UnitIndex {
  if (!unitIndex) {
    const sets = [loadVietnamUnits(), loadKoreaUnits()];
    unitIndex = {
      provinces: new Map(sets.flatMap((set) => set.provinces.map((p) => [p.code, p] as const))),
      wards: new Map(sets.flatMap((set) => set.wards.map((w) => [w.code, w] as const))),
    };
  }
  return unitIndex;
}
