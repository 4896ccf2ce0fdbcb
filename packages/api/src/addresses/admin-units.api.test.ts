import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
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
