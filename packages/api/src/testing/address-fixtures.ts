import { eq } from 'drizzle-orm';
import { adminWards } from '../addresses/admin-units.tables';
import { syncAdministrativeUnits } from '../addresses/sync-administrative-units';
import type { AppContext } from '../app/app-context';

export const HA_NOI = '01';
export const HO_CHI_MINH = '79';

/** A ward of a province, as the address data knows it. */
export async function wardOf(ctx: AppContext, provinceCode: string): Promise<string> {
  const [ward] = await ctx.database.db
    .select({ code: adminWards.code })
    .from(adminWards)
    .where(eq(adminWards.provinceCode, provinceCode))
    .limit(1);
  if (!ward) throw new Error(`no ward in province ${provinceCode}`);
  return ward.code;
}

/** Provinces and wards must exist for addresses and delivery quotes. */
export async function prepareCheckoutData(ctx: AppContext): Promise<void> {
  await syncAdministrativeUnits(ctx);
}
