import type { Tx } from '@cho-dep/db/client';
import { asc, eq, sql } from 'drizzle-orm';
import { createUserForSeed } from '../accounts/seed-users';
import { users } from '../accounts/users.tables';
import { addresses } from '../addresses/addresses.tables';
import { adminWards } from '../addresses/admin-units.tables';
import type { AppContext } from '../app/app-context';

/** The demo accounts of README.md (development only). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = [
  {
    email: 'buyer@demo.vn',
    fullName: 'Nguyễn Thu Hà',
    phone: '0912345678',
    roles: ['buyer'],
    // So the product page's size suggestion shows for the demo buyer.
    bodyMeasurements: { height: 158, weight: 50, chest: 84, upperWaist: 66, lowerWaist: 70, hip: 90 },
  },
  { email: 'seller@demo.vn', fullName: 'Trần Minh Khoa', phone: '0987654321', roles: ['buyer', 'seller'] },
  { email: 'admin@demo.vn', fullName: 'Quản trị Chợ Đẹp', roles: ['buyer', 'admin'] },
] as const;

/**
 * Creates each demo account that does not exist yet. Runs under a transaction-scoped advisory
 * lock so two processes starting together never race to create the same account.
 */
export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    for (const account of DEMO_ACCOUNTS) {
      const existing = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email}`);
      if (existing.length > 0) continue;
      const created = await createUserForSeed(tx as unknown as Parameters<typeof createUserForSeed>[0], {
        email: account.email,
        phone: 'phone' in account ? account.phone : undefined,
        fullName: account.fullName,
        password: DEMO_PASSWORD,
        roles: [...account.roles],
      });
      if (account.email === 'buyer@demo.vn') await seedDemoAddress(tx, created.id);
      if ('bodyMeasurements' in account) {
        await tx
          .update(users)
          .set({ bodyMeasurements: account.bodyMeasurements })
          .where(sql`${users.id} = ${created.id}`);
      }
    }
  });
}

/**
 * The demo buyer's default delivery address in Hồ Chí Minh City, so the checkout can be tried
 * at once (a real buyer adds one inline: 'no delivery address yet').
 */
async function seedDemoAddress(tx: Tx, userId: string): Promise<void> {
  const [ward] = await tx
    .select({ code: adminWards.code, name: adminWards.name })
    .from(adminWards)
    .where(eq(adminWards.provinceCode, '79'))
    // Phường Sài Gòn (the old District 1) when the data has it, else the first ward.
    .orderBy(sql`${adminWards.name} <> 'Phường Sài Gòn'`, asc(adminWards.code))
    .limit(1);
  if (!ward) return;
  await tx.insert(addresses).values({
    userId,
    recipientName: 'Nguyễn Thu Hà',
    phone: '+84912345678',
    country: 'VN',
    provinceCode: '79',
    provinceName: 'Thành phố Hồ Chí Minh',
    wardCode: ward.code,
    wardName: ward.name,
    specificAddress: '120 Nguyễn Huệ',
    type: 'home',
    deliveryTime: 'all_days',
    isDefault: true,
  });
}
