import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { moveShopWardCode } from '../shops/shop-ward-codes';
import { addresses } from './addresses.tables';
import { adminProvinces, adminWards } from './admin-units.tables';
import {
  type AdministrativeDataSet,
  loadKoreaUnits,
  loadVietnamUnits,
  VIETNAM_WARD_CODE_CORRECTIONS,
} from './administrative-data';

const CHUNK = 500;
/** Serialises syncs of several processes starting on one database. */
const SYNC_LOCK_KEY = 727_001;

/**
 * Brings admin_provinces and admin_wards to the data versions shipped with this build.
 * Idempotent: a country already at its version is left alone, so a normal start costs one
 * small query per country. A new version upserts every unit and removes those no longer in
 * the data (saved addresses keep their own copy of the names). A ward whose code the statistics
 * office corrected is the same place under its right code: saved addresses and shops move to it.
 */
export async function syncAdministrativeUnits(ctx: AppContext): Promise<void> {
  for (const dataSet of [loadVietnamUnits(), loadKoreaUnits()]) {
    if (await isCurrent(ctx, dataSet)) continue;
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`);
      await writeDataSet(tx, dataSet);
      if (dataSet.country === 'VN') await applyWardCodeCorrections(tx);
    });
    ctx.logger.info(
      {
        country: dataSet.country,
        version: dataSet.version,
        provinces: dataSet.provinces.length,
        wards: dataSet.wards.length,
      },
      'administrative units synchronised',
    );
  }
}

async function isCurrent(ctx: AppContext, dataSet: AdministrativeDataSet): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ version: adminProvinces.version, count: sql<number>`count(*)::int` })
    .from(adminProvinces)
    .where(eq(adminProvinces.country, dataSet.country))
    .groupBy(adminProvinces.version);
  return (
    rows.length === 1 && rows[0]?.version === dataSet.version && rows[0].count === dataSet.provinces.length
  );
}

async function writeDataSet(tx: Tx, dataSet: AdministrativeDataSet): Promise<void> {
  const { version } = dataSet;
  for (let i = 0; i < dataSet.provinces.length; i += CHUNK) {
    await tx
      .insert(adminProvinces)
      .values(dataSet.provinces.slice(i, i + CHUNK).map((p) => ({ ...p, version })))
      .onConflictDoUpdate({
        target: adminProvinces.code,
        set: {
          country: sql`excluded.country`,
          name: sql`excluded.name`,
          nameEn: sql`excluded.name_en`,
          type: sql`excluded.type`,
          version: sql`excluded.version`,
        },
      });
  }
  for (let i = 0; i < dataSet.wards.length; i += CHUNK) {
    await tx
      .insert(adminWards)
      .values(dataSet.wards.slice(i, i + CHUNK).map((w) => ({ ...w, version })))
      .onConflictDoUpdate({
        target: adminWards.code,
        set: {
          provinceCode: sql`excluded.province_code`,
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          version: sql`excluded.version`,
        },
      });
  }
  const provinceCodes = tx
    .select({ code: adminProvinces.code })
    .from(adminProvinces)
    .where(eq(adminProvinces.country, dataSet.country));
  await tx
    .delete(adminWards)
    .where(and(inArray(adminWards.provinceCode, provinceCodes), ne(adminWards.version, version)));
  await tx
    .delete(adminProvinces)
    .where(and(eq(adminProvinces.country, dataSet.country), ne(adminProvinces.version, version)));
}

async function applyWardCodeCorrections(tx: Tx): Promise<void> {
  for (const { was, code } of VIETNAM_WARD_CODE_CORRECTIONS) {
    await tx
      .update(addresses)
      .set({ wardCode: code })
      .where(and(eq(addresses.country, 'VN'), eq(addresses.wardCode, was)));
    await moveShopWardCode(tx, was, code);
  }
}
