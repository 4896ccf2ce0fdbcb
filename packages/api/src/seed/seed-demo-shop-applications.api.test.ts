import { isValidCitizenId } from '@cho-dep/core/shops/citizen-id';
import { isValidTaxCode } from '@cho-dep/core/shops/tax-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { shopRegistrations } from '../shops/shop-registrations.tables';
import { shops } from '../shops/shops.tables';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { seedDemoShopApplications } from './seed-demo-shop-applications';

describe('demo shop applications seed', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a pending demo shop its documents once, and leaves other shops alone', async () => {
    const demo = await insertSignedInUser(t.ctx, {
      email: 'seller-seed-test@demo.vn',
      fullName: 'Lâm Ngọc Diệp',
    });
    const real = await insertSignedInUser(t.ctx, { email: 'someone@example.vn' });
    const [pending] = await t.ctx.database.db
      .insert(shops)
      .values({ ownerUserId: demo.userId, name: 'Áo Dài Thử', slug: 'ao-dai-thu', status: 'pending' })
      .returning();
    await t.ctx.database.db
      .insert(shops)
      .values({ ownerUserId: real.userId, name: 'Tiệm Thật', slug: 'tiem-that', status: 'pending' });

    expect(await seedDemoShopApplications(t.ctx)).toBe(1);
    expect(await seedDemoShopApplications(t.ctx)).toBe(0);

    const rows = await t.ctx.database.db.select().from(shopRegistrations);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.shopId).toBe(pending?.id);
    expect(isValidCitizenId(row?.idNumber ?? '', 2026)).toBe(true);
    for (const key of [row?.idFrontKey, row?.idBackKey, row?.licenceKey]) {
      expect(key?.startsWith(`private/`)).toBe(true);
      expect((await t.ctx.storage.get(key ?? ''))?.contentType).toBe('image/webp');
    }
    const [owner] = await t.ctx.database.db.select().from(users).where(eq(users.id, demo.userId));
    expect(owner?.phone).toMatch(/^\+8490\d{7}$/);
    expect(owner?.phoneVerified).toBe(true);
    const [shop] = await t.ctx.database.db
      .select()
      .from(shops)
      .where(eq(shops.id, pending?.id ?? ''));
    expect(isValidTaxCode(shop?.taxCode ?? '', 2026)).toBe(true);
  });
});
