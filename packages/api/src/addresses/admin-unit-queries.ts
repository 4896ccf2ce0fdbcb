import type { Country } from '@cho-dep/core/locale/locales';
import type { Db, Tx } from '@cho-dep/db/client';
import { asc, eq } from 'drizzle-orm';
import { adminProvinces, adminWards } from './admin-units.tables';

export type ProvinceRow = typeof adminProvinces.$inferSelect;
export type WardRow = typeof adminWards.$inferSelect;

export function listProvinces(db: Db, country: Country): Promise<ProvinceRow[]> {
  return db
    .select()
    .from(adminProvinces)
    .where(eq(adminProvinces.country, country))
    .orderBy(asc(adminProvinces.code));
}

export async function findProvince(db: Db | Tx, code: string): Promise<ProvinceRow | undefined> {
  const [row] = await db.select().from(adminProvinces).where(eq(adminProvinces.code, code)).limit(1);
  return row;
}

export function listWards(db: Db, provinceCode: string): Promise<WardRow[]> {
  return db
    .select()
    .from(adminWards)
    .where(eq(adminWards.provinceCode, provinceCode))
    .orderBy(asc(adminWards.code));
}

/** The name a reader of `language` sees: Korean divisions are romanised except for Korean readers. */
export function provinceDisplayName(
  province: Pick<ProvinceRow, 'name' | 'nameEn'>,
  language: string,
): string {
  return language === 'ko' || !province.nameEn ? province.name : province.nameEn;
}
