import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../shops/shops.tables';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { addresses } from './addresses.tables';
import { adminProvinces, adminWards } from './admin-units.tables';
import { syncAdministrativeUnits } from './sync-administrative-units';

describe('administrative units', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await syncAdministrativeUnits(t.ctx);
  });
  afterAll(() => t.close());

  it('lists the 34 Vietnamese provinces by default', async () => {
    const res = await t.api.request('/api/v1/public/provinces');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toHaveLength(34);
    expect(data).toContainEqual(
      expect.objectContaining({
        code: '79',
        name: 'Thành phố Hồ Chí Minh',
        type: 'municipality',
        country: 'VN',
      }),
    );
    expect(data.filter((p: { type: string }) => p.type === 'municipality')).toHaveLength(6);
  });

  it("lists a province's wards, all of them in that province", async () => {
    const res = await t.api.request('/api/v1/public/provinces/01/wards');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.length).toBeGreaterThan(100);
    expect(data.every((w: { provinceCode: string }) => w.provinceCode === '01')).toBe(true);
    expect(data).toContainEqual(
      expect.objectContaining({ code: '00004', name: 'Phường Ba Đình', type: 'ward' }),
    );
  });

  it('holds about 3,321 wards in total', async () => {
    const [row] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(adminWards);
    expect(row?.n).toBe(3321);
  });

  it('serves the statistics office list: official province names, Xã Ia Mơ under 23938', async () => {
    const provinces = (await (await t.api.request('/api/v1/public/provinces')).json()).data;
    expect(provinces).toContainEqual(expect.objectContaining({ code: '04', name: 'Tỉnh Cao Bằng' }));
    const gialai = (await (await t.api.request('/api/v1/public/provinces/52/wards')).json()).data;
    expect(gialai).toContainEqual(expect.objectContaining({ code: '23938', name: 'Xã Ia Mơ' }));
    expect(gialai.find((w: { code: string }) => w.code === '23737')).toBeUndefined();
  });

  it('moves saved addresses and shops from a corrected ward code, keeping the copied names', async () => {
    const { db } = t.ctx.database;
    // The state an older data version left: Xã Ia Mơ under 23737 and short province names.
    await db
      .update(adminProvinces)
      .set({ name: 'Gia Lai', version: 'old' })
      .where(eq(adminProvinces.code, '52'));
    await db.delete(adminWards).where(eq(adminWards.code, '23938'));
    await db
      .insert(adminWards)
      .values({ code: '23737', provinceCode: '52', name: 'Xã Ia Mơ', type: 'commune', version: 'old' });
    const { userId } = await insertSignedInUser(t.ctx);
    const [saved] = await db
      .insert(addresses)
      .values({
        userId,
        recipientName: 'Rơ Mah H Lan',
        phone: '+84552756778',
        country: 'VN',
        provinceCode: '52',
        provinceName: 'Gia Lai',
        wardCode: '23737',
        wardName: 'Xã Ia Mơ',
        specificAddress: 'Thôn Ia Lâm',
        type: 'home',
        deliveryTime: 'all_days',
      })
      .returning();
    const [shop] = await db
      .insert(shops)
      .values({
        ownerUserId: userId,
        name: 'Tiệm Ia Mơ',
        slug: 'tiem-ia-mo',
        provinceCode: '52',
        wardCode: '23737',
      })
      .returning();

    await syncAdministrativeUnits(t.ctx);

    const [address] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.id, saved?.id ?? ''));
    expect(address).toMatchObject({ wardCode: '23938', wardName: 'Xã Ia Mơ', provinceName: 'Gia Lai' });
    const [movedShop] = await db
      .select()
      .from(shops)
      .where(eq(shops.id, shop?.id ?? ''));
    expect(movedShop?.wardCode).toBe('23938');
    const [ward] = await db.select().from(adminWards).where(eq(adminWards.code, '23938'));
    expect(ward?.name).toBe('Xã Ia Mơ');
    expect(await db.select().from(adminWards).where(eq(adminWards.code, '23737'))).toEqual([]);
    const [gialai] = await db.select().from(adminProvinces).where(eq(adminProvinces.code, '52'));
    expect(gialai?.name).toBe('Tỉnh Gia Lai');
  });

  it('answers 404 for an unknown province', async () => {
    const res = await t.api.request('/api/v1/public/provinces/99/wards');
    expect(res.status).toBe(404);
  });

  it('lists the 17 Korean divisions, romanised except for Korean readers', async () => {
    const en = await (
      await t.api.request('/api/v1/public/provinces?country=KO', { headers: { 'accept-language': 'en' } })
    ).json();
    expect(en.data).toHaveLength(17);
    expect(en.data[0]).toMatchObject({ code: 'KR-11', name: 'Seoul', officialName: '서울특별시' });
    const ko = await (
      await t.api.request('/api/v1/public/provinces', {
        headers: { 'x-country': 'KR', 'accept-language': 'ko' },
      })
    ).json();
    expect(ko.data[0].name).toBe('서울특별시');
    const wards = await (await t.api.request('/api/v1/public/provinces/KR-11/wards')).json();
    expect(wards.data).toEqual([]);
  });

  it('is idempotent and repairs a table left at another version', async () => {
    await syncAdministrativeUnits(t.ctx);
    const { db } = t.ctx.database;
    await db
      .update(adminProvinces)
      .set({ name: 'stale', version: 'old' })
      .where(eq(adminProvinces.code, '01'));
    await db
      .insert(adminProvinces)
      .values({ code: '00', country: 'VN', name: 'Removed', type: 'province', version: 'old' });
    await syncAdministrativeUnits(t.ctx);
    const rows = await db.select().from(adminProvinces).where(eq(adminProvinces.country, 'VN'));
    expect(rows).toHaveLength(34);
    expect(rows.find((r) => r.code === '01')?.name).toBe('Thành phố Hà Nội');
    expect(new Set(rows.map((r) => r.version)).size).toBe(1);
  });
});
